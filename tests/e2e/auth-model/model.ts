import { setup } from 'xstate';
import type { JourneyModel } from '../journey-harness/harness.js';

/**
 * Signing in and out as a visitor does it (docs/spec/site-frame.md 4, docs/decisions/0017-client-session.md): a wrong
 * password refused and tried again, a login whose saved cart and wishlist cannot be fetched, the session kept over a reload by the refresh cookie, an expired access token
 * renewed before the next request, the session ended when the refresh cookie is gone, logout, a logout or a restore
 * whose call is lost (signed out in the tab until the next load restores the session); the back office's login
 * refusing a customer's account (its admin profile answers 403) and letting the staff member in, and their logout.
 * States are what the page shows; the model needs no context.
 */
export type AuthJourneyEvent =
  | { type: 'LOG_IN_WRONG' }
  | { type: 'LOG_IN' }
  | { type: 'LOG_IN_LISTS_UNREACHABLE' }
  | { type: 'RELOAD' }
  | { type: 'WISH_UNREACHABLE' }
  | { type: 'TOKEN_EXPIRES' }
  | { type: 'REFRESH_COOKIE_LOST' }
  | { type: 'LOG_OUT' }
  | { type: 'LOG_OUT_UNREACHABLE' }
  | { type: 'RELOAD_PROFILE_UNREACHABLE' }
  | { type: 'ADMIN_LOG_IN_AS_CUSTOMER' }
  | { type: 'ADMIN_LOG_IN' };

const authJourneyMachine = setup({ types: {} as { events: AuthJourneyEvent } }).createMachine({
  id: 'authJourney',
  initial: 'anonymous',
  states: {
    anonymous: {
      description: "/prijava, nobody signed in: the header offers 'Prijava'.",
      on: {
        LOG_IN_WRONG: 'refused',
        LOG_IN: 'customer',
        // The saved cart and the wishlist cannot be fetched: the login still completes.
        LOG_IN_LISTS_UNREACHABLE: 'customer',
        ADMIN_LOG_IN_AS_CUSTOMER: 'adminRefused',
      },
    },
    refused: {
      description: '/prijava with the refusal of a wrong password; the form can be sent again.',
      on: { LOG_IN: 'customer' },
    },
    customer: {
      description: "The journey's customer signed in: the header's 'Moj profil', the profile shows their e-mail.",
      on: {
        RELOAD: 'customer',
        // A wish whose saving is lost is taken back; the session goes on.
        WISH_UNREACHABLE: 'customer',
        TOKEN_EXPIRES: 'customer',
        REFRESH_COOKIE_LOST: 'anonymous',
        LOG_OUT: 'anonymous',
        // The logout call is lost: signed out in this tab, while the server's session (the refresh cookie) lives on.
        LOG_OUT_UNREACHABLE: 'signedOutHere',
        // Restoring after a reload cannot load the profile: shown signed out, the session itself is intact.
        RELOAD_PROFILE_UNREACHABLE: 'signedOutHere',
      },
    },
    signedOutHere: {
      description: "The header offers 'Prijava' though the refresh cookie still holds the session.",
      // The next page load restores the session from the refresh cookie.
      on: { RELOAD: 'customer' },
    },
    adminRefused: {
      description: "/admin after a customer's account tried it: 'Ovaj račun nema pristup administraciji.'",
      on: { ADMIN_LOG_IN: 'admin' },
    },
    admin: {
      description: "/admin: 'Prijavljeni ste kao' the staff member, with 'Odjava'.",
      on: { LOG_OUT: 'anonymous' },
    },
  },
});

export const authJourneyModel: JourneyModel = { name: 'auth', machine: authJourneyMachine, maxSteps: 18 };
