import { describe, expect, it } from 'vitest';
import { withdrawalState, type WithdrawalFacts } from './withdrawal-rules.js';

const now = new Date('2026-11-25T12:00:00Z');
const line = (id: number, name: string, qty: number, withdrawable: boolean) => ({
  id,
  name,
  qty,
  withdrawable,
  cancelledQty: 0,
  withdrawnQty: 0,
});
const facts = (over: Partial<WithdrawalFacts> = {}): WithdrawalFacts => ({
  status: 'processing',
  deliveredAt: null,
  withdrawnAt: null,
  lines: [line(1, 'Dres', 1, true), line(2, 'Dres s imenom', 2, false)],
  days: 14,
  now,
  ibanNeeded: false,
  ...over,
});

describe('withdrawal rules', () => {
  it('is possible before delivery, offers the units left per line, and names the personalised lines that stay sold', () => {
    const state = withdrawalState(facts());
    expect(state).toMatchObject({ possible: true, until: null, reason: null, excluded: ['2 × Dres s imenom'] });
    expect(state.lines).toEqual([{ itemId: 1, name: 'Dres', qty: 1 }]);
  });

  it('ends 14 days after delivery', () => {
    const deliveredAt = new Date(now.getTime() - 14 * 86_400_000 + 1000);
    expect(withdrawalState(facts({ status: 'delivered', deliveredAt })).possible).toBe(true);
    const late = withdrawalState(facts({ status: 'delivered', deliveredAt: new Date(deliveredAt.getTime() - 2000) }));
    expect(late.possible).toBe(false);
    expect(late.reason).toMatch(/^Rok od 14 dana za odustajanje istekao je \d\d\.\d\d\.2026\.$/);
  });

  it('allows a second withdrawal of what is still kept, and refuses once nothing is left', () => {
    const some = [{ ...line(1, 'Šal', 3, true), withdrawnQty: 1 }];
    const partly = withdrawalState(facts({ status: 'partially_withdrawn', lines: some, withdrawnAt: now }));
    expect(partly).toMatchObject({ possible: true, lines: [{ itemId: 1, name: 'Šal', qty: 2 }] });
    const none = [{ ...line(1, 'Šal', 3, true), withdrawnQty: 3 }, line(2, 'Dres s imenom', 1, false)];
    const done = withdrawalState(facts({ status: 'partially_withdrawn', lines: none, withdrawnAt: now }));
    expect(done.possible).toBe(false);
    expect(done.reason).toMatch(/^Od ove narudžbe ste već odustali/);
  });

  it('refuses withdrawn, unpaid, cancelled and completed orders with a reason', () => {
    for (const status of ['withdrawn', 'pending_payment', 'awaiting_transfer', 'cancelled', 'completed'] as const) {
      const state = withdrawalState(facts({ status }));
      expect(state.possible, status).toBe(false);
      expect(state.reason, status).toBeTruthy();
    }
  });

  it('refuses an order of personalised lines only', () => {
    const state = withdrawalState(facts({ lines: [line(1, 'Dres s imenom', 1, false)] }));
    expect(state).toMatchObject({
      possible: false,
      reason: 'Sve stavke ove narudžbe su personalizirane i ne mogu se vratiti.',
    });
  });
});
