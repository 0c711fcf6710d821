// The shop's protocol client against the gateway simulator over real HTTP: pay, come back, be confirmed, capture,
// refund in parts, void another payment, and refuse forged returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openCardPage,
  type PaymentRig,
  readForm,
  startPaymentRig,
  submitCard,
  visit,
} from '../../../../../tests/support/card-gateway.js';
import { AppError } from '../../../platform/errors/index.js';
import {
  type BrowserReturn,
  createCardGatewayClient,
  newShoppingCartId,
  paymentConfirmation,
  type TransactionReport,
  verifyBrowserReturn,
  verifyTransactionReport,
} from './index.js';

let rig: PaymentRig;

beforeAll(async () => {
  rig = await startPaymentRig();
});

afterAll(async () => rig?.close());

/** A shopper pays `cents` with the approval card and comes back: the return fields as the shop received them. */
async function payByCard(shoppingCartId: string, cents: number) {
  const customer = { firstName: 'Ana', lastName: 'Horvat', email: 'ana@primjer.hr', city: 'Split' };
  const page = await openCardPage(rig.form(shoppingCartId, cents, { customer }));
  expect(page.status).toBe(200);
  const back = await submitCard(page, { cardNumber: '4111 1111 1111 1111' });
  const returnForm = readForm(back.html, back.url);
  expect(returnForm.action).toBe(`${rig.shop.url}/return`);
  await visit(returnForm.action, returnForm.fields);
  return returnForm.fields;
}

const approved = (fields: Record<string, unknown>): BrowserReturn => {
  const verified = verifyBrowserReturn(rig.settings, fields);
  if (!verified.ok) throw new Error(`return refused: ${verified.detail}`);
  return verified.value;
};

async function status(shoppingCartId: string): Promise<TransactionReport> {
  const answer = await createCardGatewayClient(rig.settings).statusCheck(shoppingCartId);
  if (!answer.found) throw new Error(`${shoppingCartId} not found`);
  return answer.report;
}

describe('a card payment through the simulator', () => {
  const cart = newShoppingCartId('2026-000123', 1);
  const client = () => createCardGatewayClient(rig.settings);
  let returnFields: Record<string, string>;

  it('should show the shop, the amount and the cart on the hosted page', async () => {
    const page = await openCardPage(rig.form(cart, 123456));
    expect(page.html).toContain('NK Zvijezda Fan Shop');
    expect(page.html).toContain('1.234,56 €');
    expect(page.html).toContain(cart);
  });

  it('should come back approved with a return signed for this cart', async () => {
    returnFields = await payByCard(cart, 4890);
    expect(approved(returnFields)).toMatchObject({ kind: 'approved', shoppingCartId: cart, amountCents: 4890 });
    const arrived = await rig.shop.waitFor('/return', { where: (a) => a.fields.ShoppingCartID === cart });
    expect(arrived.fields).toEqual(returnFields);
  });

  it('should be confirmed by the callback: signed, for this cart, 48,90 € in euros', async () => {
    const callback = await rig.shop.waitFor('/callback', { where: (a) => a.fields.ShoppingCartID === cart });
    const verified = verifyTransactionReport(rig.settings, callback.fields);
    expect(verified.ok && verified.value.found).toBe(true);
    if (!verified.ok || !verified.value.found) return;
    expect(paymentConfirmation(verified.value.report, { shoppingCartId: cart, amountCents: 4890 })).toEqual({
      confirmed: true,
      captured: false,
    });
    expect(paymentConfirmation(verified.value.report, { shoppingCartId: cart, amountCents: 4990 })).toMatchObject({
      confirmed: false,
      reason: 'amount',
    });
  });

  it('should be confirmed by StatusCheck as authorised and not yet captured', async () => {
    const report = await status(cart);
    expect(report).toMatchObject({ shoppingCartId: cart, amountCents: 4890, currencyCode: 978, authorized: true });
    expect(report).toMatchObject({ completed: false, canBeCompleted: true, canBeRefunded: false });
    expect(report.wsPayOrderId).toBe(approved(returnFields).wsPayOrderId);
  });

  it('should say, signed, that a cart it never saw does not exist', async () => {
    expect(await client().statusCheck('2026-999999-1-00000000')).toMatchObject({ found: false });
  });

  it('should capture, then refund in parts, never above what was captured', async () => {
    const before = await status(cart);
    const captured = await client().completion(before, 4890);
    expect(captured.wsPayOrderId).toBe(before.wsPayOrderId);
    const after = await status(cart);
    expect(after).toMatchObject({ completed: true, canBeRefunded: true, approvalCode: captured.approvalCode });

    await expect(client().refund(after, 1000)).resolves.toMatchObject({ wsPayOrderId: after.wsPayOrderId });
    const tooMuch = client().refund(after, 3891);
    await expect(tooMuch).rejects.toBeInstanceOf(AppError);
    await expect(tooMuch).rejects.toMatchObject({ code: 'CARD_GATEWAY_DECLINED' });
    await client().refund(after, 3890);
    expect(await status(cart)).toMatchObject({ refunded: true, canBeRefunded: false });
    await expect(client().refund(after, 1)).rejects.toMatchObject({ code: 'CARD_GATEWAY_DECLINED' });
  });

  it('should refuse an action with the approval code from before the capture', async () => {
    const stale = { ...(await status(cart)), approvalCode: approved(returnFields).approvalCode };
    await expect(client().refund(stale, 1)).rejects.toMatchObject({
      code: 'CARD_GATEWAY_DECLINED',
      payload: { gatewayMessage: 'STAN ili ApprovalCode ne odgovara transakciji.' },
    });
  });

  it('should void another payment, after which it no longer confirms a payment', async () => {
    const other = newShoppingCartId('2026-000124', 1);
    await payByCard(other, 2500);
    const report = await status(other);
    await expect(client().void(report, 2499)).rejects.toMatchObject({ code: 'CARD_GATEWAY_DECLINED' });
    await client().void(report, 2500);
    const voided = await status(other);
    expect(voided).toMatchObject({ voided: true, canBeCompleted: false, canBeVoided: false });
    expect(paymentConfirmation(voided, { shoppingCartId: other, amountCents: 2500 })).toMatchObject({
      reason: 'voided',
    });
    await expect(client().void(voided, 2500)).rejects.toMatchObject({ code: 'CARD_GATEWAY_DECLINED' });
  });
});

describe('forged browser returns', () => {
  let genuine: Record<string, string>;
  let otherCart: Record<string, string>;

  beforeAll(async () => {
    genuine = await payByCard(newShoppingCartId('2026-000200', 1), 1999);
    otherCart = await payByCard(newShoppingCartId('2026-000201', 1), 1999);
  });

  it('should accept the genuine return', () => {
    expect(verifyBrowserReturn(rig.settings, genuine).ok).toBe(true);
  });

  it.each(['ShoppingCartID', 'Success', 'ApprovalCode'])('should refuse the return with %s altered', (name) => {
    const altered = { ...genuine, [name]: name === 'Success' ? '0' : `${genuine[name]}1` };
    expect(verifyBrowserReturn(rig.settings, altered)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('should refuse the return without its signature', () => {
    const { Signature: _, ...unsigned } = genuine;
    expect(verifyBrowserReturn(rig.settings, unsigned)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it("should refuse this cart's return carrying another cart's signature and approval", () => {
    const forged = { ...genuine, Signature: otherCart.Signature!, ApprovalCode: otherCart.ApprovalCode! };
    expect(verifyBrowserReturn(rig.settings, forged)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it("should refuse another cart's callback as confirmation of this cart", async () => {
    const otherReport = await rig.shop.waitFor('/callback', {
      where: (a) => a.fields.ShoppingCartID === otherCart.ShoppingCartID,
    });
    const verified = verifyTransactionReport(rig.settings, otherReport.fields);
    if (!verified.ok || !verified.value.found) throw new Error('expected a verified report');
    expect(
      paymentConfirmation(verified.value.report, { shoppingCartId: genuine.ShoppingCartID!, amountCents: 1999 }),
    ).toMatchObject({ confirmed: false, reason: 'cart' });
  });
});
