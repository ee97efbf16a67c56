import { ApiCode } from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type { AnswerInput, SaveHomeworkDraft } from '@shangan/shared/contracts/homework';
import { ApiError } from '../../lib/api-error.ts';
import {
  gradableOf,
  gradeAnswer,
  prepareAnswer,
  type QuestionRow,
} from '../question-bank/public.ts';
import { checkAnswerPictures } from '../short-answer/public.ts';
import { assertStudent } from './access.ts';
import type { HomeworkContext } from './context.ts';
import {
  answersOf,
  clearAnswerCorrections,
  ensureSubmission,
  findPublishedHomework,
  findSubmission,
  itemsOf,
  OPEN_STATES,
  setAnswerResult,
  setScores,
  takeHandIn,
  takeSave,
  upsertAnswer,
  type HomeworkRow,
  type ItemRow,
  type SubmissionRow,
} from './homework.repository.ts';
import { HW_MSG } from './messages.ts';
import { isOverdue, loadQuestions, parsePictures, points } from './views.ts';

/**
 * A learner's answers: the autosaved draft and the one hand-in. Every answer is checked before
 * anything is written (the item is the homework's, an objective answer fits its question, the
 * photos are the learner's own checked uploads), then the whole save is one transaction. The
 * submission row is taken by a conditional update first, so a save and a hand-in of the same
 * homework, or two hand-ins, follow each other and only one hand-in counts.
 */
type AnswersBody = BodyOf<typeof SaveHomeworkDraft>;

/** An answer as it will be stored: only the fields that were sent. */
interface CheckedAnswer {
  itemId: number;
  choice?: string;
  text?: string;
  pictures?: string[];
}

interface Loaded {
  homework: HomeworkRow;
  items: ItemRow[];
  questions: Map<number, QuestionRow>;
}

async function loadForAnswering(
  ctx: HomeworkContext,
  userId: number,
  homeworkId: number,
): Promise<Loaded> {
  const homework = await findPublishedHomework(ctx.db, homeworkId);
  if (!homework) throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.notFound);
  await assertStudent(ctx, userId, homework.course_id);
  const items = (await itemsOf(ctx.db, [homework.id])).get(homework.id) ?? [];
  const { rows } = await loadQuestions(ctx, items);
  return { homework, items, questions: rows };
}

/**
 * Checks each answer against its item. At hand-in (`recheck`) photos in an object store are read
 * again: an upload address still valid could have replaced one since it was saved.
 */
async function checkAnswers(
  ctx: HomeworkContext,
  userId: number,
  loaded: Loaded,
  answers: AnswerInput[],
  options: { recheck: boolean },
): Promise<CheckedAnswer[]> {
  const items = new Map(loaded.items.map((item, index) => [item.id, { item, number: index + 1 }]));
  const seen = new Set<number>();
  const checked: CheckedAnswer[] = [];
  for (const answer of answers) {
    const entry = items.get(answer.itemId);
    if (!entry) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.itemUnknown);
    if (seen.has(answer.itemId)) continue;
    seen.add(answer.itemId);
    const { item, number } = entry;
    const question = item.question_id === null ? undefined : loaded.questions.get(item.question_id);
    if (item.kind === 'objective') {
      if (answer.choice === undefined || !question) continue;
      const prepared = prepareAnswer(gradableOf(question), answer.choice);
      if (!prepared.ok) {
        throw new ApiError(ApiCode.BAD_REQUEST, `第${number}题：${prepared.message}`);
      }
      checked.push({ itemId: item.id, choice: prepared.stored });
      continue;
    }
    checked.push({
      itemId: item.id,
      ...(answer.text !== undefined ? { text: answer.text.trim() } : {}),
      ...(answer.pictures !== undefined
        ? { pictures: await checkAnswerPictures(ctx, userId, answer.pictures, options) }
        : {}),
    });
  }
  return checked;
}

/** A first hand-in after the deadline: refused, or taken as late where the homework allows. */
function lateness(homework: HomeworkRow, submission: SubmissionRow | undefined, now: Date) {
  // A homework the teacher sent back may always be handed in again.
  if ((submission?.attempt ?? 0) > 0 || !isOverdue(homework, now)) return false;
  if (homework.allow_late !== 1) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.deadlinePassed);
  return true;
}

/** A submission no longer open: a save is told it can no longer change, a hand-in that it is in. */
function refuseClosed(action: 'save' | 'hand-in'): never {
  throw new ApiError(
    ApiCode.BAD_REQUEST,
    action === 'save' ? HW_MSG.notEditable : HW_MSG.alreadySubmitted,
  );
}

const isOpen = (state: string) => (OPEN_STATES as readonly string[]).includes(state);

export async function saveDraft(ctx: HomeworkContext, userId: number, body: AnswersBody) {
  const loaded = await loadForAnswering(ctx, userId, body.homeworkId);
  const now = new Date();
  const existing = await findSubmission(ctx.db, loaded.homework.id, userId);
  if (existing && !isOpen(existing.state)) refuseClosed('save');
  // Saving what can no longer be handed in would only mislead.
  lateness(loaded.homework, existing, now);
  const checked = await checkAnswers(ctx, userId, loaded, body.answers, { recheck: false });
  const nowIso = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const submission = await ensureSubmission(trx, loaded.homework.id, userId, nowIso);
    const taken = await takeSave(trx, submission.id, body.rev ?? null, nowIso);
    if (!taken) {
      const current = await findSubmission(trx, loaded.homework.id, userId);
      if (current && isOpen(current.state)) {
        return { rev: current.rev, savedAt: current.saved_at, stale: true };
      }
      refuseClosed('save');
    }
    for (const answer of checked) {
      await upsertAnswer(trx, { submissionId: taken.id, ...answer, now: nowIso });
    }
    return { rev: taken.rev, savedAt: taken.saved_at, stale: false };
  });
}

export async function submitHomework(ctx: HomeworkContext, userId: number, body: AnswersBody) {
  const loaded = await loadForAnswering(ctx, userId, body.homeworkId);
  const now = new Date();
  const existing = await findSubmission(ctx.db, loaded.homework.id, userId);
  if (existing && !isOpen(existing.state)) refuseClosed('hand-in');
  const late = lateness(loaded.homework, existing, now);
  const checked = await checkAnswers(ctx, userId, loaded, body.answers, { recheck: true });
  const nowIso = now.toISOString();
  const hasSubjective = loaded.items.some((item) => item.kind === 'subjective');
  return ctx.db.transaction().execute(async (trx) => {
    const submission = await ensureSubmission(trx, loaded.homework.id, userId, nowIso);
    const taken = await takeHandIn(trx, submission.id, {
      state: hasSubjective ? 'submitted' : 'corrected',
      now: nowIso,
      late,
      rev: body.rev ?? null,
    });
    if (!taken) {
      // Still open: another page or device saved newer answers than these since.
      const current = await findSubmission(trx, loaded.homework.id, userId);
      if (current && isOpen(current.state)) {
        throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.staleHandIn);
      }
      refuseClosed('hand-in');
    }
    for (const answer of checked) {
      await upsertAnswer(trx, { submissionId: taken.id, ...answer, now: nowIso });
    }
    await clearAnswerCorrections(trx, taken.id);
    const stored = new Map((await answersOf(trx, taken.id)).map((row) => [row.item_id, row]));
    const answeredAny = [...stored.values()].some(
      (row) => row.choice !== '' || row.text !== '' || parsePictures(row.pictures).length > 0,
    );
    // Thrown inside the transaction: nothing of this hand-in stays.
    if (!answeredAny) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.emptyHandIn);
    let objectiveTenths = 0;
    for (const item of loaded.items) {
      if (item.kind !== 'objective') continue;
      const question =
        item.question_id === null ? undefined : loaded.questions.get(item.question_id);
      const choice = stored.get(item.id)?.choice ?? '';
      const correct = question ? gradeAnswer(gradableOf(question), choice) : null;
      const scoreTenths = correct === 1 ? item.score_tenths : 0;
      objectiveTenths += scoreTenths;
      await setAnswerResult(
        trx,
        { submissionId: taken.id, itemId: item.id },
        {
          correct,
          scoreTenths,
          now: nowIso,
        },
      );
    }
    const scoreTenths = hasSubjective ? null : objectiveTenths;
    await setScores(trx, taken.id, { objectiveTenths, scoreTenths });
    return {
      submissionId: taken.id,
      state: taken.state as 'submitted' | 'corrected',
      submittedAt: nowIso,
      late,
      score: scoreTenths === null ? null : points(scoreTenths),
    };
  });
}
