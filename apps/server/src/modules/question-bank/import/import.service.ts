import { createHash } from 'node:crypto';
import {
  ApiCode,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_IMPORT_MAX_QUESTIONS,
  QuestionImportMsg,
  type QuestionImportFormat,
} from '@shangan/shared';
import type {
  ImportItem,
  ImportPreview,
  ImportSummary,
  ImportTarget,
} from '@shangan/shared/contracts/console/question-import';
import { lockKey } from '../../../db/locks.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { isoAfter, isoNow } from '../../../lib/time.ts';
import { recordAudit, staffName } from '../../audit/public.ts';
import { inputFingerprint, insertQuestion, type QuestionInput } from '../bank-writer.ts';
import type { Db } from '../../../db/database.ts';
import { EDITABLE_PAPER_KINDS, paperStateOf } from '../console-papers.service.ts';
import type { QuestionBankContext } from '../context.ts';
import { ensureFingerprints } from '../fingerprint.ts';
import { catalogueVipOnly } from '../rights.ts';
import {
  checkEntry,
  shortened,
  type CatalogueEntry,
  type CheckedEntry,
  type FileEntry,
} from './draft.ts';
import { ExcelLayoutError, readExcelFile } from './excel-reader.ts';
import {
  countImports,
  deleteStalePreviews,
  findByFingerprints,
  findImport,
  findImportSummary,
  insertImport,
  lastSortOrderOfPaper,
  lastCommitOfFile,
  markCommitted,
  selectImportSummaries,
  type ImportSummaryRow,
} from './import.repository.ts';
import { excelTemplate, wordTemplate } from './templates.ts';
import { readWordFile } from './word-reader.ts';

/** A preview may be committed within a day; after that its parsed questions are dropped. */
const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A question waiting for the commit, with the digest its duplicate check used. */
interface PayloadEntry {
  fingerprint: string;
  input: QuestionInput;
}

export async function listImportTargets(ctx: QuestionBankContext): Promise<ImportTarget[]> {
  const [subjects, catalogues, papers] = await Promise.all([
    ctx.db
      .selectFrom('qb_subject')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('qb_catalogue')
      .select(['id', 'subject_id', 'parent_id', 'name'])
      .orderBy('level')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('qb_paper')
      .select(['id', 'subject_id', 'title', 'kind'])
      .where('kind', 'in', EDITABLE_PAPER_KINDS)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return subjects.map((subject) => ({
    id: subject.id,
    name: subject.name,
    catalogues: catalogues
      .filter((node) => node.subject_id === subject.id)
      .map((node) => ({ id: node.id, parentId: node.parent_id, name: node.name })),
    papers: papers
      .filter((paper) => paper.subject_id === subject.id)
      .map((paper) => ({ id: paper.id, title: paper.title, state: paperStateOf(paper.kind) })),
  }));
}

export async function previewImport(
  ctx: QuestionBankContext,
  staffId: number,
  input: {
    subjectId: number;
    catalogueId: number;
    paperId?: number | undefined;
    fileName: string;
    content: string;
  },
): Promise<ImportPreview> {
  const format = formatOf(input.fileName);
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length === 0) throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.fileRequired);
  if (bytes.length > QUESTION_IMPORT_MAX_BYTES) {
    throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.fileTooLarge);
  }
  const catalogues = await subjectCatalogues(ctx, input.subjectId);
  const target = catalogues.find((entry) => entry.id === input.catalogueId);
  if (!target) throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.catalogueNotFound);
  const paper =
    input.paperId === undefined
      ? null
      : await paperOfSubject(ctx.db, input.paperId, input.subjectId);

  const entries = await readFile(format, bytes);
  if (entries.length === 0) throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.noQuestions);
  if (entries.length > QUESTION_IMPORT_MAX_QUESTIONS) {
    throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.tooManyQuestions);
  }
  const checked = entries.map((entry) =>
    checkEntry(entry, { subjectId: input.subjectId, defaultCatalogue: target, catalogues }),
  );

  await ensureFingerprints(ctx.db, input.subjectId);
  const { items, payload } = await classify(ctx, input.subjectId, paper?.id ?? null, checked);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const now = isoNow();
  await deleteStalePreviews(ctx.db, isoAfter(-PREVIEW_LIFETIME_MS));
  const count = (status: ImportItem['status']) =>
    items.filter((item) => item.status === status).length;
  const id = await insertImport(ctx.db, {
    subject_id: input.subjectId,
    catalogue_id: target.id,
    paper_id: paper?.id ?? null,
    file_name: input.fileName.slice(0, 200),
    file_sha256: sha256,
    format,
    total: items.length,
    ready: count('ready'),
    duplicates: count('duplicate'),
    errors: count('error'),
    preview: JSON.stringify(items),
    payload: JSON.stringify(payload),
    created_by: staffId,
    created_by_name: await staffName(ctx.db, staffId),
    created_at: now,
  });
  const summary = await findImportSummary(ctx.db, id);
  return {
    ...summaryOf(summary!),
    sameFileCommittedAt: await lastCommitOfFile(ctx.db, input.subjectId, sha256),
    items,
  };
}

function formatOf(fileName: string): QuestionImportFormat {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'docx' || extension === 'xlsx') return extension;
  throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.formatUnknown);
}

async function readFile(format: QuestionImportFormat, bytes: Buffer): Promise<FileEntry[]> {
  try {
    return format === 'docx' ? await readWordFile(bytes) : await readExcelFile(bytes);
  } catch (error) {
    if (error instanceof ExcelLayoutError) throw new ApiError(ApiCode.BAD_REQUEST, error.message);
    throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.fileUnreadable);
  }
}

/** A past paper (or draft) of the subject the questions are to be filed under. */
async function paperOfSubject(db: Db, paperId: number, subjectId: number) {
  const paper = await db
    .selectFrom('qb_paper')
    .select(['id', 'vip_only'])
    .where('id', '=', paperId)
    .where('subject_id', '=', subjectId)
    .where('kind', 'in', EDITABLE_PAPER_KINDS)
    .executeTakeFirst();
  if (!paper) throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.paperNotFound);
  return paper;
}

/** The subject's knowledge points with their paths (言语理解/逻辑填空). */
async function subjectCatalogues(
  ctx: QuestionBankContext,
  subjectId: number,
): Promise<CatalogueEntry[]> {
  const subject = await ctx.db
    .selectFrom('qb_subject')
    .select('id')
    .where('id', '=', subjectId)
    .executeTakeFirst();
  if (!subject) throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.subjectNotFound);
  const rows = await ctx.db
    .selectFrom('qb_catalogue')
    .select(['id', 'parent_id', 'name'])
    .where('subject_id', '=', subjectId)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    for (
      let node = byId.get(id);
      node;
      node = node.parent_id ? byId.get(node.parent_id) : undefined
    ) {
      names.unshift(node.name.trim());
      if (names.length > 10) break;
    }
    return names.join('/');
  };
  return rows.map((row) => ({ id: row.id, name: row.name.trim(), path: pathOf(row.id) }));
}

/**
 * Each question's fate: refused, already in the bank (or in the paper it goes to, or earlier in
 * the file), or to be added.
 */
async function classify(
  ctx: QuestionBankContext,
  subjectId: number,
  paperId: number | null,
  checked: CheckedEntry[],
): Promise<{ items: ImportItem[]; payload: PayloadEntry[] }> {
  const fingerprints = checked.map((entry) => (entry.input ? inputFingerprint(entry.input) : ''));
  const inBank = await findByFingerprints(
    ctx.db,
    { subjectId, paperId },
    fingerprints.filter((fingerprint) => fingerprint !== ''),
  );
  const firstInFile = new Map<string, string>();
  const payload: PayloadEntry[] = [];
  const items = checked.map((entry, index): ImportItem => {
    const fingerprint = fingerprints[index]!;
    const messages = [...entry.problems];
    let status: ImportItem['status'] = messages.length > 0 ? 'error' : 'ready';
    if (status === 'ready') {
      const bankId = inBank.get(fingerprint);
      const earlier = firstInFile.get(fingerprint);
      if (bankId !== undefined) {
        status = 'duplicate';
        messages.push(
          paperId === null
            ? `题库中已有相同的题（题目编号 ${bankId}），不再导入`
            : `试卷中已有相同的题（题目编号 ${bankId}），不再导入`,
        );
      } else if (earlier) {
        status = 'duplicate';
        messages.push(`与本文件${earlier}相同，只导入一次`);
      } else {
        firstInFile.set(fingerprint, entry.place);
        payload.push({ fingerprint, input: entry.input! });
      }
    }
    return {
      place: entry.place,
      typeName: entry.typeName,
      stem: shortened(entry.stem),
      answer: shortened(entry.answer),
      catalogueName: entry.catalogueName,
      children: entry.children,
      hasPicture: entry.hasPicture,
      status,
      messages,
    };
  });
  return { items, payload };
}

/**
 * Writes a preview's new questions into the bank in one transaction, exactly once: the import
 * is marked committed in the same transaction, and imports into one subject take turns, so two
 * clicks (or two staff importing the same file) cannot add a question twice. A question that
 * reached the bank since the preview is left out then, not added again.
 */
export async function commitImport(
  ctx: QuestionBankContext,
  staffId: number,
  id: number,
): Promise<ImportSummary> {
  const row = await findImport(ctx.db, id);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, QuestionImportMsg.importNotFound);
  await ensureFingerprints(ctx.db, row.subject_id);
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `qb-import:${row.subject_id}`);
    const current = await findImport(trx, id);
    if (!current) throw new ApiError(ApiCode.NOT_FOUND, QuestionImportMsg.importNotFound);
    if (current.status === 'committed') {
      throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.alreadyCommitted);
    }
    if (current.errors > 0) throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.hasErrors);
    if (current.created_at < isoAfter(-PREVIEW_LIFETIME_MS)) {
      throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.expired);
    }
    const payload = JSON.parse(current.payload) as PayloadEntry[];
    const paper =
      current.paper_id === null
        ? null
        : await paperOfSubject(trx, current.paper_id, current.subject_id);
    const inBank = await findByFingerprints(
      trx,
      { subjectId: current.subject_id, paperId: paper?.id ?? null },
      payload.map((entry) => entry.fingerprint),
    );
    // Filed after the paper's own questions, in the file's order.
    let sortOrder = paper ? (await lastSortOrderOfPaper(trx, paper.id)) + 1 : 0;
    const vipOnly = new Map<number, boolean>();
    const now = isoNow();
    let added = 0;
    for (const entry of payload) {
      if (inBank.has(entry.fingerprint)) continue;
      const catalogueId = entry.input.catalogueId!;
      if (!vipOnly.has(catalogueId))
        vipOnly.set(catalogueId, await catalogueVipOnly(trx, catalogueId));
      await insertQuestion(
        trx,
        {
          ...entry.input,
          vipOnly: vipOnly.get(catalogueId) === true || paper?.vip_only === 1,
          ...(paper ? { paperId: paper.id, sortOrder: sortOrder++ } : {}),
        },
        now,
      );
      inBank.set(entry.fingerprint, 0);
      added++;
    }
    const result = await markCommitted(trx, id, added, now);
    if (Number(result.numUpdatedRows) !== 1) {
      throw new ApiError(ApiCode.BAD_REQUEST, QuestionImportMsg.alreadyCommitted);
    }
    await recordAudit(trx, {
      actorId: staffId,
      action: 'qb_import.commit',
      entity: 'qb_import',
      entityId: id,
      before: null,
      after: {
        fileName: current.file_name,
        subjectId: current.subject_id,
        catalogueId: current.catalogue_id,
        paperId: current.paper_id,
        total: current.total,
        added,
        duplicates: current.total - added,
      },
    });
  });
  return summaryOf((await findImportSummary(ctx.db, id))!);
}

export async function listImports(
  ctx: QuestionBankContext,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: ImportSummary[]; total: number }> {
  const size = query.pageSize ?? 10;
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    selectImportSummaries(ctx.db, (page - 1) * size, size),
    countImports(ctx.db),
  ]);
  return { list: rows.map(summaryOf), total };
}

function summaryOf(row: ImportSummaryRow): ImportSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format as QuestionImportFormat,
    subjectName: row.subject_name,
    catalogueName: row.catalogue_name,
    paperId: row.paper_id,
    paperTitle: row.paper_title,
    status: row.status === 'committed' ? 'committed' : 'preview',
    total: row.total,
    ready: row.ready,
    duplicates: row.duplicates,
    errors: row.errors,
    added: row.added,
    createdBy: row.created_by_name,
    createdAt: row.created_at,
    committedAt: row.committed_at,
  };
}

const MIME: Record<QuestionImportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function importTemplate(
  format: QuestionImportFormat,
): Promise<{ fileName: string; mime: string; content: string }> {
  const bytes = format === 'docx' ? await wordTemplate() : await excelTemplate();
  return {
    fileName: `题库导入模板.${format}`,
    mime: MIME[format],
    content: bytes.toString('base64'),
  };
}
