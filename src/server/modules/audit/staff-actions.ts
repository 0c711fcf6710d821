import type { Db } from '../../platform/db/client.js';
import { staffAuditLog } from '../../platform/db/schema/order-desk.js';

export interface AuditEntry {
  user: { id: number; email: string };
  action: string;
  orderId: number | null;
  outcome: 'done' | 'refused' | 'failed';
  data?: Record<string, unknown>;
  ip?: string;
}

/**
 * Writes what a staff member did (docs/decisions/0101-staff-audit-log.md): in the change's own transaction when it
 * went through, on its own when it was refused or failed, so every attempt leaves a row.
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    userId: entry.user.id,
    userEmail: entry.user.email.slice(0, 254),
    action: entry.action.slice(0, 40),
    orderId: entry.orderId,
    outcome: entry.outcome,
    data: entry.data ?? {},
    ip: entry.ip?.slice(0, 64) ?? null,
  });
}
