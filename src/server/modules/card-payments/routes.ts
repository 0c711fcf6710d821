import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isDatabaseUnavailable, ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import {
  type CardProvider,
  createCardGatewayClient,
  isCardProvider,
  verifyBrowserReturn,
  verifyTransactionReport,
} from '../payments/index.js';
import {
  attemptByCartId,
  closeAttempt,
  confirmAttempt,
  orderOfAttempt,
  RETURN_KINDS,
  type ReturnChannel,
  settingsOf,
  startCardPayment,
} from './attempts.js';
import { consumeRateLimit, RATE_RULES, rateLimitUsedUp } from '../../platform/http/rate-limit.js';
import { callbackTrigger } from './callback.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.js';
import { logRefusedPayment } from './security-log.js';

/** The gateway posts the browser returns as a form: kept as strings, a repeated field as a list (then refused). */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

function providerOf(value: string): CardProvider {
  if (!isCardProvider(value)) throw new AppError('NOT_FOUND');
  return value;
}

const failure = (reply: FastifyReply, reason: string, orderSlug?: string) =>
  reply.redirect(`/checkout/failure?${new URLSearchParams({ ...(orderSlug ? { orderSlug } : {}), reason })}`, 303);

/**
 * Attempts the gateway has confirmed already. An approval of another attempt of a paid order is still asked about:
 * a second payment is given back (docs/decisions/0130-one-paid-attempt-per-order.md).
 */
const SETTLED: readonly string[] = ['paid', 'duplicate', 'returned'];

/** The shopper is back: verify, ask the gateway about an approval, and send the browser on. */
async function browserReturn(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: CardProvider,
  kind: ReturnChannel,
) {
  const app = request.server;
  const fields = (request.body ?? request.query ?? {}) as Record<string, unknown>;
  const settings = settingsOf(app, provider);
  const verified = verifyBrowserReturn(settings, fields);
  if (!verified.ok) {
    await logRefusedPayment(
      request,
      { provider, channel: kind, reason: verified.reason, detail: verified.detail },
      fields,
    );
    return failure(reply, 'invalid');
  }
  const attempt = await attemptByCartId(app.db, verified.value.shoppingCartId);
  if (!attempt || attempt.provider !== provider) {
    await logRefusedPayment(
      request,
      { provider, channel: kind, reason: 'unknown-attempt', detail: 'no such attempt' },
      fields,
    );
    return failure(reply, 'invalid');
  }
  const order = await orderOfAttempt(app.db, attempt);
  if (SETTLED.includes(attempt.status)) return reply.redirect(`/naplata/uspjesna?orderSlug=${order.slug}`, 303);
  if (verified.value.kind !== 'approved') {
    if (order.status === 'paid') return reply.redirect(`/naplata/uspjesna?orderSlug=${order.slug}`, 303);
    await closeAttempt(app.db, attempt, verified.value.kind === 'cancelled' ? 'cancelled' : 'declined');
    return failure(reply, verified.value.kind === 'cancelled' ? 'cancelled' : 'declined', order.slug);
  }
  // An approval in the browser is a hint (docs/decisions/0067-browser-return-is-a-hint.md): the gateway decides.
  try {
    const status = await createCardGatewayClient(settings).statusCheck(attempt.shoppingCartId);
    const outcome = status.found ? await confirmAttempt(app, attempt, status.report) : 'unconfirmed';
    if (outcome === 'paid' || outcome === 'already')
      return reply.redirect(`/naplata/uspjesna?orderSlug=${order.slug}`, 303);
    if (outcome === 'duplicate') {
      // This attempt's money goes back; the order is whatever the other attempt or the expiry made it.
      const now = await orderOfAttempt(app.db, attempt);
      if (now.status === 'expired') return failure(reply, 'expired', order.slug);
      return reply.redirect(`/naplata/uspjesna?orderSlug=${order.slug}`, 303);
    }
    if (status.found)
      await logRefusedPayment(
        request,
        {
          provider,
          channel: kind,
          reason: outcome,
          detail:
            outcome === 'bound-elsewhere'
              ? 'the transaction belongs to another attempt'
              : 'StatusCheck does not confirm the attempt',
        },
        fields,
      );
  } catch (error) {
    // Without the database nothing was decided: a 503 (the shopper may reload), never a failure page that says the
    // payment was not confirmed while the gateway's callback may still pay the order (docs/decisions/0105-database-outage.md).
    if (isDatabaseUnavailable(error)) throw error;
    request.log.warn(
      { err: error, shoppingCartId: attempt.shoppingCartId },
      'StatusCheck after a browser return failed',
    );
  }
  return failure(reply, 'unconfirmed', order.slug);
}

/** Card payments: the attempt's form for the SPA, the browser returns and the gateway's callback. */
export const cardPaymentRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );
  // The gateway's reports are flat: a body nested deeper than a few levels is refused before anything walks it; the
  // rest is the app's own JSON parsing (prototype poisoning refused) (docs/decisions/0131-payment-security-log-bounds.md).
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    if (jsonDepthExceeds(String(body), MAX_JSON_DEPTH)) return done(new AppError('PAYLOAD_TOO_DEEP'), undefined);
    return json(request, String(body), done);
  });

  app.post<ContractRoute<'startCardPayment'>>('/api/v2/payment/card/start', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const form = await startCardPayment(app, request.body.orderSlug);
    return ok({ action: form.action, method: form.method, fields: form.fields });
  });

  app.post<{ Params: { provider: string; kind: string } }>(
    '/api/v2/payment/card/:provider/:kind',
    async (request, reply) => {
      const kind = request.params.kind as ReturnChannel;
      if (!RETURN_KINDS.includes(kind)) throw new AppError('NOT_FOUND');
      return browserReturn(request, reply, providerOf(request.params.provider), kind);
    },
  );

  // Refused callbacks are counted per source like the shop's other limits (docs/decisions/0131-payment-security-log-bounds.md):
  // the route is never shed under load, so the limit is what keeps one client from filling the database. Only refusals
  // count: the gateway's genuine callbacks of a busy sale come from a few addresses and must all get through.
  const refusedCallbacks = RATE_RULES.cardCallbackIp;
  const callbackLimit = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const used = await rateLimitUsedUp(app.db, refusedCallbacks, request.ip, app.clock.now());
      if (used.allowed) return;
      reply.header('retry-after', String(used.retryAfterSec));
      throw new AppError('RATE_LIMITED', { payload: { retryAfterSeconds: used.retryAfterSec } });
    },
  };
  const countRefusal = (request: FastifyRequest) =>
    consumeRateLimit(app.db, refusedCallbacks, request.ip, app.clock.now());
  app.post<ContractRoute<'cardCallback'>>('/api/v2/payment/card/:provider/callback', callbackLimit, async (request) => {
    const provider = providerOf(request.params.provider);
    const fields = request.body;
    const settings = settingsOf(app, provider);
    const verified = verifyTransactionReport(settings, fields);
    if (!verified.ok) {
      await countRefusal(request);
      await logRefusedPayment(
        request,
        { provider, channel: 'callback', reason: verified.reason, detail: verified.detail },
        fields,
      );
      throw new AppError('PAYMENT_REPORT_INVALID');
    }
    if (!verified.value.found) return ok({ received: true as const });
    const refusal = await callbackTrigger(app, settings, verified.value.report);
    if (refusal) {
      await countRefusal(request);
      await logRefusedPayment(request, { provider, channel: 'callback', ...refusal }, fields);
    }
    return ok({ received: true as const });
  });
};
