import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { auditLog } from '../../platform/db/schema/back-office.js';

export interface AuditFilters {
  entityKind?: string;
  entityId?: string;
  action?: string;
  /** Part of the staff member's e-mail. */
  user?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the store-wide audit log, newest first; an entity's history uses the (kind, id, id) index. */
export async function listAudit(db: Db, filters: AuditFilters) {
  const where: SQL[] = [];
  if (filters.entityKind) where.push(eq(auditLog.entityKind, filters.entityKind));
  if (filters.entityId) where.push(eq(auditLog.entityId, filters.entityId));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.user) where.push(sql`lower(${auditLog.userEmail}) LIKE ${likeText(filters.user.toLowerCase())}`);
  if (filters.from) where.push(gte(auditLog.createdAt, new Date(filters.from)));
  if (filters.to) where.push(lt(auditLog.createdAt, new Date(filters.to)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
  const rows = await db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  const totalRecords = total?.n ?? 0;
  return {
    records: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      userEmail: row.userEmail,
      entityKind: row.entityKind,
      entityId: row.entityId,
      action: row.action,
      outcome: row.outcome,
      changes: row.changes.map((c) => ({ field: c.field, before: c.before ?? null, after: c.after ?? null })),
      data: row.data,
      bulkActionId: row.bulkActionId,
    })),
    totalRecords,
    page: filters.page,
    totalPages: Math.max(1, Math.ceil(totalRecords / filters.limit)),
  };
}
