import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinalStatus,
  isOrderStatus,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from './order-status.js';

const moves = (from: OrderStatus) => [...ORDER_TRANSITIONS[from]].sort();

describe('order statuses', () => {
  it('should name each status in Croatian with what happens next', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_TEXT[status].label.length, status).toBeGreaterThan(3);
      expect(ORDER_STATUS_TEXT[status].next, status).toMatch(/[.!]$/);
    }
    expect(ORDER_STATUS_TEXT.awaiting_transfer.label).toBe('Čeka uplatu');
    expect(ORDER_STATUS_TEXT.ready_for_pickup.label).toBe('Spremno za preuzimanje');
  });

  it('should allow exactly the moves of the transition table', () => {
    expect(moves('pending_payment')).toEqual(['awaiting_transfer', 'cancelled', 'expired', 'paid', 'processing']);
    expect(moves('awaiting_transfer')).toEqual(['cancelled', 'expired', 'paid']);
    expect(moves('paid')).toEqual(['cancelled', 'partially_withdrawn', 'processing', 'withdrawn']);
    expect(moves('processing')).toEqual([
      'cancelled',
      'delivered',
      'partially_withdrawn',
      'ready_for_pickup',
      'shipped',
      'withdrawn',
    ]);
    expect(moves('shipped')).toEqual(['cancelled', 'delivered', 'partially_withdrawn', 'withdrawn']);
    expect(moves('ready_for_pickup')).toEqual(['cancelled', 'delivered', 'partially_withdrawn', 'withdrawn']);
    expect(moves('delivered')).toEqual(['completed', 'partially_withdrawn', 'withdrawn']);
    expect(moves('partially_withdrawn')).toEqual(['completed', 'withdrawn']);
  });

  it('should give every status a row of the transition table, and move only between known statuses', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS))
      for (const to of targets) expect(isOrderStatus(to)).toBe(true);
  });

  it('should end in completed, cancelled, expired and withdrawn with no way out', () => {
    const finals = ORDER_STATUSES.filter(isFinalStatus);
    expect(finals).toEqual(['completed', 'cancelled', 'expired', 'withdrawn']);
    for (const final of finals) for (const to of ORDER_STATUSES) expect(canTransition(final, to)).toBe(false);
  });

  it('should never let an unpaid order be shipped or a delivered one expire', () => {
    expect(canTransition('pending_payment', 'shipped')).toBe(false);
    expect(canTransition('awaiting_transfer', 'processing')).toBe(false);
    expect(canTransition('delivered', 'expired')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('paid', 'paid')).toBe(false);
  });

  it('should reach every status from the first statuses of a new order', () => {
    const reached = new Set<OrderStatus>(['pending_payment', 'awaiting_transfer', 'processing']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const from of [...reached])
        for (const to of ORDER_TRANSITIONS[from])
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('should tell a status from any other value', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('new')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});
