import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type Account, newCustomer } from '../checkout-model/customer.js';
import { expect } from '../fixtures.js';
import { adapterFromTables } from '../journey-harness/harness.js';
import { whileUnreachable } from '../journey-harness/unreachable.js';
import type { AuthJourneyEvent } from './model.js';

/** The seeded back-office account (src/server/seed). */
const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
/** The server's refresh cookie (src/server/modules/auth/cookie.ts). */
const REFRESH_COOKIE = 'refresh_token';
/** Past the access token's 15 minutes. */
const PAST_EXPIRY_MS = 16 * 60_000;

/**
 * The auth model's adapter: the login page, the back office's login, the header and the profile's 'Odjava'. The
 * customer is a new account of this journey's own: the demo customer's saved cart is used by journeys running beside
 * this one, and every login here merges into the account's saved cart.
 */
export function authAdapter(page: Page, context: BrowserContext, request: APIRequestContext) {
  let customer: Account;
  let skipped = 0;
  const header = (name: string) => page.getByRole('banner').getByRole('link', { name, exact: true }).first();
  /** The page's clock jumps past the access token's expiry (Playwright's clock; the server keeps real time). */
  const expireToken = async () => {
    skipped += PAST_EXPIRY_MS;
    await page.clock.setSystemTime(Date.now() + skipped);
  };
  const logIn = async (account: { email: string; password: string }) => {
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Lozinka').fill(account.password);
    await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  };
  const toLoginPage = async () => {
    if (!page.url().endsWith('/prijava')) await page.goto('/prijava');
  };
  return adapterFromTables<unknown, AuthJourneyEvent>({
    async start() {
      customer = await newCustomer(request);
      // The clock runs as usual until a step moves it; installed before the app reads it (it keeps `Date.now`).
      await page.clock.install();
      await page.goto('/prijava');
    },
    states: {
      anonymous: () => expect(header('Prijava')).toBeVisible(),
      signedOutHere: () => expect(header('Prijava')).toBeVisible(),
      refused: () => expect(page.getByRole('alert').filter({ hasText: /Netočn/ })).toBeVisible(),
      customer: () => expect(header('Moj profil')).toBeVisible(),
      adminRefused: () => expect(page.getByText('Ovaj račun nema pristup administraciji.')).toBeVisible(),
      admin: () => expect(page.getByText(`Prijavljeni ste kao`)).toContainText(ADMIN.email),
    },
    events: {
      async LOG_IN_WRONG() {
        await toLoginPage();
        await logIn({ ...customer, password: 'PogresnaLozinka1' });
      },
      async LOG_IN() {
        await toLoginPage();
        await logIn(customer);
        // The password hash takes its time on a busy machine.
        await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible({ timeout: 20_000 });
      },
      async LOG_IN_LISTS_UNREACHABLE() {
        // The saved cart's and the wishlist's calls stay lost until the login is done; it goes on without them.
        await toLoginPage();
        const signedIn = async () => {
          await logIn(customer);
          await expect(header('Moj profil')).toBeVisible({ timeout: 20_000 });
        };
        await whileUnreachable(page, '/api/v1/wishlist/ids', () =>
          whileUnreachable(page, '/api/v2/cart/getAbandoned', signedIn),
        );
      },
      async WISH_UNREACHABLE() {
        await page.goto('/product/sal-zvijezda-klasicni');
        const heart = page.locator('.product-view__wish');
        const before = await heart.getAttribute('aria-pressed');
        await whileUnreachable(page, /\/api\/v1\/wishlist\/items\/\d+$/, () => heart.click());
        // The heart turns back: nothing was saved.
        await expect(heart).toHaveAttribute('aria-pressed', before ?? 'false');
      },
      async RELOAD() {
        await page.reload();
      },
      async TOKEN_EXPIRES() {
        await expireToken();
        // The profile's request finds the token expired: the one refresh runs first, then the profile loads.
        const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/refresh') && r.ok());
        await header('Moj profil').click();
        await refreshed;
        await expect(page.getByRole('definition').filter({ hasText: customer.email })).toBeVisible();
      },
      async REFRESH_COOKIE_LOST() {
        await context.clearCookies({ name: REFRESH_COOKIE });
        await expireToken();
        const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/refresh') && !r.ok());
        await header('Moj profil').click();
        await refused;
      },
      async LOG_OUT(_, from) {
        if (from.value === 'customer') await header('Moj profil').click();
        await page.getByRole('button', { name: 'Odjava' }).click();
        await expect(page.getByText('Uspješno ste se odjavili.').first()).toBeVisible();
      },
      async LOG_OUT_UNREACHABLE() {
        await header('Moj profil').click();
        await whileUnreachable(page, '/api/v1/logout', () => page.getByRole('button', { name: 'Odjava' }).click());
      },
      async RELOAD_PROFILE_UNREACHABLE() {
        await whileUnreachable(page, '/api/v1/user/web/profile', () => page.reload());
      },
      async ADMIN_LOG_IN_AS_CUSTOMER() {
        await page.goto('/admin');
        await logIn(customer);
      },
      async ADMIN_LOG_IN() {
        await logIn(ADMIN);
      },
    },
  });
}
