import type { Kysely } from 'kysely';
import {
  ApiCode,
  SUPPORT_CONTENT_MAX,
  SUPPORT_CONTENT_MIN,
  SUPPORT_NAME_MAX,
  SupportMsg,
  type SupportTopic,
} from '@shangan/shared';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount, toPlainText } from './plain-text.ts';
import {
  countMessages,
  findAccountNames,
  insertMessage,
  selectMessages,
  updateMessageStatus,
} from './support.repository.ts';

type Db = Kysely<Database>;

/** A message starts open; staff answer it (called back, replied) or close it (spam, solved). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
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
  query: { status?: SupportStatus; page?: number; size?: number } = {},
) {
  const size = Math.min(Math.max(query.size ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const [rows, total] = await Promise.all([
    selectMessages(db, { status: query.status, offset: (page - 1) * size, limit: size }),
    countMessages(db, query.status),
  ]);
  return {
    total,
    list: rows.map((row) => ({
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
    })),
  };
}

/** Staff mark a message answered, closed or open again, with an optional note of what they did. */
export async function markSupportMessage(
  db: Db,
  id: number,
  change: { status: SupportStatus; staffId: number | null; note?: string },
): Promise<void> {
  if (!SUPPORT_STATUSES.includes(change.status)) {
    throw new ApiError(ApiCode.BAD_REQUEST, '留言状态不正确');
  }
  const note = toPlainText(change.note ?? '');
  if (charCount(note) > 500) throw new ApiError(ApiCode.BAD_REQUEST, '处理备注不能超过500个字');
  const found = await updateMessageStatus(db, id, {
    status: change.status,
    handled_by: change.staffId,
    handled_at: new Date().toISOString(),
    staff_note: note,
  });
  if (!found) throw new ApiError(ApiCode.NOT_FOUND, '留言不存在');
}
