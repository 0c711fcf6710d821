import { createActorContext } from '@xstate/react';
import { browserConsentMachine } from '../actors.js';

/** The consent actor shared by the banner and the footer-link bridge. */
export const ConsentContext = createActorContext(browserConsentMachine);
