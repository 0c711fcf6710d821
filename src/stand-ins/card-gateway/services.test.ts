import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCardPage, type PaymentRig, startPaymentRig, submitCard } from '../../../tests/support/card-gateway.js';
import { createCardGatewayClient, verifyTransactionReport } from '../../server/modules/payments/card-gateway/index.js';
import { signActionRequest, signActionResponse, signStatusCheck } from './protocol.js';

let rig: PaymentRig;

beforeAll(async () => {
  rig = await startPaymentRig({ autoCapture: true });
  await submitCard(await openCardPage(rig.form('api-1', 4200)), { cardNumber: '4111111111111111' });
});

afterAll(async () => rig?.close());

const call = async (operation: string, body: Record<string, unknown>, form = false) => {
  const res = await fetch(`${rig.gateway.apiUrl}/${operation}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

describe('the simulated server API', () => {
  it('should capture at once for a shop set to auto-capture', async () => {
    const answer = await createCardGatewayClient(rig.settings).statusCheck('api-1');
    expect(answer.found && answer.report).toMatchObject({ authorized: true, completed: true, canBeRefunded: true });
  });

  it('should refund a whole captured payment at once, and nothing after that', async () => {
    await submitCard(await openCardPage(rig.form('api-whole', 3100)), { cardNumber: '4111111111111111' });
    const client = createCardGatewayClient(rig.settings);
    const paid = await client.statusCheck('api-whole');
    if (!paid.found) throw new Error('expected the payment');
    await client.refund(paid.report, 3100);
    expect(await client.statusCheck('api-whole')).toMatchObject({ report: { refunded: true, canBeRefunded: false } });
    await expect(client.refund(paid.report, 1)).rejects.toMatchObject({
      code: 'CARD_GATEWAY_DECLINED',
      payload: { gatewayMessage: 'Iznos povrata veći je od preostalog naplaćenog iznosa (0 centi).' },
    });
  });

  it('should keep a voided ShoppingCartID spent: a new form for it is refused', async () => {
    const voiding = await startPaymentRig();
    try {
      await submitCard(await openCardPage(voiding.form('api-void', 900)), { cardNumber: '4111111111111111' });
      const client = createCardGatewayClient(voiding.settings);
      const paid = await client.statusCheck('api-void');
      if (!paid.found) throw new Error('expected the payment');
      await client.void(paid.report, 900);
      const again = await openCardPage(voiding.form('api-void', 900));
      expect(again.status).toBe(400);
      expect(again.html).toContain('već je iskorišten');
    } finally {
      await voiding.close();
    }
  });

  it('should take a form-encoded StatusCheck with names in another case, as django-wspay sends it', async () => {
    const { shopId } = rig.settings;
    const { status, json } = await call(
      'StatusCheck',
      { Version: '2.0', ShopId: shopId, ShoppingCartId: 'api-1', Signature: signStatusCheck(rig.settings, 'api-1') },
      true,
    );
    expect(status).toBe(200);
    expect(verifyTransactionReport(rig.settings, json)).toMatchObject({ ok: true, value: { found: true } });
  });

  it('should answer a StatusCheck with a wrong signature with a signed "not found"', async () => {
    const { json } = await call('statusCheck', {
      Version: '2.0',
      ShopID: rig.settings.shopId,
      ShoppingCartID: 'api-1',
      Signature: signStatusCheck({ ...rig.settings, secretKey: 'kriva' }, 'api-1'),
    });
    expect(verifyTransactionReport(rig.settings, json)).toMatchObject({
      ok: true,
      value: { found: false, errorMessage: 'Potpis zahtjeva nije ispravan.' },
    });
  });

  it('should refuse, signed, an action with a bad signature, a decimal amount or another version', async () => {
    const report = await createCardGatewayClient(rig.settings).statusCheck('api-1');
    if (!report.found) throw new Error('expected the payment');
    const { wsPayOrderId, stan, approvalCode } = report.report;
    const base = {
      Version: '2.0',
      ShopID: rig.settings.shopId,
      WsPayOrderId: wsPayOrderId,
      STAN: stan,
      ApprovalCode: approvalCode,
    };
    const signed = (amount: string) => signActionRequest(rig.settings, wsPayOrderId, stan, approvalCode, amount);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, Amount: 100, Signature: '0'.repeat(128) }, 'Potpis zahtjeva nije ispravan.'],
      [{ ...base, Amount: '1.00', Signature: signed('1.00') }, 'Iznos se šalje u centima, cijelim brojem.'],
      [{ ...base, Version: '1.0', Amount: 100, Signature: signed('100') }, 'Podržana je samo verzija 2.0.'],
    ];
    for (const [body, message] of cases) {
      const { json } = await call('refund', body);
      expect(json).toMatchObject({ ActionSuccess: '0', ErrorMessage: message });
      expect(json.Signature).toBe(signActionResponse(rig.settings, stan, '0', approvalCode, wsPayOrderId));
    }
  });

  it('should answer 400 to an unknown shop, for there is no secret to sign with, and 404 to an unknown service', async () => {
    expect((await call('statusCheck', { Version: '2.0', ShopID: 'NEPOZNATA', ShoppingCartID: 'x' })).status).toBe(400);
    expect((await call('processRefund', { Version: '2.0', ShopID: rig.settings.shopId })).status).toBe(404);
  });

  it('should answer malformed JSON with a coded 400, not a crash', async () => {
    const res = await fetch(`${rig.gateway.apiUrl}/statusCheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ShopID":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ErrorMessage: 'Zahtjev nije ispravan.' });
  });
});
