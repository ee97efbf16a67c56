import { randomBytes } from 'node:crypto';
import {
  ApiCode,
  ENLIST_EXAM_INTRO_MAX,
  ENLIST_EXAM_NAME_MAX,
  ENLIST_EXAM_SHORT_NAME_MAX,
  ENLIST_SERVICE_SUBTITLE_MAX,
  ENLIST_SERVICE_TITLE_MAX,
  EnlistExamMsg,
  type EnlistExamKind,
} from '@shangan/shared';
import type { ConsoleEnlistExam } from '@shangan/shared/contracts/console/enlistment';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { charCount, toPlainText } from '../../lib/plain-text.ts';
import { chinaDate } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import { lockExamRow } from './console-positions.service.ts';
import {
  addServiceGoods,
  linkedGoods,
  updateServiceGoods,
  withdrawServiceGoods,
} from '../commerce/public.ts';

/**
 * The console's exams open for enlistment (报名考试), for editors and staff: each exam with its
 * window and date, and the enlistment service the shop sells with it (its goods, written in the
 * same transaction). Positions come from a 职位表 imported into the exam
 * (console-positions.service.ts). An exam holding positions keeps its kind, since a position's
 * filter region is a province or a city by the kind; one with positions or enlistments stays.
 */
const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const notFound = () => new ApiError(ApiCode.NOT_FOUND, EnlistExamMsg.notFound);
const EXAMS_LOCK = 'enlist-exams';

export async function listConsoleEnlistExams(db: Db): Promise<ConsoleEnlistExam[]> {
  const [exams, positions, enlistments] = await Promise.all([
    db.selectFrom('enlist_exam').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('enlist_position')
      .select([
        'exam_id',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('quota').as('quota'),
      ])
      .groupBy('exam_id')
      .execute(),
    db
      .selectFrom('enlistment')
      .select(['exam_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['exam_id', 'status'])
      .execute(),
  ]);
  const goods = await linkedGoods(
    db,
    exams.map((exam) => exam.goods_id),
  );
  return exams.map((exam) => {
    const own = positions.find((row) => row.exam_id === exam.id);
    const counts = enlistments.filter((row) => row.exam_id === exam.id);
    const service = goods.get(exam.goods_id);
    return {
      id: exam.id,
      name: exam.name,
      shortName: exam.short_name,
      kind: exam.kind as EnlistExamKind,
      year: exam.year,
      intro: exam.intro,
      enlistStart: exam.enlist_start,
      enlistEnd: exam.enlist_end,
      examDate: exam.exam_date,
      serviceTitle: service?.title ?? '',
      serviceSubtitle: service?.subtitle ?? '',
      servicePrice: fenToYuan(service?.price ?? 0),
      positions: Number(own?.n ?? 0),
      quota: Number(own?.quota ?? 0),
      enlistments: counts.reduce((sum, row) => sum + Number(row.n), 0),
      paid: Number(counts.find((row) => row.status === 'paid')?.n ?? 0),
    };
  });
}

export interface EnlistExamInput {
  id: number | null;
  name: string;
  shortName: string;
  kind: EnlistExamKind;
  year: number;
  intro: string;
  enlistStart: string;
  enlistEnd: string;
  examDate: string;
  servicePrice: string;
  serviceTitle: string;
  serviceSubtitle: string;
}

function checked(input: EnlistExamInput) {
  const name = toPlainText(input.name);
  if (!name) throw bad(EnlistExamMsg.nameRequired);
  if (charCount(name) > ENLIST_EXAM_NAME_MAX) throw bad(EnlistExamMsg.nameTooLong);
  const shortName = toPlainText(input.shortName);
  if (!shortName) throw bad(EnlistExamMsg.shortNameRequired);
  if (charCount(shortName) > ENLIST_EXAM_SHORT_NAME_MAX) throw bad(EnlistExamMsg.shortNameTooLong);
  const thisYear = Number(chinaDate(new Date()).slice(0, 4));
  if (Math.abs(input.year - thisYear) > 1) throw bad(EnlistExamMsg.yearInvalid);
  const intro = toPlainText(input.intro);
  if (charCount(intro) > ENLIST_EXAM_INTRO_MAX) throw bad(EnlistExamMsg.introTooLong);
  const start = Date.parse(input.enlistStart);
  const end = Date.parse(input.enlistEnd);
  if (Number.isNaN(start) || Number.isNaN(end)) throw bad(EnlistExamMsg.timeInvalid);
  if (end <= start) throw bad(EnlistExamMsg.windowInvalid);
  const examDay = Date.parse(`${input.examDate}T00:00:00+08:00`);
  if (
    Number.isNaN(examDay) ||
    chinaDate(new Date(examDay)) !== input.examDate ||
    input.examDate < chinaDate(new Date(end))
  ) {
    throw bad(EnlistExamMsg.examDateInvalid);
  }
  const price = yuanToFen(input.servicePrice);
  if (price <= 0) throw bad(EnlistExamMsg.priceInvalid);
  const serviceTitle = toPlainText(input.serviceTitle) || `${shortName}报名指导服务`;
  if (charCount(serviceTitle) > ENLIST_SERVICE_TITLE_MAX) {
    throw bad(EnlistExamMsg.serviceTitleTooLong);
  }
  const serviceSubtitle = toPlainText(input.serviceSubtitle);
  if (charCount(serviceSubtitle) > ENLIST_SERVICE_SUBTITLE_MAX) {
    throw bad(EnlistExamMsg.serviceSubtitleTooLong);
  }
  return {
    exam: {
      name,
      short_name: shortName,
      kind: input.kind,
      year: input.year,
      intro,
      enlist_start: new Date(start).toISOString(),
      enlist_end: new Date(end).toISOString(),
      exam_date: input.examDate,
    },
    service: { title: serviceTitle, subtitle: serviceSubtitle, price },
  };
}

/** Creates an exam with its enlistment service in the shop (it goes last), or changes one. */
export async function saveConsoleEnlistExam(
  ctx: { db: Db; engine: Engine },
  actorId: number,
  input: EnlistExamInput,
): Promise<ConsoleEnlistExam> {
  const { exam, service } = checked(input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    // Saves take turns: two editors cannot both take a name.
    await lockKey(trx, ctx.engine, EXAMS_LOCK);
    const exams = await trx.selectFrom('enlist_exam').selectAll().execute();
    const before = input.id === null ? undefined : exams.find((row) => row.id === input.id);
    if (input.id !== null && !before) throw notFound();
    if (exams.some((row) => row.name === exam.name && row.id !== input.id)) {
      throw bad(EnlistExamMsg.nameTaken);
    }
    const now = new Date().toISOString();
    if (!before) {
      const goodsId = await addServiceGoods(
        trx,
        {
          kind: 'enlist_service',
          ...service,
          sku: `ENLIST-${exam.year}-${randomBytes(4).toString('hex').toUpperCase()}`,
        },
        now,
      );
      const row = await trx
        .insertInto('enlist_exam')
        .values({
          ...exam,
          goods_id: goodsId,
          sort_order: Math.max(-1, ...exams.map((row) => row.sort_order)) + 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId,
        action: 'enlist_exam.create',
        entity: 'enlist_exam',
        entityId: row.id,
        before: null,
        after: { ...exam, service: { ...service, price: fenToYuan(service.price) } },
      });
      return row.id;
    }
    // An import of its positions finishes first, and reads the kind after this one.
    await lockExamRow(trx, before.id);
    if (before.kind !== exam.kind) {
      const position = await trx
        .selectFrom('enlist_position')
        .select('id')
        .where('exam_id', '=', before.id)
        .executeTakeFirst();
      if (position) throw bad(EnlistExamMsg.kindLocked);
    }
    const serviceBefore = (await linkedGoods(trx, [before.goods_id])).get(before.goods_id);
    await trx.updateTable('enlist_exam').set(exam).where('id', '=', before.id).execute();
    await updateServiceGoods(trx, before.goods_id, service, now);
    await recordAudit(trx, {
      actorId,
      action: 'enlist_exam.update',
      entity: 'enlist_exam',
      entityId: before.id,
      before: {
        name: before.name,
        short_name: before.short_name,
        kind: before.kind,
        year: before.year,
        intro: before.intro,
        enlist_start: before.enlist_start,
        enlist_end: before.enlist_end,
        exam_date: before.exam_date,
        service: serviceBefore
          ? {
              title: serviceBefore.title,
              subtitle: serviceBefore.subtitle,
              price: fenToYuan(serviceBefore.price),
            }
          : null,
      },
      after: { ...exam, service: { ...service, price: fenToYuan(service.price) } },
    });
    return before.id;
  });
  return (await listConsoleEnlistExams(ctx.db)).find((row) => row.id === id)!;
}

/** Deletes an exam nothing names yet; its service leaves the shop (orders keep their goods). */
export async function removeConsoleEnlistExam(
  ctx: { db: Db; engine: Engine },
  actorId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, EXAMS_LOCK);
    const exam = await trx
      .selectFrom('enlist_exam')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exam) throw notFound();
    // An import under way finishes first: its positions are counted below.
    await lockExamRow(trx, id);
    const count = async (table: 'enlist_position' | 'enlistment') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('exam_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const positions = await count('enlist_position');
    const enlistments = await count('enlistment');
    if (positions + enlistments > 0) throw bad(EnlistExamMsg.inUse(positions, enlistments));
    await trx.deleteFrom('enlist_exam').where('id', '=', id).execute();
    await withdrawServiceGoods(trx, exam.goods_id, new Date().toISOString());
    await recordAudit(trx, {
      actorId,
      action: 'enlist_exam.remove',
      entity: 'enlist_exam',
      entityId: id,
      before: { name: exam.name, kind: exam.kind, year: exam.year },
      after: null,
    });
  });
}
