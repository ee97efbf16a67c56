import type { QuestionBankContext } from './context.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { findSubjectCataloguesOf, type CatalogueRow } from './catalogue.repository.ts';
import {
  findQuestionsByIds,
  findQuestionsOfPapers,
  type Db,
  type QuestionRow,
} from './question.repository.ts';

/**
 * Copies of the bank's questions and catalogue kept in this instance's memory. Every practice
 * start reads twenty question rows and its subject's whole catalogue, and a bank changes only
 * when staff edit or import it, so reading them from the database each time was a large part of
 * what a start cost.
 *
 * A request first reads qb_content_version (bankContent), a counter the database's triggers
 * raise with every change to questions, materials or the catalogue (migration 0041): when it
 * moved, everything kept is dropped before anything is answered. An edit through another
 * instance, an import or a fix made by hand in the database is therefore seen by the next
 * request, as without the copies.
 *
 * Rules that keep it right:
 * - The counter is read before the rows, so a row kept under a counter value is at least as new
 *   as that value; rows read by a request that began under an older value are not kept.
 * - It is filled only by reads outside transactions that change the bank (learners' reads): a
 *   row seen inside such a transaction could be rolled back.
 * - Rows are frozen: requests share them.
 */
class BankContentCache {
  readonly #questionCharsBudget: number;
  version: number | null = null;
  readonly questions = new Map<number, QuestionRow>();
  #questionChars = 0;
  /** Each subject's catalogue, by the id of every node in it. */
  readonly subjectCatalogues = new Map<number, readonly CatalogueRow[]>();
  /** Every question filed under a paper, by the paper's id (the papers of running contests). */
  readonly paperQuestionIds = new Map<number, readonly number[]>();

  constructor(questionCharsBudget: number) {
    this.#questionCharsBudget = questionCharsBudget;
  }

  /** Drops what was kept under another counter value. */
  moveTo(version: number): void {
    if (version === this.version) return;
    this.questions.clear();
    this.#questionChars = 0;
    this.subjectCatalogues.clear();
    this.paperQuestionIds.clear();
    this.version = version;
  }

  keepQuestion(row: QuestionRow): void {
    if (this.questions.has(row.id)) return;
    const chars = questionChars(row);
    // The oldest kept rows make room: a bank larger than the budget keeps a moving part of it.
    for (const [id, oldest] of this.questions) {
      if (this.#questionChars + chars <= this.#questionCharsBudget) break;
      this.questions.delete(id);
      this.#questionChars -= questionChars(oldest);
    }
    if (chars > this.#questionCharsBudget) return;
    this.questions.set(row.id, row);
    this.#questionChars += chars;
  }
}

/** The bank as of one read of the counter: a request reads it once and uses it for each read. */
export class BankContent {
  readonly #cache: BankContentCache;
  readonly #version: number;

  constructor(cache: BankContentCache, version: number) {
    this.#cache = cache;
    this.#version = version;
  }

  /** Rows read since the counter was read are kept only while no newer value has been seen. */
  get #mayKeep(): boolean {
    return this.#cache.version === this.#version;
  }

  /** Rows of these questions by id; ids that name no question are left out. */
  async questions(db: Db, ids: readonly number[]): Promise<Map<number, QuestionRow>> {
    const found = new Map<number, QuestionRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.#cache.questions.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const row of await findQuestionsByIds(db, missing)) {
      // A plain copy: node:sqlite hands out rows in dictionary mode, slower to read from.
      const kept = Object.freeze({ ...row });
      found.set(row.id, kept);
      if (this.#mayKeep) this.#cache.keepQuestion(kept);
    }
    return found;
  }

  /** findSubjectCataloguesOf, kept. */
  async subjectCataloguesOf(db: Db, catalogueId: number): Promise<readonly CatalogueRow[]> {
    const kept = this.#cache.subjectCatalogues.get(catalogueId);
    if (kept) return kept;
    const rows = Object.freeze(
      (await findSubjectCataloguesOf(db, catalogueId)).map((row) => Object.freeze(row)),
    );
    if (this.#mayKeep) {
      for (const row of rows) this.#cache.subjectCatalogues.set(row.id, rows);
    }
    return rows;
  }

  /** The ids of findQuestionsOfPapers, kept per paper. */
  async questionIdsOfPapers(db: Db, paperIds: readonly number[]): Promise<number[]> {
    const kept = this.#cache.paperQuestionIds;
    const missing = paperIds.filter((id) => !kept.has(id));
    const read = new Map<number, number[]>(missing.map((id) => [id, []]));
    if (missing.length > 0) {
      for (const row of await findQuestionsOfPapers(db, missing)) {
        read.get(row.paper_id)?.push(row.id);
      }
      if (this.#mayKeep) for (const [id, questionIds] of read) kept.set(id, questionIds);
    }
    return paperIds.flatMap((id) => read.get(id) ?? kept.get(id) ?? []);
  }
}

/** The bank as of now: reads the counter once, dropping the copies if it moved. */
export async function bankContent(ctx: QuestionBankContext, db: Db): Promise<BankContent> {
  const [row] = await selectContentVersion(db, {});
  const version = Number(row?.version ?? 0);
  const cache = cacheOf(ctx);
  cache.moveTo(version);
  return new BankContent(cache, version);
}

const selectContentVersion = preparedQuery((db) =>
  db.selectFrom('qb_content_version').select('version').where('id', '=', 1),
);

/** V8 keeps Chinese text at two bytes a character. */
const CHARS_PER_MEGABYTE = 512 * 1024;

/** What a row costs to keep, in characters of text plus the rest of the row. */
function questionChars(row: QuestionRow): number {
  return row.context.length + row.options.length + row.answer.length + row.source.length + 200;
}

// One per database (tests build several apps in one process, each on its own database); the
// bank's contexts of one app share it.
const caches = new WeakMap<object, BankContentCache>();

function cacheOf(ctx: QuestionBankContext): BankContentCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new BankContentCache(ctx.config.questionBank.cacheMegabytes * CHARS_PER_MEGABYTE);
    caches.set(ctx.db, cache);
  }
  return cache;
}

/** How many question rows this instance keeps (the tests watch its budget). */
export function keptQuestionCount(ctx: QuestionBankContext): number {
  return cacheOf(ctx).questions.size;
}
