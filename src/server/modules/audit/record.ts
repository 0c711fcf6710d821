import type { FastifyRequest } from 'fastify';
import type { AuditEntityKind } from '@shared/audit.js';
import type { Db } from '../../platform/db/client.js';
import { type AuditFieldChange, auditLog } from '../../platform/db/schema/back-office.js';

/** Who made a change: the signed-in staff member as they were, and where from. */
export interface StaffActor {
  id: number;
  email: string;
  ip: string | null;
}

/** The staff member of a back-office request (the route's staff permission check made sure there is one). */
export function staffOf(request: FastifyRequest): StaffActor {
  const user = request.user;
  if (!user) throw new Error('staffOf: the route must require a back-office user');
  return { id: user.id, email: user.email, ip: request.ip ?? null };
}

export interface ChangeEntry {
  kind: AuditEntityKind;
  id: string | number;
  action: string;
  changes?: AuditFieldChange[];
  data?: Record<string, unknown>;
  bulkActionId?: number | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose value differs from `before`, each with both values. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditFieldChange[] {
  return Object.keys(after)
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * Writes staff changes to the store-wide audit log (docs/decisions/0175-store-wide-audit-log.md). Every staff write
 * calls it with its own transaction, so a row exists exactly when the change does.
 */
export async function recordChanges(tx: Db, actor: StaffActor, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // Inserted in slices: a bulk change of thousands of products stays under the bind-parameter limit.
  for (let i = 0; i < entries.length; i += 2000) {
    await tx.insert(auditLog).values(
      entries.slice(i, i + 2000).map((entry) => ({
        userId: actor.id,
        userEmail: actor.email.slice(0, 254),
        entityKind: entry.kind,
        entityId: String(entry.id).slice(0, 64),
        action: entry.action.slice(0, 40),
        changes: entry.changes ?? [],
        data: entry.data ?? {},
        bulkActionId: entry.bulkActionId ?? null,
        ip: actor.ip?.slice(0, 64) ?? null,
      })),
    );
  }
}

export const recordChange = (tx: Db, actor: StaffActor, entry: ChangeEntry) => recordChanges(tx, actor, [entry]);
