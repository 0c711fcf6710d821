import { describe, expect, it } from 'vitest';
import { cardsOnlyBecause, paymentRulesOf } from './payment-rules.js';

const courier = { id: 66, model: null, toTheDoor: true };
const pickup = { id: 67, model: null, toTheDoor: false };
const locker = { id: 68, model: 'BoxNow', toTheDoor: false };

describe('payment rules', () => {
  it('should leave only cards for a locker and for a personalised jersey, and say which', () => {
    expect(cardsOnlyBecause({ delivery: locker, productSlugs: [] })).toBe('lockerCardsOnly');
    expect(cardsOnlyBecause({ delivery: courier, productSlugs: ['usluga-promidzbe-i-marketinga'] })).toBe(
      'personalisationCardsOnly',
    );
    expect(cardsOnlyBecause({ delivery: courier, productSlugs: ['sal'] })).toBeNull();
  });

  it('should say every rule that hides a method', () => {
    expect(paymentRulesOf({ delivery: locker, productSlugs: ['usluga-promidzbe-i-marketinga'] })).toEqual([
      'lockerCardsOnly',
      'personalisationCardsOnly',
    ]);
    expect(paymentRulesOf({ delivery: pickup, productSlugs: [] })).toEqual(['cashOnDeliveryAtTheDoor']);
    expect(paymentRulesOf({ delivery: null, productSlugs: [] })).toEqual(['cashOnDeliveryAtTheDoor']);
    expect(paymentRulesOf({ delivery: courier, productSlugs: [] })).toEqual([]);
  });
});
