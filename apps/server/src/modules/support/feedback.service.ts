import {
  ApiCode,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_PER_DAY,
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_REPLY_MAX,
  FeedbackMsg,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@shangan/shared';
import type { InboxFeedback } from '@shangan/shared/contracts/console/feedback';
import type { MyFeedback, SendFeedbackBody } from '@shangan/shared/contracts/feedback';
import type { Selectable } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { FeedbackTable } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { DAY_MS, isoAfter } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import {
  checkAnswerPictures,
  parsePictureList,
  previewUrls,
  type PictureContext,
} from '../short-answer/public.ts';
import {
  countFeedbackOf,
  countFeedbackSince,
  countInbox,
  findFeedback,
  insertFeedback,
  selectFeedbackOf,
  selectInbox,
  updateFeedback,
} from './feedback.repository.ts';
import { charCount, toPlainText } from '../../lib/plain-text.ts';

/**
 * 意见反馈: members write to the school with screenshots (their own checked uploads, the
 * answers' picture path) and read replies; customer service reply from the console's inbox.
 */
export type FeedbackContext = PictureContext & { engine: Engine };

function toMine(ctx: FeedbackContext, row: Selectable<FeedbackTable>): MyFeedback {
  return {
    id: row.id,
    category: row.category as FeedbackCategory,
    content: row.content,
    contact: row.contact,
    pictures: previewUrls(ctx, parsePictureList(row.pictures)),
    status: row.status as FeedbackStatus,
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
  };
}

function checkedText(input: string) {
  const content = toPlainText(input);
  if (!content) throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.contentRequired);
  if (charCount(content) < FEEDBACK_CONTENT_MIN) {
    throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.contentTooShort);
  }
  if (charCount(content) > FEEDBACK_CONTENT_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.contentTooLong);
  }
  return content;
}

/**
 * Stores a member's feedback. Everything is checked before the one insert; the 24-hour count
 * and the insert share a per-member lock, so two sends at once cannot both pass the limit.
 */
export async function sendFeedback(
  ctx: FeedbackContext,
  userId: number,
  input: SendFeedbackBody,
): Promise<MyFeedback> {
  const content = checkedText(input.content);
  const contact = toPlainText(input.contact ?? '').replace(/\s+/g, ' ');
  if (charCount(contact) > FEEDBACK_CONTACT_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.contactTooLong);
  }
  const wanted = [...new Set(input.pictures ?? [])];
  if (wanted.length > FEEDBACK_PICTURES_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.tooManyPictures);
  }
  // Read again now: a presigned upload still valid could have replaced a picture since it was
  // checked, and feedback is sent once.
  const pictures = await checkAnswerPictures(ctx, userId, wanted, { recheck: true });
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `feedback:${userId}`);
    const now = new Date();
    const recent = await countFeedbackSince(trx, userId, isoAfter(-DAY_MS, now));
    if (recent >= FEEDBACK_PER_DAY)
      throw new ApiError(ApiCode.TOO_MANY_REQUESTS, FeedbackMsg.tooMany);
    return insertFeedback(trx, {
      user_id: userId,
      category: input.category,
      content,
      contact,
      pictures: JSON.stringify(pictures),
      created_at: now.toISOString(),
    });
  });
  return toMine(ctx, row);
}

export async function listMyFeedback(
  ctx: FeedbackContext,
  userId: number,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: MyFeedback[]; total: number }> {
  const size = query.pageSize ?? 10;
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    selectFeedbackOf(ctx.db, userId, (page - 1) * size, size),
    countFeedbackOf(ctx.db, userId),
  ]);
  return { total, list: rows.map((row) => toMine(ctx, row)) };
}

type InboxRow = Awaited<ReturnType<typeof selectInbox>>[number];

function toInbox(ctx: FeedbackContext, row: InboxRow): InboxFeedback {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.member_nick || row.member_user_name,
    userPhone: row.member_phone ?? '',
    category: row.category as FeedbackCategory,
    content: row.content,
    contact: row.contact,
    pictures: previewUrls(ctx, parsePictureList(row.pictures)),
    status: row.status as FeedbackStatus,
    reply: row.reply,
    repliedBy: row.staff_realname || row.staff_nick || '',
    repliedAt: row.replied_at,
    createdAt: row.created_at,
  };
}

export async function listInbox(
  ctx: FeedbackContext,
  query: {
    status?: FeedbackStatus | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const [rows, total, pending] = await Promise.all([
    selectInbox(ctx.db, { status: query.status }, (page - 1) * size, size),
    countInbox(ctx.db, query.status),
    countInbox(ctx.db, 'pending'),
  ]);
  return { total, pending, list: rows.map((row) => toInbox(ctx, row)) };
}

/** Staff reply (or correct their reply); the change and its audit record are one transaction. */
export async function replyFeedback(
  ctx: FeedbackContext,
  staffId: number,
  input: { id: number; reply: string },
): Promise<InboxFeedback> {
  const reply = toPlainText(input.reply);
  if (!reply) throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.replyRequired);
  if (charCount(reply) > FEEDBACK_REPLY_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, FeedbackMsg.replyTooLong);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findFeedback(trx, input.id);
    if (!before) throw new ApiError(ApiCode.NOT_FOUND, FeedbackMsg.notFound);
    const change = {
      status: 'replied',
      reply,
      replied_by: staffId,
      replied_at: new Date().toISOString(),
    };
    await updateFeedback(trx, input.id, change);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'feedback.reply',
      entity: 'feedback',
      entityId: input.id,
      before,
      after: { ...before, ...change },
    });
  });
  const [row] = await selectInbox(ctx.db, { id: input.id }, 0, 1);
  return toInbox(ctx, row!);
}
