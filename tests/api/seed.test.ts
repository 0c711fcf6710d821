import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, posts } from '../../src/server/platform/db/schema/content.js';
import { users } from '../../src/server/platform/db/schema/users.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';
import { verifyPassword } from '../../src/server/modules/users/password.js';
import { createTestApp, type TestApp } from '../support/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('seedIfEmpty', () => {
  it('should seed an empty database once and then leave it alone', async () => {
    const first = await seedIfEmpty(t.handle, { mediaDir: t.mediaDir });
    expect(first.seeded).toBe(true);
    // The customer, the owner and one staff member per other role (docs/decisions/0200-staff-roles-and-permissions.md).
    expect(first.logins.map((l) => l.email)).toEqual([
      'kupac@zvijezda-shop.hr',
      'admin@zvijezda-shop.hr',
      'voditelj@zvijezda-shop.hr',
      'pakiranje@zvijezda-shop.hr',
      'urednik@zvijezda-shop.hr',
      'racunovodstvo@zvijezda-shop.hr',
    ]);
    const everyone = await t.db.select({ email: users.email, scope: users.scope }).from(users).orderBy(users.id);
    // The printed logins, the back office's second customer, and the three authors of the demo reviews.
    expect(everyone.map((u) => [u.email, u.scope.join()])).toEqual([
      ['kupac@zvijezda-shop.hr', 'customer'],
      ['navijac@zvijezda-shop.hr', 'customer'],
      ['admin@zvijezda-shop.hr', 'owner'],
      ['voditelj@zvijezda-shop.hr', 'manager'],
      ['pakiranje@zvijezda-shop.hr', 'packer'],
      ['urednik@zvijezda-shop.hr', 'editor'],
      ['racunovodstvo@zvijezda-shop.hr', 'accountant'],
      ['marko.navijac@primjer.hr', 'customer'],
      [expect.stringMatching(/@primjer\.hr$/), 'customer'],
      [expect.stringMatching(/@primjer\.hr$/), 'customer'],
    ]);
    const second = await seedIfEmpty(t.handle, { mediaDir: t.mediaDir });
    expect(second.seeded).toBe(false);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(10);
  });

  it('should store the demo passwords as argon2id hashes with m=19456, t=2, p=1', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@zvijezda-shop.hr'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin!.isBackofficeUser).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'Admin2024!')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong')).toBe(false);
  });

  it('should give a database seeded before posts existed the posts and events once', async () => {
    // As a database seeded by an earlier version: the shop without any posts, events or the content marker.
    await t.db.execute(sql`DELETE FROM posts`);
    await t.db.execute(sql`DELETE FROM events`);
    await t.db.execute(sql`DELETE FROM post_categories`);
    await t.db.execute(sql`DELETE FROM post_tags`);
    await t.db.execute(sql`DELETE FROM app_meta WHERE key = 'seeded-content'`);
    expect((await seedIfEmpty(t.handle, { mediaDir: t.mediaDir })).seeded).toBe(false);
    expect(await t.db.select({ id: posts.id }).from(posts)).toHaveLength(6);
    expect(await t.db.select({ id: events.id }).from(events)).toHaveLength(4);
    await seedIfEmpty(t.handle, { mediaDir: t.mediaDir });
    expect(await t.db.select({ id: posts.id }).from(posts)).toHaveLength(6);
  });
});
