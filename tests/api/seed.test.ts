import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/users.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
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
    expect(first.logins.map((l) => l.email)).toEqual(['kupac@zvijezda-shop.hr', 'admin@zvijezda-shop.hr']);
    const second = await seedIfEmpty(t.handle, { mediaDir: t.mediaDir });
    expect(second.seeded).toBe(false);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(2);
  });

  it('should store the demo passwords as argon2id hashes with m=19456, t=2, p=1', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@zvijezda-shop.hr'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin!.isBackofficeUser).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'Admin2024!')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong')).toBe(false);
  });
});
