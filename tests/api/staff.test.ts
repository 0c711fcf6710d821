import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { users } from '../../src/server/platform/db/schema/users.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';

// Staff management (docs/decisions/0200-staff-roles-and-permissions.md): invite by e-mail, the invitation's link sets
// the password, a role change ends the member's sessions, the last owner stays, every change is in the audit log.
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  owner = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
}, 120_000);
afterAll(async () => t?.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.headers(bearer(token)), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.headers(bearer(token)) });

async function auditOf(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityKind, 'staff'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

describe('staff management', () => {
  it('should list the staff with their roles', async () => {
    const res = await get('/api/v1/admin/staff', owner);
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().data.records as Array<{ email: string; role: string | null }>;
    expect(records.map((r) => [r.email, r.role])).toEqual(
      expect.arrayContaining([
        [ADMIN.email, 'owner'],
        ['pakiranje@zvijezda-shop.hr', 'packer'],
        ['racunovodstvo@zvijezda-shop.hr', 'accountant'],
      ]),
    );
  });

  it('should invite by e-mail: the link sets the password, the new member signs in with the role', async () => {
    const res = await post('/api/v1/admin/staff/invite', owner, {
      email: 'Nova.Pakerica@klub.hr',
      firstName: 'Nova',
      lastName: 'Pakerica',
      role: 'packer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const member = res.json().data;
    expect(member).toMatchObject({ email: 'nova.pakerica@klub.hr', role: 'packer', invited: true });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'nova.pakerica@klub.hr'))
      .orderBy(desc(emailOutbox.id));
    expect(mail).toMatchObject({ kind: 'staff_invite' });
    expect(mail!.text).toContain('Pakiranje');
    const token = /zaboravljena-lozinka\?token=([\w-]+)/.exec(mail!.text!)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/set',
      headers: t.headers(),
      payload: { token, password: 'Pakiranje2025!' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const packer = await login(t, 'nova.pakerica@klub.hr', 'Pakiranje2025!');
    expect(packer.res.statusCode, packer.res.body).toBe(200);
    expect(packer.res.json().data.user).toMatchObject({ isBackofficeUser: true, scope: ['packer'] });
    expectCodedError(await get('/api/v1/admin/staff', packer.accessToken), 403, 'PERMISSION_DENIED');
    expect((await get('/api/v1/admin/packing', packer.accessToken)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual(['staff.invite']);
  });

  it('should refuse an invitation to an address that has an account (coded 409, Croatian)', async () => {
    const res = await post('/api/v1/admin/staff/invite', owner, {
      email: 'kupac@zvijezda-shop.hr',
      firstName: 'Ivana',
      lastName: 'Horvat',
      role: 'manager',
    });
    const body = expectCodedError(res, 409, 'USER_EXISTS');
    expect(body.message).toBe('Ta adresa e-pošte već ima račun u trgovini.');
  });

  it("should change a role and end the member's sessions, then deactivate them; each change audited", async () => {
    const editor = await login(t, 'urednik@zvijezda-shop.hr', 'Urednik2024!');
    expect((await get('/api/v1/admin/templates', editor.accessToken)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'urednik@zvijezda-shop.hr'));
    const changed = await post(`/api/v1/admin/staff/${row!.id}/role`, owner, { role: 'accountant' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ role: 'accountant' });
    // The old token carried the editor's role: its session ended with the change.
    expectCodedError(await get('/api/v1/admin/templates', editor.accessToken), 401, 'UNAUTHORIZED');
    const again = await login(t, 'urednik@zvijezda-shop.hr', 'Urednik2024!');
    expectCodedError(await get('/api/v1/admin/templates', again.accessToken), 403, 'PERMISSION_DENIED');
    expect((await get('/api/v1/admin/fiscal/register', again.accessToken)).statusCode).toBe(200);

    const off = await post(`/api/v1/admin/staff/${row!.id}/role`, owner, { role: null });
    expect(off.json().data).toMatchObject({ role: null });
    const after = await login(t, 'urednik@zvijezda-shop.hr', 'Urednik2024!');
    expectCodedError(await get('/api/v1/user/profile', after.accessToken), 403, 'PERMISSION_DENIED');
    const audit = await auditOf(row!.id);
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ['staff.deactivate', [{ field: 'role', before: 'accountant', after: null }]],
      ['staff.role', [{ field: 'role', before: 'editor', after: 'accountant' }]],
    ]);
    expect(audit[0]!.userEmail).toBe(ADMIN.email);
  });

  it('should keep the last owner: demoting or deactivating them is a coded 409 with a Croatian message', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, ADMIN.email));
    for (const role of ['manager', null]) {
      const body = expectCodedError(
        await post(`/api/v1/admin/staff/${me!.id}/role`, owner, { role }),
        409,
        'LAST_OWNER',
      );
      expect(body.message).toBe('Trgovina mora imati barem jednog aktivnog vlasnika.');
    }
    // With a second owner the first may step down.
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'voditelj@zvijezda-shop.hr'));
    expect((await post(`/api/v1/admin/staff/${manager!.id}/role`, owner, { role: 'owner' })).statusCode).toBe(200);
    const stepDown = await post(`/api/v1/admin/staff/${me!.id}/role`, owner, { role: 'manager' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
  });

  it('should answer an unknown staff member with a coded 404', async () => {
    const second = await login(t, 'voditelj@zvijezda-shop.hr', 'Voditelj2024!');
    expectCodedError(
      await post('/api/v1/admin/staff/999999/role', second.accessToken, { role: 'packer' }),
      404,
      'NOT_FOUND',
    );
  });
});
