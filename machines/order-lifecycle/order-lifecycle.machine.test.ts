import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/order-status.js';
import { walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './order-lifecycle.graph.js';
import { orderLifecycleMachine } from './order-lifecycle.machine.js';
import {
  availableActions,
  canTransition,
  DESK_ACTIONS_BY_STATUS,
  deskActionProblem,
  initialStatus,
  isFinalStatus,
  ORDER_TRANSITIONS,
  statusAfter,
} from './rules.js';

const facts = {
  status: 'processing' as const,
  deliveryCode: 'courier',
  card: { authorisedCents: 2000, capturedCents: 0, refundedCents: 0, voided: false },
  refundableCents: 0,
  awaitingReturn: 0,
  bankRefundsToMake: 0,
};

describe('order lifecycle machine', () => {
  it('should take every transition of its definition, edge by edge, for each way of paying', async () => {
    const report = await walkMachineGraph(orderLifecycleMachine, { ...graphOptions, strategy: 'edges' });
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should have one state per order status (and the placing step), each in plain words', () => {
    const states = Object.keys(orderLifecycleMachine.root.states);
    expect(states.filter((s) => s !== 'placed').sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('should start a card order waiting for the gateway, a transfer waiting for the money, cash on delivery in preparation', () => {
    expect(initialStatus('card')).toBe('pending_payment');
    expect(initialStatus('transfer')).toBe('awaiting_transfer');
    expect(initialStatus('cod')).toBe('processing');
    expect(initialStatus('voucher')).toBe('paid');
  });

  it('should allow exactly these moves, read off the machine', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      pending_payment: ['authorised', 'paid', 'cancelled', 'expired'],
      awaiting_transfer: ['paid', 'cancelled', 'expired'],
      authorised: ['paid', 'processing', 'cancelled', 'withdrawn'],
      paid: ['processing', 'cancelled', 'withdrawn'],
      processing: ['shipped', 'ready_for_pickup', 'delivered', 'cancelled', 'withdrawn'],
      shipped: ['delivered', 'cancelled', 'withdrawn', 'partially_withdrawn'],
      ready_for_pickup: ['delivered', 'cancelled', 'withdrawn', 'partially_withdrawn'],
      delivered: ['completed', 'withdrawn', 'partially_withdrawn'],
      completed: [],
      cancelled: [],
      expired: [],
      withdrawn: [],
      partially_withdrawn: ['completed', 'withdrawn'],
    });
    expect(canTransition('pending_payment', 'shipped')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['expired']);
  });

  it('should offer the desk exactly the actions the machine takes in each status', () => {
    expect(DESK_ACTIONS_BY_STATUS).toEqual({
      pending_payment: ['cancel'],
      awaiting_transfer: ['mark_paid', 'cancel'],
      authorised: ['mark_processing', 'cancel', 'capture'],
      paid: ['mark_processing', 'cancel', 'refund', 'bank_refund_done'],
      processing: [
        'create_boxnow_delivery',
        'mark_shipped',
        'mark_ready_for_pickup',
        'mark_delivered',
        'cancel',
        'capture',
        'refund',
        'bank_refund_done',
      ],
      shipped: ['mark_delivered', 'cancel', 'capture', 'refund', 'bank_refund_done'],
      ready_for_pickup: ['mark_delivered', 'cancel', 'capture', 'refund', 'bank_refund_done'],
      delivered: ['mark_completed', 'capture', 'refund', 'bank_refund_done'],
      completed: ['refund', 'bank_refund_done'],
      cancelled: ['refund', 'void', 'bank_refund_done'],
      expired: [],
      withdrawn: ['refund', 'void', 'goods_returned', 'bank_refund_done'],
      partially_withdrawn: ['mark_completed', 'refund', 'goods_returned', 'bank_refund_done'],
    });
  });

  it('should move by events: a withdrawal of some lines keeps the status before shipment and not after', () => {
    expect(statusAfter('pending_payment', { type: 'payment.authorised' })).toBe('authorised');
    expect(statusAfter('authorised', { type: 'capture' })).toBe('paid');
    expect(statusAfter('processing', { type: 'capture' })).toBe('processing');
    expect(statusAfter('paid', { type: 'withdraw', whole: false })).toBe('paid');
    expect(statusAfter('paid', { type: 'withdraw', whole: true })).toBe('withdrawn');
    expect(statusAfter('delivered', { type: 'withdraw', whole: false })).toBe('partially_withdrawn');
    expect(statusAfter('partially_withdrawn', { type: 'withdraw', whole: false })).toBe('partially_withdrawn');
    expect(statusAfter('shipped', { type: 'parcel.delivered' })).toBe('delivered');
    expect(statusAfter('awaiting_transfer', { type: 'mark_shipped' })).toBeNull();
    expect(statusAfter('expired', { type: 'refund' })).toBeNull();
  });

  it('should say in Croatian why an action is refused: by status first, then by the order', () => {
    expect(deskActionProblem('mark_paid', facts)).toBe(
      'Radnja „Uplata zaprimljena” nije dopuštena za narudžbu u statusu „U obradi”.',
    );
    expect(deskActionProblem('refund', facts)).toBe(
      'Radnja „Povrat novca” nije moguća: Povrat je moguć tek nakon naplate s kartice.',
    );
    expect(deskActionProblem('mark_shipped', facts)).toBeNull();
    expect(availableActions(facts)).toEqual(['mark_shipped', 'mark_delivered', 'cancel', 'capture']);
    const captured = { ...facts, card: { ...facts.card, capturedCents: 2000 }, refundableCents: 2000 };
    expect(availableActions(captured)).toEqual(['mark_shipped', 'mark_delivered', 'cancel', 'refund']);
    const back = { ...facts, status: 'withdrawn' as const, card: null, awaitingReturn: 2, bankRefundsToMake: 1 };
    expect(availableActions(back)).toEqual(['goods_returned', 'bank_refund_done']);
  });
});
