import { describe, expect, it } from 'vitest';
import {
  actorInWords,
  BEFORE_SHIPMENT_STATUSES,
  isOrderStatus,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
} from './order-status.js';

// The moves between statuses are the order lifecycle machine's, tested there (machines/order-lifecycle).
describe('order statuses', () => {
  it('should name each status in Croatian with what happens next', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_TEXT[status].label.length, status).toBeGreaterThan(3);
      expect(ORDER_STATUS_TEXT[status].next, status).toMatch(/[.!]$/);
    }
    expect(ORDER_STATUS_TEXT.awaiting_transfer.label).toBe('Čeka uplatu');
    expect(ORDER_STATUS_TEXT.ready_for_pickup.label).toBe('Spremno za preuzimanje');
  });

  it("should say 'Plaćeno' only of money taken: an authorised card is 'Plaćanje odobreno'", () => {
    expect(ORDER_STATUS_TEXT.authorised.label).toBe('Plaćanje odobreno');
    expect(ORDER_STATUS_TEXT.paid.label).toBe('Plaćeno');
    expect(BEFORE_SHIPMENT_STATUSES).toContain('authorised');
  });

  it('should tell a status from any other value', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('new')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('actorInWords', () => {
  it('names a kind in Croatian, keeps a staff e-mail, and reads the kind of a kind:id', () => {
    expect(actorInWords('system')).toBe('sustav');
    expect(actorInWords('customer')).toBe('kupac');
    expect(actorInWords('staff:12')).toBe('djelatnik');
    expect(actorInWords('blagajna@zvijezda-shop.hr')).toBe('blagajna@zvijezda-shop.hr');
    expect(actorInWords('something-else')).toBe('something-else');
  });
});
