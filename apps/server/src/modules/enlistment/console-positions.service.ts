import {
  ApiCode,
  POLITICAL_RULE_LABELS,
  POSITION_PREVIEW_ROWS,
  PositionImportMsg,
  type PositionRowStatus,
} from '@shangan/shared';
import type {
  PositionImportPreview,
  PositionPreviewRow,
} from '@shangan/shared/contracts/console/enlistment';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordAudit } from '../audit/public.ts';
import {
  PositionTableError,
  positionTemplate,
  readPositionTable,
  type PositionColumns,
  type ReadRow,
} from './import/position-reader.ts';

/**
 * The console's position tables: an exam's 职位表 read from Excel, previewed, and written in one
 * transaction. Positions are matched by code, so a table imported again (or corrected) updates
 * them in place; a code another exam holds is refused, as enlistments know positions by code.
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);

/** Takes an exam's row (a no-op update) until the transaction ends. */
export async function lockExamRow(trx: Trx, examId: number): Promise<void> {
  await trx
    .updateTable('enlist_exam')
    .set((eb) => ({ sort_order: eb.ref('sort_order') }))
    .where('id', '=', examId)
    .execute();
}

async function requireExam(db: Db | Trx, examId: number) {
  const exam = await db
    .selectFrom('enlist_exam')
    .select(['id', 'name', 'kind'])
    .where('id', '=', examId)
    .executeTakeFirst();
  if (!exam) throw new ApiError(ApiCode.NOT_FOUND, PositionImportMsg.examNotFound);
  return exam;
}

async function readFile(content: string, national: boolean) {
  try {
    return await readPositionTable(Buffer.from(content, 'base64'), national);
  } catch (error) {
    if (error instanceof PositionTableError) throw bad(error.message);
    throw error;
  }
}

type Existing = PositionColumns & { id: number; exam_id: number; exam_name: string };

/** The positions already holding the file's codes, in any exam, by code. */
async function existingByCode(db: Db | Trx, codes: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  // Chunks keep the IN list inside SQLite's and PostgreSQL's parameter limits.
  for (let start = 0; start < codes.length; start += 500) {
    const rows = await db
      .selectFrom('enlist_position as p')
      .innerJoin('enlist_exam as e', 'e.id', 'p.exam_id')
      .selectAll('p')
      .select('e.name as exam_name')
      .where('p.code', 'in', codes.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.code, row as unknown as Existing);
  }
  return found;
}

const COMPARED: Array<keyof PositionColumns> = [
  'department',
  'unit',
  'position_name',
  'intro',
  'quota',
  'education',
  'education_min',
  'education_only',
  'degree',
  'major',
  'political_rule',
  'grassroots_years',
  'other_requirements',
  'location',
  'region',
];

interface Checked {
  row: ReadRow;
  status: PositionRowStatus;
  messages: string[];
  existing: Existing | undefined;
}

/** Each row's fate: its own problems, a code repeated in the file or held by another exam. */
function checkRows(rows: ReadRow[], examId: number, existing: Map<string, Existing>): Checked[] {
  const firstPlace = new Map<string, string>();
  return rows.map((row) => {
    const messages = [...row.problems];
    const code = row.shown.code;
    const before = code ? existing.get(code) : undefined;
    if (code) {
      const earlier = firstPlace.get(code);
      if (earlier) messages.push(PositionImportMsg.codeRepeated(earlier));
      else firstPlace.set(code, row.place);
      if (before && before.exam_id !== examId) {
        messages.push(PositionImportMsg.codeOfOtherExam(before.exam_name));
      }
    }
    let status: PositionRowStatus;
    if (messages.length > 0 || !row.columns) status = 'error';
    else if (!before) status = 'new';
    else {
      const columns = row.columns;
      status = COMPARED.every((key) => before[key] === columns[key]) ? 'same' : 'update';
    }
    return { row, status, messages, existing: before };
  });
}

function previewRow(checked: Checked): PositionPreviewRow {
  const { row } = checked;
  const rule = row.columns?.political_rule;
  return {
    place: row.place,
    ...row.shown,
    political: rule ? POLITICAL_RULE_LABELS[rule] : row.shown.political,
    status: checked.status,
    messages: checked.messages,
  };
}

function tally(checked: Checked[]) {
  const count = (status: PositionRowStatus) =>
    checked.filter((item) => item.status === status).length;
  return {
    total: checked.length,
    added: count('new'),
    updated: count('update'),
    unchanged: count('same'),
    errors: count('error'),
  };
}

export async function previewPositionImport(
  db: Db,
  input: { examId: number; content: string },
): Promise<PositionImportPreview> {
  const exam = await requireExam(db, input.examId);
  const table = await readFile(input.content, exam.kind === 'national');
  const codes = table.rows.map((row) => row.shown.code).filter(Boolean);
  const checked = checkRows(table.rows, exam.id, await existingByCode(db, codes));
  const errors = checked.filter((item) => item.status === 'error');
  const rest = checked.filter((item) => item.status !== 'error').slice(0, POSITION_PREVIEW_ROWS);
  return {
    ...tally(checked),
    sheets: table.sheets,
    rows: [...errors, ...rest].map(previewRow),
  };
}

/**
 * Reads the file again and writes it in one transaction, checked again inside it: nothing is
 * written while any row is wrong, and an import racing another sees the other's codes.
 */
export async function commitPositionImport(
  db: Db,
  actorId: number,
  input: { examId: number; fileName: string; content: string },
): Promise<{ added: number; updated: number; unchanged: number }> {
  const exam = await requireExam(db, input.examId);
  const table = await readFile(input.content, exam.kind === 'national');
  return db.transaction().execute(async (trx) => {
    // One import of an exam at a time: the later one reads what the earlier wrote. Staff
    // changing or removing the exam take its row too (console-exams.service.ts).
    await lockExamRow(trx, exam.id);
    const current = await trx
      .selectFrom('enlist_exam')
      .select('kind')
      .where('id', '=', exam.id)
      .executeTakeFirst();
    if (!current) throw new ApiError(ApiCode.NOT_FOUND, PositionImportMsg.examNotFound);
    // The file was read for the kind it had: its regions are provinces or cities by it.
    if (current.kind !== exam.kind) throw bad(PositionImportMsg.examKindChanged);
    const codes = table.rows.map((row) => row.shown.code).filter(Boolean);
    const checked = checkRows(table.rows, exam.id, await existingByCode(trx, codes));
    const counts = tally(checked);
    if (counts.errors > 0) throw bad(PositionImportMsg.hasErrors(counts.errors));
    const last = await trx
      .selectFrom('enlist_position')
      .select((eb) => eb.fn.max<number | null>('sort_order').as('n'))
      .where('exam_id', '=', exam.id)
      .executeTakeFirst();
    let order = Number(last?.n ?? -1) + 1;
    const added: Array<PositionColumns & { exam_id: number; sort_order: number }> = [];
    for (const item of checked) {
      const columns = item.row.columns!;
      if (item.status === 'new') added.push({ ...columns, exam_id: exam.id, sort_order: order++ });
      if (item.status === 'update') {
        await trx
          .updateTable('enlist_position')
          .set(columns)
          .where('id', '=', item.existing!.id)
          .execute();
      }
    }
    for (let start = 0; start < added.length; start += 200) {
      await trx
        .insertInto('enlist_position')
        .values(added.slice(start, start + 200))
        .execute();
    }
    const result = { added: counts.added, updated: counts.updated, unchanged: counts.unchanged };
    await recordAudit(trx, {
      actorId,
      action: 'enlist_position.import',
      entity: 'enlist_exam',
      entityId: exam.id,
      before: null,
      after: { fileName: input.fileName, ...result },
    });
    return result;
  });
}

export async function positionTemplateFile() {
  return {
    fileName: '职位表导入模板.xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: (await positionTemplate()).toString('base64'),
  };
}
