import { describe, expect, it } from 'vitest';
import {
  ACTION_TARGET,
  ACTIONS_BY_STATUS,
  actionBlocker,
  availableActions,
  CARD_ACTIONS,
  DESK_ACTION_TEXT,
  DESK_ACTIONS,
} from './order-desk.js';
import { canTransition, ORDER_STATUSES } from './order-status.js';

describe('order desk table', () => {
  it('should only offer moves the order model allows', () => {
    for (const status of ORDER_STATUSES)
      for (const action of ACTIONS_BY_STATUS[status]) {
        const target = ACTION_TARGET[action];
        if (target) expect(canTransition(status, target), `${action} from ${status}`).toBe(true);
        else expect(CARD_ACTIONS).toContain(action);
      }
  });

  it('should word every action in Croatian', () => {
    for (const action of DESK_ACTIONS) expect(DESK_ACTION_TEXT[action].label).not.toBe('');
  });

  it('should rule out card actions by the ledger', () => {
    const card = { authorisedCents: 2000, capturedCents: 0, refundedCents: 0, voided: false };
    const facts = { status: 'processing' as const, deliveryCode: 'courier', card };
    expect(availableActions(facts)).toEqual(['mark_shipped', 'mark_delivered', 'cancel', 'capture', 'void']);
    expect(actionBlocker('refund', facts)).toBe('Povrat je moguć tek nakon naplate s kartice.');
    const captured = { ...facts, card: { ...card, capturedCents: 2000, refundedCents: 500 } };
    expect(availableActions(captured)).toEqual(['mark_shipped', 'mark_delivered', 'cancel', 'refund']);
    const refunded = { ...facts, card: { ...card, capturedCents: 2000, refundedCents: 2000 } };
    expect(actionBlocker('refund', refunded)).toBe('Cijeli naplaćeni iznos već je vraćen.');
    expect(availableActions({ ...facts, deliveryCode: 'boxnow', card: null })).toEqual([
      'create_boxnow_delivery',
      'mark_delivered',
      'cancel',
    ]);
  });
});
