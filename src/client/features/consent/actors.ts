import { fromPromise } from 'xstate';
import { consentMachine, type PersistChoiceParams } from '@machines/consent/consent.machine.js';
import { readCookie, writeCookie } from '../../lib/cookies.js';

export const ACCEPTED_COOKIES = 'acceptedCookies';

/** The consent machine with its browser effects: reading and writing the acceptedCookies cookie. */
export const browserConsentMachine = consentMachine.provide({
  actors: {
    loadChoice: fromPromise(async () => readCookie(ACCEPTED_COOKIES)),
  },
  actions: {
    persistChoice: (_, params: PersistChoiceParams) => writeCookie(ACCEPTED_COOKIES, params.acceptedCookies),
  },
});
