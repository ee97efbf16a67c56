/**
 * What other modules may use of the protected video delivery: registering the module that owns
 * the rows videos belong to (course lessons, lectures), seeding a demo video for such a row, and
 * reading a person's watch progress on rows.
 */
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { VideoOwnerKind } from './owners.ts';

export {
  registerVideoOwner,
  type CoursePeriod,
  type VideoAccess,
  type VideoOwner,
  type VideoOwnerKind,
} from './owners.ts';

/**
 * Demo content: makes (or reuses from a cache) a short real video (slides with captions) for an
 * owner row and records it. Called by the owner modules' seeds.
 */
export async function seedOwnerVideo(
  _trx: Transaction<Database>,
  _input: {
    ownerKind: VideoOwnerKind;
    ownerId: number;
    title: string;
    lines: string[];
    seconds: number;
    now: string;
  },
): Promise<{ videoId: string; durationSeconds: number }> {
  throw new Error('not yet');
}

/** Progress of a user on owner rows (for my courses, study statistics, the outline's ticks). */
export async function watchProgress(
  _db: Db,
  _userId: number,
  _kind: VideoOwnerKind,
  _ownerIds: number[],
): Promise<
  Map<
    number,
    {
      positionSeconds: number;
      watchedSeconds: number;
      durationSeconds: number;
      completed: boolean;
      updatedAt: string;
    }
  >
> {
  throw new Error('not yet');
}
