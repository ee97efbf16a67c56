import type { QuestionBankContext } from './context.ts';
import {
  countDoneByCatalogue,
  countQuestionsByCatalogue,
  findCatalogues,
  findSubjects,
  type CatalogueRow,
} from './catalogue.repository.ts';
import type { CatalogueNode } from '@shangan/shared/contracts/question-bank';
import { findEmbargoedQuestionIds } from './contest-embargo.ts';
import { mayOpen, type Viewer } from './rights.ts';
import { countPapersBySubject } from './paper.repository.ts';

/**
 * Catalogue trees with counts rolled up from the knowledge points to the modules: how many
 * questions a node holds, how many of them the learner has done and got right last time, and
 * whether it is locked for them.
 */
export async function catalogueNodes(
  ctx: QuestionBankContext,
  viewer: Viewer,
  subjectId?: number,
): Promise<CatalogueNode[]> {
  // A mock contest's questions under embargo stay out of the learner's counts until it is over.
  const embargoed = viewer.userId ? [...(await findEmbargoedQuestionIds(ctx.db))] : [];
  const [rows, questionCounts, done] = await Promise.all([
    findCatalogues(ctx.db, subjectId),
    countQuestionsByCatalogue(ctx.db),
    countDoneByCatalogue(ctx.db, viewer.userId, embargoed),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const totals = new Map<
    number,
    { questions: number; objective: number; done: number; correct: number }
  >();
  const hasChildren = new Set(rows.map((row) => row.parent_id).filter((id) => id !== null));

  for (const row of rows) {
    const own = {
      questions: questionCounts.get(row.id)?.all ?? 0,
      objective: questionCounts.get(row.id)?.objective ?? 0,
      done: done.get(row.id)?.done ?? 0,
      correct: done.get(row.id)?.correct ?? 0,
    };
    // Add this node's own questions to itself and every ancestor.
    for (let node: CatalogueRow | undefined = row; node;) {
      const total = totals.get(node.id) ?? { questions: 0, objective: 0, done: 0, correct: 0 };
      total.questions += own.questions;
      total.objective += own.objective;
      total.done += own.done;
      total.correct += own.correct;
      totals.set(node.id, total);
      node = node.parent_id === null ? undefined : byId.get(node.parent_id);
    }
  }

  const vipOnly = (row: CatalogueRow): boolean => {
    for (let node: CatalogueRow | undefined = row; node;) {
      if (node.vip_only) return true;
      node = node.parent_id === null ? undefined : byId.get(node.parent_id);
    }
    return false;
  };

  return rows.map((row) => {
    const locked = vipOnly(row);
    const total = totals.get(row.id) ?? { questions: 0, objective: 0, done: 0, correct: 0 };
    return {
      id: row.id,
      subjectId: row.subject_id,
      parentId: row.parent_id,
      name: row.name,
      level: row.level,
      vipOnly: locked,
      locked: !mayOpen(viewer, locked),
      questionCount: total.questions,
      objectiveCount: total.objective,
      doneCount: total.done,
      correctCount: total.correct,
      hasChildren: hasChildren.has(row.id),
    };
  });
}

/** The bank home: every subject with its size, the learner's progress and its modules. */
export async function subjectSummaries(ctx: QuestionBankContext, viewer: Viewer) {
  const [subjects, nodes, paperCounts] = await Promise.all([
    findSubjects(ctx.db),
    catalogueNodes(ctx, viewer),
    countPapersBySubject(ctx.db),
  ]);
  return subjects.map((subject) => {
    const modules = nodes.filter((node) => node.subjectId === subject.id && node.parentId === null);
    return {
      id: subject.id,
      code: subject.code,
      name: subject.name,
      description: subject.description,
      questionCount: modules.reduce((sum, node) => sum + node.questionCount, 0),
      paperCount: paperCounts.get(subject.id) ?? 0,
      doneCount: modules.reduce((sum, node) => sum + node.doneCount, 0),
      correctCount: modules.reduce((sum, node) => sum + node.correctCount, 0),
      modules: modules.map((node) => ({ id: node.id, name: node.name })),
    };
  });
}
