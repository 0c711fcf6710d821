import { describe, expect, it } from 'vitest';
import { withdrawalState, type WithdrawalFacts } from './withdrawal-rules.js';

const now = new Date('2026-11-25T12:00:00Z');
const facts = (over: Partial<WithdrawalFacts> = {}): WithdrawalFacts => ({
  status: 'processing',
  deliveredAt: null,
  withdrawnAt: null,
  lines: [
    { name: 'Dres', qty: 1, withdrawable: true },
    { name: 'Dres s imenom', qty: 2, withdrawable: false },
  ],
  days: 14,
  now,
  ...over,
});

describe('withdrawal rules', () => {
  it('is possible before delivery, and names the personalised lines that stay sold', () => {
    const state = withdrawalState(facts());
    expect(state).toMatchObject({ possible: true, until: null, reason: null, excluded: ['2 × Dres s imenom'] });
  });

  it('ends 14 days after delivery', () => {
    const deliveredAt = new Date(now.getTime() - 14 * 86_400_000 + 1000);
    expect(withdrawalState(facts({ status: 'delivered', deliveredAt })).possible).toBe(true);
    const late = withdrawalState(facts({ status: 'delivered', deliveredAt: new Date(deliveredAt.getTime() - 2000) }));
    expect(late.possible).toBe(false);
    expect(late.reason).toMatch(/^Rok od 14 dana za odustajanje istekao je \d\d\.\d\d\.2026\.$/);
  });

  it('refuses a second withdrawal, unpaid, cancelled and completed orders with a reason', () => {
    for (const status of ['withdrawn', 'partially_withdrawn', 'awaiting_transfer', 'cancelled', 'completed'] as const) {
      const state = withdrawalState(facts({ status }));
      expect(state.possible, status).toBe(false);
      expect(state.reason, status).toBeTruthy();
    }
  });

  it('refuses an order of personalised lines only', () => {
    const state = withdrawalState(facts({ lines: [{ name: 'Dres s imenom', qty: 1, withdrawable: false }] }));
    expect(state).toMatchObject({
      possible: false,
      reason: 'Sve stavke ove narudžbe su personalizirane i ne mogu se vratiti.',
    });
  });
});
