import type { AuditEntry } from '@shangan/shared/contracts/console/audit';
import type { Db } from '../../db/database.ts';
import {
  countAuditRows,
  findActorName,
  insertAuditRow,
  selectAuditRows,
  type AuditFilter,
} from './audit.repository.ts';

export interface AuditChange {
  /** The staff member; 0 for the server's command line, which then gives `actorName`. */
  actorId: number;
  actorName?: string;
  /** What was done, `<entity>.<verb>` (feedback.reply, support_message.mark …). */
  action: string;
  entity: string;
  entityId: number | string;
  /** The row as it was and as it is now; null for one created or removed. */
  before: unknown;
  after: unknown;
}

/**
 * Records a console change. Call it with the transaction that makes the change, so the change
 * and its record commit together or not at all.
 */
export async function recordAudit(trx: Db, change: AuditChange): Promise<void> {
  await insertAuditRow(trx, {
    actor_id: change.actorId,
    actor_name: change.actorName ?? (await findActorName(trx, change.actorId)),
    action: change.action,
    entity: change.entity,
    entity_id: String(change.entityId),
    before: JSON.stringify(change.before ?? null),
    after: JSON.stringify(change.after ?? null),
    created_at: new Date().toISOString(),
  });
}

export async function listAudit(
  db: Db,
  query: AuditFilter & { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: AuditEntry[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const filter = { entity: query.entity, entityId: query.entityId };
  const [rows, total] = await Promise.all([
    selectAuditRows(db, filter, (page - 1) * size, size),
    countAuditRows(db, filter),
  ]);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
      createdAt: row.created_at,
    })),
  };
}
