import { describe, expect, it } from 'vitest';
import { actionBlocker, DESK_ACTION_TEXT, DESK_ACTIONS, ORDER_EVENT_TEXT } from './order-desk.js';

// Which action each status allows is the lifecycle machine's (machines/order-lifecycle); here, the order's own facts.
const card = { authorisedCents: 2000, capturedCents: 0, refundedCents: 0, voided: false };
const facts = {
  status: 'processing' as const,
  deliveryCode: 'courier',
  card,
  refundableCents: 0,
  awaitingReturn: 0,
  bankRefundsToMake: 0,
};

describe('order desk facts', () => {
  it('should word every action in Croatian', () => {
    for (const action of DESK_ACTIONS) expect(DESK_ACTION_TEXT[action].label).not.toBe('');
    expect(ORDER_EVENT_TEXT.goods_returned).toBe('Roba vraćena');
  });

  it('should rule out card actions by the ledger', () => {
    expect(actionBlocker('refund', facts)).toBe('Povrat je moguć tek nakon naplate s kartice.');
    expect(actionBlocker('capture', facts)).toBeNull();
    const refunded = { ...facts, card: { ...card, capturedCents: 2000, refundedCents: 2000 } };
    expect(actionBlocker('refund', refunded)).toBe('Cijeli naplaćeni iznos već je vraćen.');
    expect(actionBlocker('void', { ...facts, card: { ...card, capturedCents: 2000 } })).toMatch(/napravite povrat/);
  });

  it('should refund only money taken, receive only goods awaited, close only once the goods are back', () => {
    const cod = { ...facts, card: null };
    expect(actionBlocker('refund', cod)).toBe('Za narudžbu nije uplaćen iznos koji bi se mogao vratiti.');
    expect(actionBlocker('refund', { ...cod, refundableCents: 500 })).toBeNull();
    expect(actionBlocker('goods_returned', cod)).toBe('Nema robe koja se čeka natrag.');
    expect(actionBlocker('mark_completed', { ...cod, awaitingReturn: 1 })).toBe('Vraćena roba još nije zaprimljena.');
    expect(actionBlocker('bank_refund_done', cod)).toBe('Nema povrata na račun koji čekaju uplatu.');
  });

  it('should ship each way of delivery by its own action', () => {
    expect(actionBlocker('mark_shipped', { ...facts, deliveryCode: 'boxnow' })).toMatch(/BoxNow/);
    expect(actionBlocker('create_boxnow_delivery', facts)).toBe('Narudžba se ne dostavlja u BoxNow paketomat.');
    expect(actionBlocker('mark_ready_for_pickup', { ...facts, deliveryCode: 'pickup' })).toBeNull();
  });
});
