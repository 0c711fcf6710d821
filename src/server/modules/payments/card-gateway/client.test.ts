// The API client against a local server that misbehaves on purpose: every failure must be a coded AppError.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardGatewayClient } from './client.js';
import type { CardGatewaySettings } from './settings.js';
import { actionResponseSignature, transactionReportSignature } from './signature.js';

type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;

let handler: Handler = (_body, res) => res.end('{}');
let server: ReturnType<typeof createServer>;
let settings: CardGatewaySettings;
const requests: { url: string; contentType: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    requests.push({ url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
    handler(body, res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  settings = {
    provider: 'wspay_hpp',
    shopId: 'ZVIJEZDA',
    secretKey: 'tajna',
    formUrl: `http://127.0.0.1:${port}/authorization.aspx`,
    apiUrl: `http://127.0.0.1:${port}/api/services`,
    // Room for an answer on a loaded machine; the time-limit test sets its own short limit.
    timeoutMs: 15_000,
  };
});

afterAll(async () => {
  server.closeAllConnections(); // the timeout test leaves a request hanging
  await new Promise<void>((ok) => server.close(() => ok()));
});

const json = (res: ServerResponse, value: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

const target = { wsPayOrderId: 'ord-1', stan: '123456', approvalCode: '654321' };

function signedAnswer(overrides: Record<string, string> = {}) {
  const answer = {
    WsPayOrderId: 'ord-1',
    ShopID: 'ZVIJEZDA',
    ApprovalCode: '777777',
    STAN: '123456',
    ErrorMessage: '',
    ActionSuccess: '1',
    ...overrides,
  };
  const signature = actionResponseSignature(settings, {
    wsPayOrderId: answer.WsPayOrderId,
    stan: answer.STAN,
    approvalCode: answer.ApprovalCode,
    actionSuccess: answer.ActionSuccess,
  });
  return { ...answer, Signature: signature };
}

describe('createCardGatewayClient', () => {
  it('should POST signed JSON of protocol 2.0 with the amount in cents', async () => {
    handler = (_body, res) => json(res, signedAnswer());
    await createCardGatewayClient(settings).refund(target, 1525);
    expect(requests.at(-1)).toMatchObject({
      url: '/api/services/refund',
      contentType: 'application/json; charset=utf-8',
      body: {
        Version: '2.0',
        WsPayOrderId: 'ord-1',
        ShopID: 'ZVIJEZDA',
        ApprovalCode: '654321',
        STAN: '123456',
        Amount: 1525,
      },
    });
    expect(requests.at(-1)?.body.Signature).toMatch(/^[0-9a-f]{128}$/);
  });

  it('should hand back the new approval code of a completion', async () => {
    handler = (_body, res) => json(res, signedAnswer({ ApprovalCode: '999999' }));
    await expect(createCardGatewayClient(settings).completion(target, 100)).resolves.toEqual({
      wsPayOrderId: 'ord-1',
      stan: '123456',
      approvalCode: '999999',
    });
  });

  it('should report a refusal as CARD_GATEWAY_DECLINED with the gateway message', async () => {
    handler = (_body, res) => json(res, signedAnswer({ ActionSuccess: '0', ErrorMessage: 'Iznos je prevelik.' }));
    await expect(createCardGatewayClient(settings).refund(target, 100)).rejects.toMatchObject({
      code: 'CARD_GATEWAY_DECLINED',
      statusCode: 409,
      payload: { provider: 'wspay_hpp', operation: 'refund', gatewayMessage: 'Iznos je prevelik.' },
    });
  });

  it.each<[string, Handler]>([
    ['an unsigned answer', (_b, res) => json(res, { ...signedAnswer(), Signature: '' })],
    ['an answer signed with another secret', (_b, res) => json(res, { ...signedAnswer(), Signature: 'a'.repeat(128) })],
    [
      'a success answer whose ActionSuccess was flipped',
      (_b, res) => json(res, { ...signedAnswer({ ActionSuccess: '0' }), ActionSuccess: '1' }),
    ],
    ['an answer about another transaction', (_b, res) => json(res, signedAnswer({ WsPayOrderId: 'ord-2' }))],
    ['an answer naming another shop', (_b, res) => json(res, { ...signedAnswer(), ShopID: 'DRUGI' })],
    ['an HTML page', (_b, res) => res.end('<html>Greška</html>')],
    ['a JSON array', (_b, res) => json(res, [])],
  ])('should refuse %s as CARD_GATEWAY_BAD_RESPONSE', async (_what, misbehave) => {
    handler = misbehave;
    await expect(createCardGatewayClient(settings).void(target, 100)).rejects.toMatchObject({
      code: 'CARD_GATEWAY_BAD_RESPONSE',
      statusCode: 502,
    });
  });

  it('should report an HTTP error status as CARD_GATEWAY_UNAVAILABLE', async () => {
    handler = (_body, res) => json(res, { Message: 'An error has occurred.' }, 500);
    await expect(createCardGatewayClient(settings).statusCheck('c-1')).rejects.toMatchObject({
      code: 'CARD_GATEWAY_UNAVAILABLE',
      payload: { status: 500 },
    });
  });

  it('should give up after the time limit with CARD_GATEWAY_TIMEOUT', async () => {
    handler = () => {}; // never answers
    await expect(createCardGatewayClient({ ...settings, timeoutMs: 300 }).statusCheck('c-1')).rejects.toMatchObject({
      code: 'CARD_GATEWAY_TIMEOUT',
      statusCode: 504,
    });
  });

  it('should report a gateway that cannot be reached as CARD_GATEWAY_UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((ok) => closed.close(() => ok()));
    const nowhere = { ...settings, apiUrl: `http://127.0.0.1:${port}/api/services` };
    await expect(createCardGatewayClient(nowhere).statusCheck('c-1')).rejects.toMatchObject({
      code: 'CARD_GATEWAY_UNAVAILABLE',
    });
  });

  it('should refuse a StatusCheck answer about another cart', async () => {
    handler = (_body, res) => {
      const report = { ActionSuccess: '1', ApprovalCode: '1', WsPayOrderId: 'o' };
      json(res, {
        ...report,
        ShopID: 'ZVIJEZDA',
        ShoppingCartID: 'c-2',
        STAN: '1',
        Amount: 10,
        CurrencyCode: 978,
        Authorized: '1',
        Completed: '0',
        Voided: '0',
        Refunded: '0',
        TransactionDateTime: '20260101120000',
        Signature: transactionReportSignature(settings, {
          actionSuccess: '1',
          approvalCode: '1',
          wsPayOrderId: 'o',
        }),
      });
    };
    await expect(createCardGatewayClient(settings).statusCheck('c-1')).rejects.toMatchObject({
      code: 'CARD_GATEWAY_BAD_RESPONSE',
      payload: { reason: 'answer is about c-2' },
    });
  });

  it('should refuse to send an amount that is not whole cents', async () => {
    await expect(createCardGatewayClient(settings).refund(target, 15.25)).rejects.toBeInstanceOf(RangeError);
  });
});
