import type { PaymentPayer } from '../../providers/payment/index.ts';
import type { Transaction } from 'kysely';
import {
  ApiCode,
  chinaToday,
  eligibilityProblem,
  idCardProblem,
  type EducationLevel,
  type PoliticalRule,
} from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type { CreatedShopOrder } from '@shangan/shared/contracts/commerce/orders';
import type { Enlistment, SaveEnlistment } from '@shangan/shared/contracts/enlistment';
import type { Database } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { PaidShopOrder } from '../commerce/public.ts';
import { candidateLockKey, type EnlistmentContext } from './enlistment-context.ts';
import { closedReason, enlistmentView, positionView } from './enlistment-views.ts';
import {
  findEnlistment,
  findEnlistmentFor,
  findExam,
  findPositionByCode,
  findPositions,
  insertEnlistment,
  linkOrder,
  listEnlistments,
  markPaidByOrder,
  updateUnpaid,
  type EnlistmentRow,
} from './enlistment.repository.ts';
import { examViews, normalizeCode } from './positions.service.ts';

export const ENLISTMENT_NOT_FOUND = '报名信息不存在';
const ALREADY_PAID = '报名服务费已缴纳，报名信息不能再修改';

/** The enlistment, only for its owner: another person's id answers as if it did not exist. */
async function ownEnlistment(
  ctx: EnlistmentContext,
  userId: number,
  id: number,
): Promise<EnlistmentRow> {
  const row = await findEnlistment(ctx.db, id);
  if (!row || row.user_id !== userId) throw new ApiError(ApiCode.NOT_FOUND, ENLISTMENT_NOT_FOUND);
  return row;
}

async function views(ctx: EnlistmentContext, rows: EnlistmentRow[]): Promise<Enlistment[]> {
  const [exams, positions] = await Promise.all([
    examViews(ctx),
    findPositions(
      ctx.db,
      rows.map((row) => row.position_id),
    ),
  ]);
  return rows.flatMap((row) => {
    const exam = exams.get(row.exam_id);
    const position = positions.get(row.position_id);
    return exam && position ? [enlistmentView(row, exam, positionView(position))] : [];
  });
}

async function viewOf(ctx: EnlistmentContext, row: EnlistmentRow): Promise<Enlistment> {
  const [view] = await views(ctx, [row]);
  if (!view) throw new Error(`enlistment ${row.id} lost its exam or position`);
  return view;
}

/** GET /app/enlist/index */
export async function myEnlistments(ctx: EnlistmentContext, userId: number): Promise<Enlistment[]> {
  return views(ctx, await listEnlistments(ctx.db, userId));
}

/** GET /app/enlistById */
export async function enlistmentById(
  ctx: EnlistmentContext,
  userId: number,
  id: number,
): Promise<Enlistment> {
  return viewOf(ctx, await ownEnlistment(ctx, userId, id));
}

/**
 * POST /app/updateBsEnlist. The form's shapes are checked by the contract; here the ID-card
 * number (region, birth date, check character), the position and its exam's window, and
 * whether the candidate's education and political status meet the position. Then one
 * transaction under the person's lock writes the one enlistment of that exam: a new one, or
 * the caller's `id` while it is unpaid.
 */
export async function saveEnlistment(
  ctx: EnlistmentContext,
  userId: number,
  input: BodyOf<typeof SaveEnlistment>,
): Promise<Enlistment> {
  const idCard = input.idCard.toUpperCase();
  const idProblem = idCardProblem(idCard, chinaToday());
  if (idProblem) throw new ApiError(ApiCode.BAD_REQUEST, idProblem);
  const position = await findPositionByCode(ctx.db, normalizeCode(input.positionCode));
  if (!position) throw new ApiError(ApiCode.BAD_REQUEST, '报考职位不存在，请重新选择职位');
  const exam = await findExam(ctx.db, position.exam_id);
  if (!exam) throw new ApiError(ApiCode.BAD_REQUEST, '报考职位不存在，请重新选择职位');
  const closed = closedReason(exam);
  if (closed) throw new ApiError(ApiCode.BAD_REQUEST, closed);
  const ineligible = eligibilityProblem(
    { education: input.education, politicalStatus: input.politicalStatus },
    {
      educationMin: position.education_min as EducationLevel,
      educationOnly: position.education_only === 1,
      politicalRule: position.political_rule as PoliticalRule,
      education: position.education,
    },
  );
  if (ineligible) throw new ApiError(ApiCode.BAD_REQUEST, ineligible);

  const fields = {
    position_id: position.id,
    name: input.name,
    id_card: idCard,
    phone: input.phone,
    education: input.education,
    major: input.major.trim(),
    school: input.school.trim(),
    political_status: input.politicalStatus,
  };
  const saved = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, candidateLockKey(userId));
    const nowIso = new Date().toISOString();
    if (input.id !== undefined) {
      const row = await findEnlistment(trx, input.id);
      if (!row || row.user_id !== userId) {
        throw new ApiError(ApiCode.NOT_FOUND, ENLISTMENT_NOT_FOUND);
      }
      if (row.status === 'paid') throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_PAID);
      if (row.exam_id !== exam.id) {
        throw new ApiError(ApiCode.BAD_REQUEST, '报名的考试不能更改，请选择本考试的职位');
      }
      if (!(await updateUnpaid(trx, row.id, { ...fields, updated_at: nowIso }))) {
        throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_PAID);
      }
      return (await findEnlistment(trx, row.id))!;
    }
    const existing = await findEnlistmentFor(trx, userId, exam.id);
    if (existing) {
      throw new ApiError(
        ApiCode.BAD_REQUEST,
        existing.status === 'paid'
          ? '您已完成该考试的报名，每场考试只能报名一次'
          : '您已填写过该考试的报名信息，请修改原报名',
      );
    }
    return insertEnlistment(trx, {
      ...fields,
      user_id: userId,
      exam_id: exam.id,
      status: 'unpaid',
      order_id: null,
      paid_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
  });
  return viewOf(ctx, saved);
}

/**
 * POST /app/enlist/pay: the fee as a shop order of the exam's enlistment service, priced by the
 * shop from its goods. An unpaid order placed before is offered again; otherwise the new order
 * is linked to the enlistment in the transaction that writes it.
 */
export async function payEnlistment(
  ctx: EnlistmentContext,
  userId: number,
  id: number,
  payer?: PaymentPayer,
): Promise<CreatedShopOrder> {
  const row = await ownEnlistment(ctx, userId, id);
  if (row.status === 'paid') throw new ApiError(ApiCode.BAD_REQUEST, '报名服务费已缴纳');
  const exam = await findExam(ctx.db, row.exam_id);
  if (!exam) throw new ApiError(ApiCode.NOT_FOUND, ENLISTMENT_NOT_FOUND);
  const closed = closedReason(exam);
  if (closed) throw new ApiError(ApiCode.BAD_REQUEST, closed);
  return ctx.cashier.placeLinkedOrder({
    userId,
    goodsId: exam.goods_id,
    previousOrderId: row.order_id,
    ...(payer ? { payer } : {}),
    link: async (trx, order) => {
      const linked = await linkOrder(trx, row.id, row.order_id, order.id, new Date().toISOString());
      if (!linked) throw new ApiError(ApiCode.BAD_REQUEST, '报名信息已变化，请刷新后重试');
    },
  });
}

/**
 * The shop's settlement of a fee order (registered for kind enlist_service): the enlistment it
 * pays for becomes 已缴费 in the same transaction. An order no enlistment points at any more
 * changes nothing here.
 */
export async function markEnlistmentPaid(
  trx: Transaction<Database>,
  order: PaidShopOrder,
): Promise<void> {
  await markPaidByOrder(trx, order.id, order.paidAt, new Date().toISOString());
}
