import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import {
  CARD_CHECK_MS,
  CARD_ON_LOAD_MS,
  membershipCardMachine,
  type MembershipCardInput,
} from './membership-card.machine.js';
import { graphOptions } from './membership-card.graph.js';

function start(input: MembershipCardInput, valid: boolean | Error = true) {
  const effects: string[] = [];
  const actor = createActor(
    membershipCardMachine.provide({
      actors: {
        applyMemberCard: fromPromise(async ({ input: { barcode, pin } }) => {
          effects.push(pin ? `check ${barcode} pin ${pin}` : `check ${barcode}`);
          if (valid instanceof Error) throw valid;
          return { applied: valid };
        }),
      },
      actions: {
        saveCookie: (_, p) => void effects.push(`cookie ${p.barcode}`),
        notifyLoginRequired: () => void effects.push('login required'),
        notifyEmpty: () => void effects.push('empty'),
        notifyFormat: () => void effects.push('format'),
        notifyRefused: (_, p) => void effects.push(`refused ${p.code}`),
        cardAdded: (_, p) => void effects.push(`card ${p.barcode}`),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
}

describe('membership card machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(membershipCardMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should treat the card in the cookie as applied', () => {
    const { actor } = start({ loggedIn: true, cookieBarcode: '385000000017', userBarcode: null });
    expect(actor.getSnapshot().value).toBe('applied');
  });

  it('should refuse a guest and an empty field without calling the server', () => {
    const guest = start({ loggedIn: false, cookieBarcode: null, userBarcode: null });
    guest.actor.send({ type: 'card.apply', barcode: '385000000017' });
    expect(guest.effects).toEqual(['login required']);
    const member = start({ loggedIn: true, cookieBarcode: null, userBarcode: null });
    member.actor.send({ type: 'card.apply', barcode: ' ' });
    expect(member.effects).toEqual(['empty']);
  });

  // docs/decisions/0136-member-card-claim-second-factor.md
  it('should refuse a PIN that is not 4 digits without calling the server', () => {
    const { actor, effects } = start({ loggedIn: true, cookieBarcode: null, userBarcode: null });
    actor.send({ type: 'card.apply', barcode: '385000000024', pin: '12a' });
    expect(actor.getSnapshot().value).toBe('incorrect');
    expect(actor.getSnapshot().context.refusal?.code).toBe('MEMBER_CARD_PIN_FORMAT');
    expect(effects).toEqual(['refused MEMBER_CARD_PIN_FORMAT']);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('should apply the profile card 1 s after the cart loaded and save the cookie', async () => {
      const { actor, effects } = start({ loggedIn: true, cookieBarcode: null, userBarcode: '385000000017' });
      await vi.advanceTimersByTimeAsync(CARD_ON_LOAD_MS - 1);
      expect(actor.getSnapshot().value).toBe('scheduled');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('applying');
      await vi.advanceTimersByTimeAsync(CARD_CHECK_MS);
      expect(effects).toEqual(['check 385000000017', 'cookie 385000000017', 'card 385000000017']);
      expect(actor.getSnapshot().value).toBe('applied');
    });

    it('should check 300 ms after applying and clear the applying state for an incorrect card', async () => {
      const { actor, effects } = start({ loggedIn: true, cookieBarcode: null, userBarcode: null }, false);
      actor.send({ type: 'card.apply', barcode: '123456789012' });
      await vi.advanceTimersByTimeAsync(CARD_CHECK_MS - 1);
      expect(effects).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(effects).toEqual(['check 123456789012', 'refused MEMBER_CARD_INVALID']);
      expect(actor.getSnapshot().value).toBe('incorrect');
      expect(actor.getSnapshot().context.refusal).toEqual({ code: 'MEMBER_CARD_INVALID', status: 400 });
    });

    it("should keep the server's code of a refusal (another account's card) and clear it on the next try", async () => {
      const taken = Object.assign(new Error('taken'), { code: 'MEMBER_CARD_TAKEN', statusCode: 409 });
      const { actor, effects } = start({ loggedIn: true, cookieBarcode: null, userBarcode: null }, taken);
      actor.send({ type: 'card.apply', barcode: '385000000017' });
      await vi.advanceTimersByTimeAsync(CARD_CHECK_MS);
      expect(effects).toEqual(['check 385000000017', 'refused MEMBER_CARD_TAKEN']);
      expect(actor.getSnapshot().context.refusal).toEqual({ code: 'MEMBER_CARD_TAKEN', status: 409 });
      actor.send({ type: 'card.apply', barcode: '385000000024' });
      expect(actor.getSnapshot().value).toBe('applying');
      expect(actor.getSnapshot().context.refusal).toBeNull();
    });

    it('should send the PIN typed with a new card', async () => {
      const { actor, effects } = start({ loggedIn: true, cookieBarcode: null, userBarcode: null });
      actor.send({ type: 'card.apply', barcode: '385000000024', pin: ' 2024 ' });
      await vi.advanceTimersByTimeAsync(CARD_CHECK_MS);
      expect(effects[0]).toBe('check 385000000024 pin 2024');
      expect(actor.getSnapshot().value).toBe('applied');
    });
  });

  it('should refuse a number that is not 12 digits before any call, as the profile does', () => {
    const { actor, effects } = start({ loggedIn: true, cookieBarcode: null, userBarcode: null });
    actor.send({ type: 'card.apply', barcode: '38500000001' });
    expect(effects).toEqual(['format']);
    expect(actor.getSnapshot().value).toBe('incorrect');
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'MEMBER_CARD_FORMAT', status: 400 });
  });
});
