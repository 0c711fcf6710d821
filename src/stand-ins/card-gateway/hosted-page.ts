// The hosted card page: the shop's signed form arrives at /authorization.aspx, the shopper types a test card on
// /pay/<session>, and the browser is sent back signed to ReturnURL, CancelURL or ReturnErrorURL.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CallbackSender } from './callbacks.js';
import type { Ledger, PaymentRequest, Session, SimulatedShop, Transaction } from './ledger.js';
import { browserReturn, type ReturnMessage, transactionReport } from './messages.js';
import { cardPage, errorPage, returnPage } from './pages.js';
import { type Body, field, readPaymentRequest } from './request.js';
import { type CallbackMode, cardBrand, maskCardNumber, normaliseCardNumber, outcomeOf } from './test-cards.js';

/** After this many declined tries the gateway gives up and sends the shopper to ReturnErrorURL. */
export const MAX_CARD_ATTEMPTS = 3;

export interface HostedPageContext {
  ledger: Ledger;
  shops: ReadonlyMap<string, SimulatedShop>;
  callbacks: CallbackSender;
  callbackUrlOf(shop: SimulatedShop): string | undefined;
  callbackMode(): CallbackMode;
  /** How long the shopper may stay on the card page before the form times out (ResponseCode 16). */
  sessionTtlMs: number;
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

export function hostedPageRoutes(app: FastifyInstance, ctx: HostedPageContext) {
  app.post('/authorization.aspx', async (request, reply) => {
    const read = readPaymentRequest((request.body ?? {}) as Body, ctx.shops);
    if (!read.ok) return html(reply, 400, errorPage('Zahtjev za plaćanje nije ispravan', read.problems));
    const { shop, shoppingCartId } = read.request;
    // Once a payment with a ShoppingCartID succeeded, the ID is spent, even if that payment was voided since.
    if (ctx.ledger.transaction(shop.shopId, shoppingCartId)?.authorized) {
      return html(
        reply,
        400,
        errorPage('Zahtjev za plaćanje nije ispravan', [
          `ShoppingCartID ${shoppingCartId} već je iskorišten za uspješno plaćanje.`,
        ]),
      );
    }
    const session = ctx.ledger.openSession(read.request);
    // Post/redirect/get: a reload of the card page does not post the shop's form again.
    return reply.code(303).header('location', `/pay/${session.id}`).send();
  });

  app.get('/authorization.aspx', async (_request, reply) =>
    html(reply, 405, errorPage('Zahtjev za plaćanje nije ispravan', ['Obrazac trgovine šalje se metodom POST.'])),
  );

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = openSession(ctx, request.params.id, reply);
    if (!session) return reply;
    return html(reply, 200, cardPage(session, { attemptsLeft: MAX_CARD_ATTEMPTS - session.failedAttempts }));
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = openSession(ctx, request.params.id, reply);
    if (!session) return reply;
    const body = (request.body ?? {}) as Body;
    const finish = (message: ReturnMessage) => {
      session.closed = true;
      return sendBack(reply, message);
    };
    if (Date.now() - session.openedAt > ctx.sessionTtlMs) {
      return finish(browserReturn(session.request, 'cancel', { responseCode: '16' }));
    }
    if (field(body, 'action') === 'cancel')
      return finish(browserReturn(session.request, 'cancel', { responseCode: '15' }));

    const typed = field(body, 'CardNumber');
    const cardNumber = typeof typed === 'string' && typed !== 'repeated' ? normaliseCardNumber(typed) : null;
    if (!cardNumber) return reprompt(reply, session, 'Broj kartice nije ispravan. Provjerite znamenke.');
    const outcome = outcomeOf(cardNumber);
    const card = { name: cardBrand(cardNumber), masked: maskCardNumber(cardNumber) };

    if (outcome.kind === 'timeout') return finish(browserReturn(session.request, 'cancel', { responseCode: '16' }));
    if (outcome.kind === 'error') {
      return finish(
        browserReturn(session.request, 'error', {
          errorMessage: 'Greška u komunikaciji s bankom.',
          errorCodes: '91',
        }),
      );
    }
    if (outcome.kind === 'decline') {
      const transaction = ctx.ledger.record(session.request, card, false);
      session.failedAttempts += 1;
      if (session.failedAttempts < MAX_CARD_ATTEMPTS) {
        return reprompt(reply, session, 'Kartica je odbijena. Pokušajte ponovno ili upotrijebite drugu karticu.');
      }
      return finish(
        browserReturn(session.request, 'error', { transaction, errorMessage: 'ODBIJENO', errorCodes: '05' }),
      );
    }

    const transaction = ctx.ledger.record(session.request, card, true);
    const mode = outcome.callback === 'default' ? ctx.callbackMode() : outcome.callback;
    await sendCallbacks(ctx, session.request, transaction, mode);
    return finish(browserReturn(session.request, 'success', { transaction }));
  });
}

function openSession(ctx: HostedPageContext, id: string, reply: FastifyReply): Session | null {
  const session = ctx.ledger.session(id);
  if (!session) html(reply, 404, errorPage('Plaćanje nije pronađeno', ['Ova stranica za plaćanje ne postoji.']));
  else if (session.closed) html(reply, 410, errorPage('Plaćanje je završeno', ['Vratite se u trgovinu.']));
  else return session;
  return null;
}

function reprompt(reply: FastifyReply, session: Session, message: string) {
  return html(reply, 200, cardPage(session, { message, attemptsLeft: MAX_CARD_ATTEMPTS - session.failedAttempts }));
}

/** POST: a page whose form submits itself; GET: a redirect with the fields added to the query. */
function sendBack(reply: FastifyReply, message: ReturnMessage) {
  if (message.method === 'POST') return html(reply, 200, returnPage(message));
  const url = new URL(message.url);
  for (const [key, value] of Object.entries(message.fields)) url.searchParams.append(key, value);
  return reply.code(303).header('location', url.toString()).send();
}

async function sendCallbacks(ctx: HostedPageContext, request: PaymentRequest, t: Transaction, mode: CallbackMode) {
  const url = ctx.callbackUrlOf(request.shop);
  if (!url || mode === 'none') return;
  const report = () => transactionReport(request.shop, t);
  const { afterReturnMs, lateMs } = ctx.callbacks.timing;
  if (mode === 'before-return') await ctx.callbacks.sendNow(url, t.shoppingCartId, report);
  else if (mode === 'late') ctx.callbacks.sendLater(url, t.shoppingCartId, report, lateMs);
  else {
    ctx.callbacks.sendLater(url, t.shoppingCartId, report, afterReturnMs);
    if (mode === 'twice') ctx.callbacks.sendLater(url, t.shoppingCartId, report, afterReturnMs * 2);
  }
}
