import {
  ApiCode,
  CATALOGUE_MAX_LEVEL,
  CATALOGUE_NAME_MAX,
  ConsoleCatalogueMsg,
} from '@shangan/shared';
import type {
  ConsoleCatalogueNode,
  ConsoleCatalogueSubject,
} from '@shangan/shared/contracts/console/catalogues';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';
import type { QuestionBankContext } from './context.ts';

/**
 * The console's knowledge-point tree (知识点管理), for teachers and editors: a subject's modules
 * and the knowledge points under them, two levels as the practice pages show them. Writes in a
 * subject take turns (one lock per subject). A node is deleted only when nothing refers to it:
 * questions, points under it, and learners' attempts, statistics and error book, lectures,
 * bounded-practice sets and import records (several of which would otherwise be deleted with
 * it by their foreign keys).
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const notFound = () => new ApiError(ApiCode.NOT_FOUND, ConsoleCatalogueMsg.notFound);

type CatalogueRow = {
  id: number;
  subject_id: number;
  parent_id: number | null;
  name: string;
  level: number;
  sort_order: number;
  vip_only: number;
};

function nodeView(row: CatalogueRow, questions: number): ConsoleCatalogueNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    level: row.level,
    vipOnly: row.vip_only === 1,
    questions,
  };
}

/** Top-level questions (a material group once) filed under each node. */
async function questionCounts(db: Db | Trx, ids?: number[]): Promise<Map<number, number>> {
  let query = db
    .selectFrom('qb_question')
    .select(['catalogue_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('parent_id', 'is', null)
    .where('catalogue_id', 'is not', null);
  if (ids) query = query.where('catalogue_id', 'in', ids);
  const rows = await query.groupBy('catalogue_id').execute();
  return new Map(rows.map((row) => [row.catalogue_id as number, Number(row.n)]));
}

export async function listConsoleCatalogues(
  ctx: QuestionBankContext,
): Promise<ConsoleCatalogueSubject[]> {
  const [subjects, nodes, counts] = await Promise.all([
    ctx.db
      .selectFrom('qb_subject')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('qb_catalogue')
      .selectAll()
      .orderBy('level')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    questionCounts(ctx.db),
  ]);
  return subjects.map((subject) => ({
    id: subject.id,
    name: subject.name,
    nodes: nodes
      .filter((node) => node.subject_id === subject.id)
      .map((node) => nodeView(node, counts.get(node.id) ?? 0)),
  }));
}

function findNode(trx: Trx, id: number): Promise<CatalogueRow | undefined> {
  return trx.selectFrom('qb_catalogue').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The node's siblings (itself among them) in display order. */
function siblingsOf(trx: Trx, subjectId: number, parentId: number | null) {
  const query = trx
    .selectFrom('qb_catalogue')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .orderBy('sort_order')
    .orderBy('id');
  return (
    parentId === null
      ? query.where('parent_id', 'is', null)
      : query.where('parent_id', '=', parentId)
  ).execute();
}

/**
 * A question is VIP-only when its knowledge point, the point's module or its paper is
 * (bank-writer.ts): after a node's flag changed, the questions under it and its points follow,
 * so practice draws them as the tree now sells them.
 */
async function refreshQuestionVip(trx: Trx, node: CatalogueRow, nodeVip: boolean): Promise<void> {
  const parentVip =
    node.parent_id !== null && (await findNode(trx, node.parent_id))?.vip_only === 1;
  const subtree: Array<{ id: number; vip: boolean }> = [{ id: node.id, vip: nodeVip || parentVip }];
  const children = await trx
    .selectFrom('qb_catalogue')
    .select(['id', 'vip_only'])
    .where('parent_id', '=', node.id)
    .execute();
  for (const child of children) {
    subtree.push({ id: child.id, vip: nodeVip || parentVip || child.vip_only === 1 });
  }
  for (const { id, vip } of subtree) {
    await trx
      .updateTable('qb_question')
      .set((eb) => ({
        vip_only: vip
          ? 1
          : eb.fn.coalesce(
              eb
                .selectFrom('qb_paper')
                .select('qb_paper.vip_only')
                .whereRef('qb_paper.id', '=', 'qb_question.paper_id'),
              eb.lit(0),
            ),
      }))
      .where('catalogue_id', '=', id)
      .execute();
  }
}

export interface CatalogueInput {
  id: number | null;
  subjectId: number;
  parentId: number | null;
  name: string;
  vipOnly: boolean;
}

/** Creates a module or a knowledge point (last among its siblings), or renames one. */
export async function saveConsoleCatalogue(
  ctx: QuestionBankContext,
  actorId: number,
  input: CatalogueInput,
): Promise<ConsoleCatalogueNode> {
  const name = input.name.trim();
  if (!name) throw bad(ConsoleCatalogueMsg.nameRequired);
  if (charCount(name) > CATALOGUE_NAME_MAX) throw bad(ConsoleCatalogueMsg.nameTooLong);
  const vipOnly = input.vipOnly ? 1 : 0;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-catalogue:${input.subjectId}`);
    const subject = await trx
      .selectFrom('qb_subject')
      .select('id')
      .where('id', '=', input.subjectId)
      .executeTakeFirst();
    if (!subject) throw bad(ConsoleCatalogueMsg.subjectNotFound);

    if (input.id !== null) {
      const before = await findNode(trx, input.id);
      if (!before || before.subject_id !== input.subjectId) throw notFound();
      const siblings = await siblingsOf(trx, before.subject_id, before.parent_id);
      if (siblings.some((row) => row.id !== before.id && row.name.trim() === name)) {
        throw bad(ConsoleCatalogueMsg.nameTaken);
      }
      await trx
        .updateTable('qb_catalogue')
        .set({ name, vip_only: vipOnly })
        .where('id', '=', before.id)
        .execute();
      if (before.vip_only !== vipOnly) await refreshQuestionVip(trx, before, vipOnly === 1);
      await recordAudit(trx, {
        actorId,
        action: 'qb_catalogue.update',
        entity: 'qb_catalogue',
        entityId: before.id,
        before: { name: before.name, vip_only: before.vip_only },
        after: { name, vip_only: vipOnly },
      });
      return before.id;
    }

    let level = 1;
    if (input.parentId !== null) {
      const parent = await findNode(trx, input.parentId);
      if (!parent || parent.subject_id !== input.subjectId) {
        throw bad(ConsoleCatalogueMsg.parentNotFound);
      }
      if (parent.level >= CATALOGUE_MAX_LEVEL) throw bad(ConsoleCatalogueMsg.tooDeep);
      level = parent.level + 1;
    }
    const siblings = await siblingsOf(trx, input.subjectId, input.parentId);
    if (siblings.some((row) => row.name.trim() === name)) throw bad(ConsoleCatalogueMsg.nameTaken);
    const last = siblings.reduce((max, row) => Math.max(max, row.sort_order), 0);
    const row = await trx
      .insertInto('qb_catalogue')
      .values({
        subject_id: input.subjectId,
        parent_id: input.parentId,
        name,
        level,
        sort_order: last + 1,
        vip_only: vipOnly,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'qb_catalogue.create',
      entity: 'qb_catalogue',
      entityId: row.id,
      before: null,
      after: { subject_id: input.subjectId, parent_id: input.parentId, name, vip_only: vipOnly },
    });
    return row.id;
  });
  const saved = await ctx.db
    .selectFrom('qb_catalogue')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return nodeView(saved, (await questionCounts(ctx.db, [id])).get(id) ?? 0);
}

/** Runs `change` on a node read under its subject's lock, in one transaction. */
async function withNode(
  ctx: QuestionBankContext,
  id: number,
  change: (trx: Trx, node: CatalogueRow) => Promise<void>,
): Promise<void> {
  const subject = await ctx.db
    .selectFrom('qb_catalogue')
    .select('subject_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!subject) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-catalogue:${subject.subject_id}`);
    const node = await findNode(trx, id);
    if (!node) throw notFound();
    await change(trx, node);
  });
}

/** Swaps a node with its neighbour among its siblings; their order is renumbered 1, 2, 3 …. */
export async function moveConsoleCatalogue(
  ctx: QuestionBankContext,
  actorId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  await withNode(ctx, id, async (trx, node) => {
    const siblings = await siblingsOf(trx, node.subject_id, node.parent_id);
    const from = siblings.findIndex((row) => row.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= siblings.length) throw bad(ConsoleCatalogueMsg.cannotMove);
    const ordered = [...siblings];
    [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
    for (const [index, row] of ordered.entries()) {
      if (row.sort_order === index + 1) continue;
      await trx
        .updateTable('qb_catalogue')
        .set({ sort_order: index + 1 })
        .where('id', '=', row.id)
        .execute();
    }
    await recordAudit(trx, {
      actorId,
      action: 'qb_catalogue.move',
      entity: 'qb_catalogue',
      entityId: id,
      before: { place: from + 1 },
      after: { place: to + 1 },
    });
  });
}

/** The tables besides the tree and the questions that refer to a node by catalogue_id. */
const REFERRING_TABLES = [
  'qb_exercise',
  'qb_user_question',
  'qb_error_question',
  'vt_lecture',
  'bp_set',
  'qb_import',
] as const satisfies ReadonlyArray<keyof Database>;

/** Whether anything but the tree itself refers to the node. */
async function inUse(trx: Trx, id: number): Promise<boolean> {
  for (const table of REFERRING_TABLES) {
    const found = await sql<{ one: number }>`
      select 1 as one from ${sql.table(table)} where catalogue_id = ${id} limit 1
    `.execute(trx);
    if (found.rows.length > 0) return true;
  }
  return false;
}

export async function removeConsoleCatalogue(
  ctx: QuestionBankContext,
  actorId: number,
  id: number,
): Promise<void> {
  await withNode(ctx, id, async (trx, node) => {
    const child = await trx
      .selectFrom('qb_catalogue')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw bad(ConsoleCatalogueMsg.hasChildren);
    const questions = (await questionCounts(trx, [id])).get(id) ?? 0;
    const anyQuestion = await trx
      .selectFrom('qb_question')
      .select('id')
      .where('catalogue_id', '=', id)
      .executeTakeFirst();
    if (questions > 0 || anyQuestion) throw bad(ConsoleCatalogueMsg.hasQuestions(questions));
    if (await inUse(trx, id)) throw bad(ConsoleCatalogueMsg.inUse);
    await trx.deleteFrom('qb_catalogue').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'qb_catalogue.remove',
      entity: 'qb_catalogue',
      entityId: id,
      before: { name: node.name, parent_id: node.parent_id },
      after: null,
    });
  });
}
