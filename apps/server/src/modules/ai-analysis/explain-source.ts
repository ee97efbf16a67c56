import { QUESTION_TYPE_NAMES, type QuestionTypeCode } from '@shangan/shared';
import { displayAnswer, findCatalogue } from '../question-bank/public.ts';
import { parseOptions } from '../question-bank/public.ts';
import {
  findAnalyses,
  findMaterials,
  findQuestion,
  type Db,
  type QuestionRow,
} from '../question-bank/public.ts';
import { findReleasedKeys } from '../question-bank/public.ts';
import { mayOpen, type Viewer } from '../question-bank/public.ts';
import { findAnswer } from '../short-answer/public.ts';
import { richTextToPlain } from '../../lib/sanitize-html.ts';
import type { ExplainSource } from '../../providers/ai/index.ts';

/**
 * An AI explanation gives the answer away, so it follows the rule of the bank's own analyses:
 * only after the learner handed in an attempt holding the question and while no timed attempt
 * of theirs holds it (for a 申论 short answer: submitted it for grading), and VIP content only
 * with the VIP right.
 */
export async function mayExplain(db: Db, viewer: Viewer, questionId: number): Promise<boolean> {
  if (!viewer.userId) return false;
  const question = await findQuestion(db, questionId);
  if (!question || question.type_code === 'composite') return false;
  if (!mayOpen(viewer, question.vip_only)) return false;
  if (question.type_code === 'short_answer') {
    const saved = await findAnswer(db, viewer.userId, questionId);
    if (saved && saved.status !== 'draft') return true;
  }
  const { released } = await findReleasedKeys(db, viewer.userId, [questionId]);
  return released.has(questionId);
}

/** The question in plain text; sub-questions take their parent's materials and point. */
export async function loadExplainSource(db: Db, question: QuestionRow): Promise<ExplainSource> {
  const parent = question.parent_id === null ? null : await findQuestion(db, question.parent_id);
  const materials = parent ? ((await findMaterials(db, [parent.id])).get(parent.id) ?? []) : [];
  const pointId = question.catalogue_id ?? parent?.catalogue_id ?? null;
  const points = pointId === null ? [] : await cataloguePath(db, pointId);
  const analyses = (await findAnalyses(db, [question.id])).get(question.id) ?? [];
  return {
    questionId: question.id,
    typeCode: question.type_code,
    typeName: QUESTION_TYPE_NAMES[question.type_code as QuestionTypeCode] ?? '试题',
    points,
    stem: [parent ? richTextToPlain(parent.context) : '', richTextToPlain(question.context)]
      .filter(Boolean)
      .join('\n'),
    options: parseOptions(question.options).map((option) => ({
      head: option.optionHead,
      text: richTextToPlain(option.content),
    })),
    materials: materials.map(richTextToPlain).filter(Boolean),
    answer:
      question.type_code === 'short_answer'
        ? richTextToPlain(question.answer)
        : displayAnswer(question.type_code, question.answer),
    analyses: analyses
      .filter((row) => row.type === 'text' && row.is_ai === 0)
      .map((row) => richTextToPlain(row.analysis))
      .filter(Boolean),
  };
}

/** Module and knowledge point names, broadest first. */
async function cataloguePath(db: Db, catalogueId: number): Promise<string[]> {
  const names: string[] = [];
  let id: number | null = catalogueId;
  for (let depth = 0; id !== null && depth < 10; depth++) {
    const row = await findCatalogue(db, id);
    if (!row) break;
    names.unshift(row.name);
    id = row.parent_id;
  }
  return names;
}
