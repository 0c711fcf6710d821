/**
 * Machine lint in the unit suite (docs/decisions/0143-machine-lint-and-diff.md). The words check ratchets: it fails
 * for the machines listed in FULLY_DESCRIBED and reports what the others still lack.
 */
import { describe, expect, it } from 'vitest';
import { discoverMachines } from './machines/discover.js';
import { clientSource, eventsNotSent, folderSource, missingWords, unreachableStates } from './machines/lint.js';

const root = process.cwd();
const machines = await discoverMachines(root);

/** Machines whose every state, transition and guard has words: a new one without them fails the suite. */
const FULLY_DESCRIBED = [
  'add-to-cart',
  'admin-action',
  'admin-bulk',
  'admin-coupon-codes',
  'admin-coupon-form',
  'admin-import',
  'admin-jump',
  'admin-media',
  'admin-product-form',
  'admin-stock-take',
  'admin-voucher',
  'auth',
  'bundle-purchase',
  'cache-clear',
  'cart-item',
  'cart-session',
  'catalogue-filters',
  'checkout',
  'checkout-voucher',
  'cms-edit',
  'cms-preview',
  'cms-release',
  'consent',
  'contact-form',
  'coupon',
  'customer-desk',
  'einvoice-desk',
  'email-verification',
  'flow-explorer',
  'frame-edit',
  'gallery',
  'icon-options',
  'item-picker',
  'line-edit',
  'link-options',
  'login-form',
  'main-nav',
  'master-edit',
  'master-manage',
  'media-library',
  'member-import',
  'membership-card',
  'mobile-menu',
  'nav-edit',
  'newsletter',
  'order-desk',
  'order-lifecycle',
  'order-look-up',
  'packing-batch',
  'password-change',
  'password-reset',
  'payment-handoff',
  'personalisation-edit',
  'personalisation-sync',
  'popup',
  'product-configurator',
  'profile',
  'receipt-export',
  'registration',
  'review-form',
  'review-moderation',
  'search-box',
  'search-page',
  'section-editor',
  'social-login',
  'social-return',
  'staff-admin',
  'stock-request',
  'verification-resend',
  'wishlist',
  'withdrawal',
  'withdrawal-link',
];

/**
 * Events no file of src/client names, with the reason. Events sent by the machine's own actors or timers need no
 * entry (they are xstate.done/error/after events); an event sent by a runtime under another name would.
 */
const NOT_SENT_BY_THE_UI: Record<string, string> = {
  'mobile-menu:menu.toggle':
    'no UI sends it today (the burger sends menu.open, the cross menu.close): its owner should wire or drop it',
};

describe('machine lint', () => {
  it('should reach every state of every machine with its sample inputs and events', () => {
    const unreachable = machines.flatMap((m) => unreachableStates(m).map((s) => `${m.name}: ${s}`));
    expect(unreachable).toEqual([]);
  });

  it('should have every event a machine takes sent where it runs (src/client, or src/server), or allowed with a reason', () => {
    const client = clientSource(root);
    const server = folderSource(root, 'src/server');
    const notSent = machines.flatMap((m) => eventsNotSent(m, client, server).map((type) => `${m.name}:${type}`));
    expect(notSent.filter((key) => !(key in NOT_SENT_BY_THE_UI))).toEqual([]);
    // An allowed entry the UI now sends (or the machine dropped) must leave the list.
    expect(Object.keys(NOT_SENT_BY_THE_UI).filter((key) => !notSent.includes(key))).toEqual([]);
  });

  it('should give words to every state, transition and guard of the fully described machines', () => {
    const report = machines.map((m) => ({ name: m.name, missing: missingWords(m) }));
    const lacking = report.filter((r) => r.missing.length > 0);
    if (lacking.length) {
      // The report for the machines still to describe; the failure only for those already described.
      console.info(
        `machines still without words (${lacking.length}):\n${lacking.map((r) => `  ${r.name}: ${r.missing.length} (${r.missing.slice(0, 3).join('; ')}…)`).join('\n')}`,
      );
    }
    const regressed = report
      .filter((r) => FULLY_DESCRIBED.includes(r.name))
      .flatMap((r) => r.missing.map((m) => `${r.name}: ${m}`));
    expect(regressed).toEqual([]);
    const nowComplete = report.filter((r) => r.missing.length === 0 && !FULLY_DESCRIBED.includes(r.name));
    expect(
      nowComplete.map((r) => r.name),
      'add these to FULLY_DESCRIBED',
    ).toEqual([]);
  });
});
