import type { LockState } from '@shangan/shared/contracts/video-teaching/lectures';
import type { Db } from '../../db/database.ts';
import type { VideoAccess, VideoOwner } from '../course-video/public.ts';
import { findQuestionsByIds, findReleasedKeys, loadViewer } from '../question-bank/public.ts';
import { findLectureTitles, findOnlineLecture } from './lecture.repository.ts';
import { findUnlock } from './unlock.repository.ts';

/**
 * Who may watch a lecture, the one rule behind the lists' lock state and the video delivery:
 * in full once the learner unlocked it with an experience card (for good, whatever the card's
 * expiry) or while they are a VIP member; otherwise, visitors included, its first trial seconds.
 * Nothing while a mock the learner is sitting holds the lecture's question.
 * VIP is the question bank's own reading of the membership, so the two areas never disagree.
 */
export function lockStateOf(unlocked: boolean, isVip: boolean): LockState {
  if (unlocked) return 'unlocked';
  return isVip ? 'vip' : 'locked';
}

export const LECTURE_GONE = '讲题不存在或已下架';
export const HELD_FOR_EXAM = '模考进行中，交卷后才能观看本题讲解';

/**
 * Whether a running timed attempt (a mock) of the learner holds the question: the lecture says
 * the answer, and the question bank keeps a question's key back until such an attempt is
 * handed in. A composite question counts as held when any of its parts is.
 */
async function heldForExam(db: Db, userId: number, questionId: number): Promise<boolean> {
  const { underExam } = await findReleasedKeys(db, userId, []);
  if (underExam.size === 0) return false;
  if (underExam.has(questionId)) return true;
  const held = await findQuestionsByIds(db, [...underExam]);
  return held.some((row) => row.parent_id === questionId);
}

export async function lectureAccess(
  db: Db,
  userId: number | null,
  lectureId: number,
): Promise<VideoAccess> {
  const lecture = await findOnlineLecture(db, lectureId);
  if (!lecture) return { level: 'none', reason: LECTURE_GONE };
  let state: LockState = 'locked';
  if (userId !== null) {
    if (await heldForExam(db, userId, lecture.question_id)) {
      return { level: 'none', reason: HELD_FOR_EXAM };
    }
    const unlocked = (await findUnlock(db, userId, lectureId)) !== undefined;
    state = lockStateOf(unlocked, !unlocked && (await loadViewer(db, userId)).isVip);
  }
  return state === 'locked'
    ? { level: 'trial', trialSeconds: lecture.trial_seconds }
    : { level: 'full' };
}

/** What the protected video delivery asks of the lectures' videos (owner kind 'lecture'). */
export const lectureVideoOwner: VideoOwner = {
  access: lectureAccess,
  async describe(db, ownerIds) {
    const titles = await findLectureTitles(db, ownerIds);
    return new Map([...titles].map(([id, title]) => [id, { title }]));
  },
};
