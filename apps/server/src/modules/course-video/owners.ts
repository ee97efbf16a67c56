import type { Db } from '../../db/database.ts';

/** Which module's rows a video belongs to: a course lesson or a video-teaching lecture. */
export type VideoOwnerKind = 'lesson' | 'lecture';

export const VIDEO_OWNER_KINDS: readonly VideoOwnerKind[] = ['lesson', 'lecture'];

/** What a person may watch of one owner row, decided by the module that owns the row. */
export type VideoAccess =
  | { level: 'full' }
  /** May watch only the first trialSeconds. */
  | { level: 'trial'; trialSeconds: number }
  /** Chinese reason shown to the person, e.g. '购买课程后即可观看'. */
  | { level: 'none'; reason: string };

/**
 * Decides, on every playlist, key and segment request, what a user (null = visitor) may watch
 * of the owner row. Registered by the owning module at start-up.
 */
export interface VideoOwner {
  access(db: Db, userId: number | null, ownerId: number): Promise<VideoAccess>;
  /** Shown above the player and used for the resume list: the lesson's or lecture's title. */
  describe(db: Db, ownerIds: number[]): Promise<Map<number, { title: string; courseId?: number }>>;
  /**
   * The old site's getWebSectionPeriodVidVO: the owner rows of a course in outline order, with
   * the ids its clients read (periodId is the owner row's id); null when there is no such
   * course. Only the owner of lessons has it.
   */
  coursePeriods?(db: Db, courseSkuId: number): Promise<CoursePeriod[] | null>;
}

/** One owner row of a course as the old site's clients address it. */
export interface CoursePeriod {
  periodId: number;
  classId: number;
  timeArrangeId: number;
  courseCoursewareId: number;
}

/**
 * Owners by kind. Owners are stateless (they work only through the handle they are given), so
 * one map serves every app built in the process, as the shop's paid-order listeners do.
 */
const owners = new Map<VideoOwnerKind, VideoOwner>();

/** Registers the owner of a kind; registering the same owner again is a no-op. */
export function registerVideoOwner(kind: VideoOwnerKind, owner: VideoOwner): void {
  const taken = owners.get(kind);
  if (taken && taken !== owner) throw new Error(`videos of ${kind} already have an owner`);
  owners.set(kind, owner);
}

/** The owner of a kind, or undefined when its module is not mounted. */
export function ownerOf(kind: VideoOwnerKind): VideoOwner | undefined {
  return owners.get(kind);
}

/**
 * Puts an owner in place of whatever is registered for the kind and returns what puts the old
 * one back: the video module's own tests play videos of a test owner without the courses module.
 */
export function replaceVideoOwner(kind: VideoOwnerKind, owner: VideoOwner): () => void {
  const before = owners.get(kind);
  owners.set(kind, owner);
  return () => {
    if (before) owners.set(kind, before);
    else owners.delete(kind);
  };
}
