import type { Kysely, Selectable } from 'kysely';
import {
  ApiCode,
  SUPPORT_CONTENT_MAX,
  SUPPORT_CONTENT_MIN,
  SUPPORT_NAME_MAX,
  SupportMsg,
  type SupportTopic,
} from '@shangan/shared';
import {
  SUPPORT_MESSAGE_STATUSES,
  type StaffSupportMessage,
} from '@shangan/shared/contracts/console/support';
import type { Database, SupportMessageTable } from '../../db/database.ts';
import { recordAudit } from '../audit/public.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount, toPlainText } from '../../lib/plain-text.ts';
import {
  countMessages,
  findAccountNames,
  findMessage,
  insertMessage,
  selectMessages,
  updateMessageStatus,
} from './support.repository.ts';

type Db = Kysely<Database>;

/** A message starts open; staff answer it (called back, replied) or close it (spam, solved). */
export const SUPPORT_STATUSES = SUPPORT_MESSAGE_STATUSES;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export interface NewSupportMessage {
  name?: string | undefined;
  phone: string;
  topic: SupportTopic;
  content: string;
  pageUrl?: string | undefined;
}

/**
 * Stores a visitor's message for staff. A logged-in member may leave the name out: the account
 * says who it is. Everything is checked before the one insert, so a refusal stores nothing.
 */
export async function leaveMessage(
  db: Db,
  input: NewSupportMessage,
  from: { userId: number | null; ip: string },
): Promise<number> {
  let name = toPlainText(input.name ?? '').replace(/\s+/g, ' ');
  if (!name && from.userId !== null) name = await accountName(db, from.userId);
  if (!name) throw new ApiError(ApiCode.BAD_REQUEST, SupportMsg.nameRequired);
  if (charCount(name) > SUPPORT_NAME_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, SupportMsg.nameTooLong);
  }
  const content = toPlainText(input.content);
  if (!content) throw new ApiError(ApiCode.BAD_REQUEST, SupportMsg.contentRequired);
  if (charCount(content) < SUPPORT_CONTENT_MIN) {
    throw new ApiError(ApiCode.BAD_REQUEST, SupportMsg.contentTooShort);
  }
  if (charCount(content) > SUPPORT_CONTENT_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, SupportMsg.contentTooLong);
  }
  return insertMessage(db, {
    user_id: from.userId,
    name,
    phone: input.phone,
    topic: input.topic,
    content,
    page_url: input.pageUrl ?? '',
    ip: from.ip.slice(0, 64),
    created_at: new Date().toISOString(),
  });
}

async function accountName(db: Db, userId: number): Promise<string> {
  const user = await findAccountNames(db, userId);
  const name = user?.realname || user?.nick_name || user?.user_name || '';
  return [...name].slice(0, SUPPORT_NAME_MAX).join('');
}

/** Staff's list: oldest first, so no one waits behind newer messages. */
export async function listSupportMessages(
  db: Db,
  query: { status?: SupportStatus | undefined; page?: number; pageSize?: number } = {},
): Promise<{ list: StaffSupportMessage[]; total: number }> {
  const size = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const [rows, total] = await Promise.all([
    selectMessages(db, { status: query.status, offset: (page - 1) * size, limit: size }),
    countMessages(db, query.status),
  ]);
  return { total, list: rows.map(toStaffView) };
}

function toStaffView(row: Selectable<SupportMessageTable>): StaffSupportMessage {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    phone: row.phone,
    topic: row.topic,
    content: row.content,
    pageUrl: row.page_url,
    status: row.status as SupportStatus,
    handledBy: row.handled_by,
    handledAt: row.handled_at,
    staffNote: row.staff_note,
    createdAt: row.created_at,
  };
}

/**
 * Staff mark a message answered, closed or open again, with an optional note of what they did;
 * the change and its audit record are one transaction.
 */
export async function markSupportMessage(
  db: Db,
  id: number,
  change: { status: SupportStatus; staffId: number; note?: string | undefined },
): Promise<void> {
  if (!SUPPORT_STATUSES.includes(change.status)) {
    throw new ApiError(ApiCode.BAD_REQUEST, '留言状态不正确');
  }
  const note = toPlainText(change.note ?? '');
  if (charCount(note) > 500) throw new ApiError(ApiCode.BAD_REQUEST, '处理备注不能超过500个字');
  await db.transaction().execute(async (trx) => {
    const before = await findMessage(trx, id);
    if (!before) throw new ApiError(ApiCode.NOT_FOUND, '留言不存在');
    await updateMessageStatus(trx, id, {
      status: change.status,
      handled_by: change.staffId,
      handled_at: new Date().toISOString(),
      staff_note: note,
    });
    const after = (await findMessage(trx, id))!;
    await recordAudit(trx, {
      actorId: change.staffId,
      action: 'support_message.mark',
      entity: 'support_message',
      entityId: id,
      before: toStaffView(before),
      after: toStaffView(after),
    });
  });
}
