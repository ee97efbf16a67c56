import {
  ApiCode,
  ConsolePaperMsg,
  PAPER_DESCRIPTION_MAX,
  PAPER_EXAM_TYPES,
  PAPER_LEVEL_MAX,
  PAPER_REGIONS,
  PAPER_TITLE_MAX,
  PAPER_YEAR_MIN,
  QUESTION_TYPE_NAMES,
  type PaperState,
} from '@shangan/shared';
import type { ConsolePaper, ConsolePaperQuestion } from '@shangan/shared/contracts/console/papers';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { chinaDate } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import type { QuestionBankContext } from './context.ts';
import { displayAnswer } from './grading.ts';
import { plainText, shortened } from './import/draft.ts';
import { selectPapersOfKinds } from './paper.repository.ts';
import { catalogueVipOnly } from './rights.ts';

/**
 * The console's past papers (试卷管理), for teachers and editors. A paper written here starts
 * as a draft (qb_paper.kind 'draft'), which the learners' lists (kind 'past') never show; its
 * questions come from a file imported into it (import.service.ts), and publishing makes it a
 * past paper. A paper some learner has started stays published: withdrawing it would strand
 * their attempts. Mock contests' papers (kind 'contest') belong to their contests, not here.
 */
type Trx = Transaction<Database>;

/** The kinds this section lists and edits, by the state the console names. */
const KIND_OF: Record<PaperState, string> = { draft: 'draft', published: 'past' };
/** The papers of this section (and of imports into a paper): past papers and their drafts. */
export const EDITABLE_PAPER_KINDS = Object.values(KIND_OF);
const EDITABLE_KINDS = EDITABLE_PAPER_KINDS;

export function paperStateOf(kind: string): PaperState {
  return kind === KIND_OF.published ? 'published' : 'draft';
}

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const notFound = () => new ApiError(ApiCode.NOT_FOUND, ConsolePaperMsg.notFound);

function papersQuery(db: Db | Trx) {
  return selectPapersOfKinds(db, EDITABLE_KINDS).select((eb) =>
    eb
      .selectFrom('qb_exercise as x')
      .select((inner) => inner.fn.count<number>('x.user_id').distinct().as('n'))
      .whereRef('x.paper_id', '=', 'p.id')
      .as('learners'),
  );
}

type PaperRow = Awaited<ReturnType<ReturnType<typeof papersQuery>['execute']>>[number];

function paperView(row: PaperRow): ConsolePaper {
  return {
    id: row.id,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    title: row.title,
    year: row.year,
    region: row.region,
    examType: row.exam_type,
    examinationLevel: row.examination_level,
    timeLimitMinutes: row.time_limit_minutes,
    vipOnly: row.vip_only === 1,
    description: row.description,
    state: paperStateOf(row.kind),
    questionCount: Number(row.question_count ?? 0),
    totalScore: Number(row.score_tenths ?? 0) / 10,
    learners: Number(row.learners ?? 0),
    createdAt: row.created_at,
  };
}

async function findPaperView(db: Db | Trx, id: number): Promise<PaperRow | undefined> {
  return papersQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export async function listConsolePapers(
  ctx: QuestionBankContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    subjectId?: number | undefined;
    state?: PaperState | undefined;
    keyword?: string | undefined;
  },
): Promise<{ list: ConsolePaper[]; total: number }> {
  const size = query.pageSize ?? 10;
  const page = query.page ?? 1;
  let filtered = papersQuery(ctx.db);
  if (query.subjectId) filtered = filtered.where('p.subject_id', '=', query.subjectId);
  if (query.state) filtered = filtered.where('p.kind', '=', KIND_OF[query.state]);
  // LIKE wildcards in the keyword are dropped: the two engines escape them differently.
  const keyword = query.keyword?.replace(/[\\%_]/g, '').trim();
  if (keyword) filtered = filtered.where('p.title', 'like', `%${keyword}%`);
  const [rows, count] = await Promise.all([
    filtered
      .orderBy('p.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(paperView), total: Number(count.n) };
}

export interface PaperInput {
  id: number | null;
  subjectId: number;
  title: string;
  year: number;
  region: string;
  examType: string;
  examinationLevel: string;
  timeLimitMinutes: number;
  vipOnly: boolean;
  description: string;
}

function checked(input: PaperInput) {
  const title = input.title.trim();
  if (!title) throw bad(ConsolePaperMsg.titleRequired);
  if (charCount(title) > PAPER_TITLE_MAX) throw bad(ConsolePaperMsg.titleTooLong);
  const nextYear = Number(chinaDate(new Date()).slice(0, 4)) + 1;
  if (input.year < PAPER_YEAR_MIN || input.year > nextYear) throw bad(ConsolePaperMsg.yearInvalid);
  if (!PAPER_REGIONS.includes(input.region)) throw bad(ConsolePaperMsg.regionInvalid);
  if (!(PAPER_EXAM_TYPES as readonly string[]).includes(input.examType)) {
    throw bad(ConsolePaperMsg.examTypeInvalid);
  }
  const level = input.examinationLevel.trim();
  if (charCount(level) > PAPER_LEVEL_MAX) throw bad(ConsolePaperMsg.levelTooLong);
  const description = input.description.trim();
  if (charCount(description) > PAPER_DESCRIPTION_MAX) {
    throw bad(ConsolePaperMsg.descriptionTooLong);
  }
  return {
    subject_id: input.subjectId,
    title,
    year: input.year,
    region: input.region,
    exam_type: input.examType,
    examination_level: level,
    time_limit_minutes: input.timeLimitMinutes,
    vip_only: input.vipOnly ? 1 : 0,
    description,
  };
}

async function countQuestions(trx: Trx, paperId: number): Promise<number> {
  const row = await trx
    .selectFrom('qb_question')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('paper_id', '=', paperId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A question is VIP-only when its knowledge point or its paper is (bank-writer.ts): after a
 * paper's flag changed, its questions follow, so the catalogue practice draws them as the
 * paper is sold.
 */
async function refreshQuestionVip(trx: Trx, paperId: number, paperVip: boolean): Promise<void> {
  if (paperVip) {
    await trx
      .updateTable('qb_question')
      .set({ vip_only: 1 })
      .where('paper_id', '=', paperId)
      .execute();
    return;
  }
  const catalogues = await trx
    .selectFrom('qb_question')
    .select('catalogue_id')
    .distinct()
    .where('paper_id', '=', paperId)
    .execute();
  for (const { catalogue_id: catalogueId } of catalogues) {
    const vip = catalogueId !== null && (await catalogueVipOnly(trx, catalogueId));
    let update = trx
      .updateTable('qb_question')
      .set({ vip_only: vip ? 1 : 0 })
      .where('paper_id', '=', paperId);
    update =
      catalogueId === null
        ? update.where('catalogue_id', 'is', null)
        : update.where('catalogue_id', '=', catalogueId);
    await update.execute();
  }
}

/** Creates a draft paper, or changes a paper's fields (its subject only while it is empty). */
export async function saveConsolePaper(
  ctx: QuestionBankContext,
  actorId: number,
  input: PaperInput,
): Promise<ConsolePaper> {
  const fields = checked(input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-paper-title:${fields.subject_id}`);
    const subject = await trx
      .selectFrom('qb_subject')
      .select('id')
      .where('id', '=', fields.subject_id)
      .executeTakeFirst();
    if (!subject) throw bad(ConsolePaperMsg.subjectNotFound);
    const before = input.id === null ? undefined : await findPaperView(trx, input.id);
    if (input.id !== null && !before) throw notFound();
    const sameTitle = await trx
      .selectFrom('qb_paper')
      .select('id')
      .where('subject_id', '=', fields.subject_id)
      .where('title', '=', fields.title)
      .where('kind', 'in', EDITABLE_KINDS)
      .executeTakeFirst();
    if (sameTitle && sameTitle.id !== input.id) throw bad(ConsolePaperMsg.titleTaken);

    if (!before) {
      const row = await trx
        .insertInto('qb_paper')
        .values({
          ...fields,
          kind: KIND_OF.draft,
          sort_order: 0,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId,
        action: 'qb_paper.create',
        entity: 'qb_paper',
        entityId: row.id,
        before: null,
        after: fields,
      });
      return row.id;
    }
    if (before.subject_id !== fields.subject_id && (await countQuestions(trx, before.id)) > 0) {
      throw bad(ConsolePaperMsg.subjectLocked);
    }
    await trx.updateTable('qb_paper').set(fields).where('id', '=', before.id).execute();
    if (before.vip_only !== fields.vip_only) {
      await refreshQuestionVip(trx, before.id, fields.vip_only === 1);
    }
    await recordAudit(trx, {
      actorId,
      action: 'qb_paper.update',
      entity: 'qb_paper',
      entityId: before.id,
      before: {
        subject_id: before.subject_id,
        title: before.title,
        year: before.year,
        region: before.region,
        exam_type: before.exam_type,
        examination_level: before.examination_level,
        time_limit_minutes: before.time_limit_minutes,
        vip_only: before.vip_only,
        description: before.description,
      } satisfies typeof fields,
      after: fields,
    });
    return before.id;
  });
  return paperView((await findPaperView(ctx.db, id))!);
}

/**
 * Publishes a paper (it needs questions) or withdraws it to a draft (nobody may have started
 * it). Publishing a published paper, or withdrawing a draft, changes nothing.
 */
export async function publishConsolePaper(
  ctx: QuestionBankContext,
  actorId: number,
  id: number,
  published: boolean,
): Promise<ConsolePaper> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-paper:${id}`);
    const before = await findPaperView(trx, id);
    if (!before) throw notFound();
    const kind = published ? KIND_OF.published : KIND_OF.draft;
    if (before.kind === kind) return;
    const view = paperView(before);
    if (published && view.questionCount === 0) throw bad(ConsolePaperMsg.emptyPaper);
    if (!published && view.learners > 0) throw bad(ConsolePaperMsg.startedPaper(view.learners));
    await trx.updateTable('qb_paper').set({ kind }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: published ? 'qb_paper.publish' : 'qb_paper.withdraw',
      entity: 'qb_paper',
      entityId: id,
      before: { state: view.state },
      after: { state: published ? 'published' : 'draft' },
    });
  });
  return paperView((await findPaperView(ctx.db, id))!);
}

/** Deletes a draft that holds no question (imports that named it keep their record). */
export async function removeConsolePaper(
  ctx: QuestionBankContext,
  actorId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-paper:${id}`);
    const before = await findPaperView(trx, id);
    if (!before || before.kind !== KIND_OF.draft) throw notFound();
    if ((await countQuestions(trx, id)) > 0) throw bad(ConsolePaperMsg.notEmpty);
    await trx.updateTable('qb_import').set({ paper_id: null }).where('paper_id', '=', id).execute();
    await trx.deleteFrom('qb_paper').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'qb_paper.remove',
      entity: 'qb_paper',
      entityId: id,
      before: { title: before.title },
      after: null,
    });
  });
}

/** The paper's questions in paper order: a material group as one row with its sub-questions. */
export async function listConsolePaperQuestions(
  ctx: QuestionBankContext,
  id: number,
): Promise<ConsolePaperQuestion[]> {
  const paper = await findPaperView(ctx.db, id);
  if (!paper) throw notFound();
  const rows = await ctx.db
    .selectFrom('qb_question as q')
    .leftJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
    .select([
      'q.id',
      'q.parent_id',
      'q.type_code',
      'q.context',
      'q.answer',
      'q.score_tenths',
      'c.name as catalogue_name',
    ])
    .where('q.paper_id', '=', id)
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
  const children = new Map<number, typeof rows>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  const groups = rows.filter((row) => row.type_code === 'composite').map((row) => row.id);
  const materials = new Map<number, string>();
  if (groups.length > 0) {
    const found = await ctx.db
      .selectFrom('qb_material')
      .select(['question_id', 'content'])
      .where('question_id', 'in', groups)
      .orderBy('question_id')
      .orderBy('sort_order')
      .execute();
    for (const material of found) {
      if (!materials.has(material.question_id))
        materials.set(material.question_id, material.content);
    }
  }
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => {
      const subs = children.get(row.id) ?? [];
      const leaves = row.type_code === 'composite' ? subs : [row];
      const typeName =
        QUESTION_TYPE_NAMES[row.type_code as keyof typeof QUESTION_TYPE_NAMES] ?? row.type_code;
      return {
        id: row.id,
        typeName,
        // A material group reads by its material: its own text is a standing instruction.
        stem: shortened(plainText(materials.get(row.id) ?? '') || plainText(row.context)),
        answer: shortened(
          leaves.map((leaf) => plainText(displayAnswer(leaf.type_code, leaf.answer))).join('；'),
        ),
        catalogueName: row.catalogue_name ?? '',
        children: subs.length,
        score: leaves.reduce((sum, leaf) => sum + leaf.score_tenths, 0) / 10,
      };
    });
}

/** Takes a question (a material group with its sub-questions) out of a draft paper. */
export async function detachConsolePaperQuestion(
  ctx: QuestionBankContext,
  actorId: number,
  id: number,
  questionId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-paper:${id}`);
    const paper = await findPaperView(trx, id);
    if (!paper) throw notFound();
    if (paper.kind !== KIND_OF.draft) throw bad(ConsolePaperMsg.publishedLocked);
    const question = await trx
      .selectFrom('qb_question')
      .select(['id', 'type_code', 'catalogue_id'])
      .where('id', '=', questionId)
      .where('paper_id', '=', id)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    if (!question) throw bad(ConsolePaperMsg.questionNotInPaper);
    const vip =
      question.catalogue_id !== null && (await catalogueVipOnly(trx, question.catalogue_id));
    // Out of the paper, the question is sold as its knowledge point is.
    await trx
      .updateTable('qb_question')
      .set({ paper_id: null, vip_only: vip ? 1 : 0 })
      .where((eb) => eb.or([eb('id', '=', questionId), eb('parent_id', '=', questionId)]))
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'qb_paper.detach',
      entity: 'qb_paper',
      entityId: id,
      before: { questionId },
      after: null,
    });
  });
}
