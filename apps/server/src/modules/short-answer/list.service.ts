import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { descendantIds, findCatalogue, findCatalogues } from '../question-bank/public.ts';
import {
  findEmbargoedQuestionIds,
  findMaterials,
  findQuestionsByIds,
  type QuestionRow,
} from '../question-bank/public.ts';
import { catalogueVipOnly, mayOpen, type Viewer } from '../question-bank/public.ts';
import type { ShortAnswerContext } from './context.ts';
import { SA_MSG } from './messages.ts';
import { plainTitle } from './question-view.ts';
import {
  findAnswersOf,
  findPaperHead,
  findShortAnswerQuestions,
} from './short-answer.repository.ts';

/**
 * The short answers of a catalogue node (and the nodes below it) or of a paper: 申论 material
 * questions with their sub-questions, and standalone ones (面试, 大作文), each with the
 * learner's progress. VIP-only content is listed as locked rather than refused, so the page
 * can offer membership.
 */
export async function listShortAnswers(
  ctx: ShortAnswerContext,
  viewer: Viewer & { userId: number },
  input: { catalogueId?: number; paperId?: number },
) {
  let title: string;
  let nodeLocked = false;
  let rows: QuestionRow[];
  if (input.paperId !== undefined) {
    const paper = await findPaperHead(ctx.db, input.paperId);
    if (!paper) throw new ApiError(ApiCode.NOT_FOUND, '试卷不存在');
    title = paper.title;
    nodeLocked = !mayOpen(viewer, paper.vip_only);
    rows = await findShortAnswerQuestions(ctx.db, { paperId: input.paperId });
  } else if (input.catalogueId !== undefined) {
    const node = await findCatalogue(ctx.db, input.catalogueId);
    if (!node) throw new ApiError(ApiCode.NOT_FOUND, '目录不存在');
    title = node.name;
    nodeLocked = !mayOpen(viewer, await catalogueVipOnly(ctx.db, node.id));
    const ids = descendantIds(await findCatalogues(ctx.db, node.subject_id), node.id);
    rows = await findShortAnswerQuestions(ctx.db, { catalogueIds: ids });
  } else {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.chooseList);
  }
  // A mock contest's 申论 questions are listed once the contest is over.
  const embargoed = await findEmbargoedQuestionIds(ctx.db);
  rows = rows.filter((row) => !embargoed.has(row.id));
  const parentIds = [...new Set(rows.map((row) => row.parent_id).filter((id) => id !== null))];
  const parents = new Map(
    (await findQuestionsByIds(ctx.db, parentIds)).map((row) => [row.id, row]),
  );
  const materials = await firstMaterials(ctx, parentIds);
  const answers = await findAnswersOf(
    ctx.db,
    viewer.userId,
    rows.map((row) => row.id),
  );

  const items = new Map<number, { top: QuestionRow; children: QuestionRow[] }>();
  for (const row of rows) {
    const top = row.parent_id === null ? row : parents.get(row.parent_id);
    if (!top) continue;
    const item = items.get(top.id) ?? { top, children: [] };
    item.children.push(row);
    items.set(top.id, item);
  }
  const ordered = [...items.values()].sort(
    (a, b) => a.top.sort_order - b.top.sort_order || a.top.id - b.top.id,
  );
  return {
    title,
    items: ordered.map(({ top, children }) => {
      const kind = top.type_code === 'composite' ? ('material' as const) : ('single' as const);
      return {
        id: top.id,
        kind,
        title: plainTitle(
          kind === 'material' ? (materials.get(top.id) ?? top.context) : top.context,
        ),
        locked: nodeLocked || !mayOpen(viewer, top.vip_only),
        questions: children.map((child, index) => {
          const answer = answers.get(child.id);
          const graded = answer?.status === 'graded';
          return {
            id: child.id,
            index: index + 1,
            title: plainTitle(child.context),
            wordsNum: child.words_num,
            score: child.score_tenths / 10,
            status: (answer?.status ?? 'new') as 'new' | 'draft' | 'submitted' | 'graded',
            userScore:
              graded && answer.user_score_tenths !== null ? answer.user_score_tenths / 10 : null,
          };
        }),
      };
    }),
  };
}

/** The first material of each composite question: it names the item better than its stem. */
async function firstMaterials(ctx: ShortAnswerContext, parentIds: number[]) {
  const first = new Map<number, string>();
  if (parentIds.length === 0) return first;
  for (const [questionId, contents] of await findMaterials(ctx.db, parentIds)) {
    if (contents[0] !== undefined) first.set(questionId, contents[0]);
  }
  return first;
}
