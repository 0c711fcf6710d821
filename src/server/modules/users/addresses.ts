import { and, eq } from 'drizzle-orm';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { countries } from '../../platform/db/schema/settings.js';
import { userAddresses } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';
import { isValidOib } from '@shared/validation/oib.js';
import { toAddress } from './repository.js';

/** The contract's address fields: every one optional (an update), all the required ones present (a create). */
export type AddressInput = ContractSchema<'AddressUpdate'>;
export type NewAddress = ContractSchema<'AddressCreate'>;

/** Rules the browser enforces, enforced again (docs/decisions/0026-company-oib.md, docs/decisions/0029-server-rechecks-storefront-rules.md): allowed country, OIB check digit. */
async function checkAddress(db: Db, input: AddressInput) {
  if (input.country !== undefined) {
    const [row] = await db
      .select({ ok: countries.checkoutAllowed })
      .from(countries)
      .where(eq(countries.iso, input.country))
      .limit(1);
    if (!row?.ok)
      throw new AppError('COUNTRY_NOT_ALLOWED', {
        payload: { fields: [{ field: 'body/country', message: 'not an allowed country' }] },
      });
  }
  if (input.companyOIB && !isValidOib(input.companyOIB)) {
    throw new AppError('INVALID_OIB', {
      payload: { fields: [{ field: 'body/companyOIB', message: 'check digit is wrong' }] },
    });
  }
}

export async function createAddress(db: Db, userId: number, input: NewAddress) {
  await checkAddress(db, input);
  const [row] = await db
    .insert(userAddresses)
    .values({ ...input, userId })
    .returning();
  return toAddress(row!);
}

/** Another user's address answers like an unknown one (R10). */
export async function updateAddress(db: Db, userId: number, id: number, input: AddressInput) {
  await checkAddress(db, input);
  const [row] = await db
    .update(userAddresses)
    .set(input)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toAddress(row);
}
