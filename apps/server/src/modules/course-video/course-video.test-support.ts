import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { CoursePeriod, VideoAccess, VideoOwner } from './owners.ts';
import { seedOwnerVideo } from './seed.ts';

/**
 * A lesson owner for the video module's tests: rows it knows, each with its buyers (full
 * access), an optional trial for everybody else, and a course they belong to.
 */
export class TestLessons implements VideoOwner {
  private readonly rows = new Map<
    number,
    { title: string; courseId: number; buyers: Set<number>; trialSeconds: number }
  >();

  add(ownerId: number, options: { title: string; courseId: number; trialSeconds?: number }) {
    this.rows.set(ownerId, {
      title: options.title,
      courseId: options.courseId,
      buyers: new Set(),
      trialSeconds: options.trialSeconds ?? 0,
    });
  }

  grant(ownerId: number, userId: number): void {
    this.rows.get(ownerId)!.buyers.add(userId);
  }

  revoke(ownerId: number, userId: number): void {
    this.rows.get(ownerId)!.buyers.delete(userId);
  }

  async access(_db: Db, userId: number | null, ownerId: number): Promise<VideoAccess> {
    const row = this.rows.get(ownerId);
    if (!row) return { level: 'none', reason: '课时不存在' };
    if (userId !== null && row.buyers.has(userId)) return { level: 'full' };
    if (row.trialSeconds > 0) return { level: 'trial', trialSeconds: row.trialSeconds };
    return { level: 'none', reason: '购买课程后即可观看' };
  }

  async describe(_db: Db, ownerIds: number[]) {
    const found = new Map<number, { title: string; courseId?: number }>();
    for (const id of ownerIds) {
      const row = this.rows.get(id);
      if (row) found.set(id, { title: row.title, courseId: row.courseId });
    }
    return found;
  }

  async coursePeriods(_db: Db, courseSkuId: number): Promise<CoursePeriod[] | null> {
    const periods = [...this.rows.entries()]
      .filter(([, row]) => row.courseId === courseSkuId)
      .map(([id]) => ({
        periodId: id,
        classId: courseSkuId,
        timeArrangeId: id,
        courseCoursewareId: id,
      }));
    return periods.length > 0 ? periods : null;
  }
}

/** Owner ids far from any seeded lesson's. */
let nextOwnerId = 900_000 + crypto.randomInt(0, 50_000) * 10;

/** Records a 20 s slides video (four 5 s segments) for a new lesson of the test owner. */
export async function addTestVideo(
  app: FastifyInstance,
  lessons: TestLessons,
  options: { courseId: number; trialSeconds?: number; title?: string },
) {
  const ownerId = nextOwnerId++;
  const title = options.title ?? '测试课时：言语理解';
  lessons.add(ownerId, { title, courseId: options.courseId, trialSeconds: options.trialSeconds });
  const { videoId } = await app.db.transaction().execute((trx) =>
    seedOwnerVideo(trx, {
      ownerKind: 'lesson',
      ownerId,
      title,
      lines: ['片段阅读先找转折词', '关联词之后是观点', '主旨题看全文'],
      seconds: 20,
      now: new Date().toISOString(),
    }),
  );
  return { ownerId, videoId };
}
