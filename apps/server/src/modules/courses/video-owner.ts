import type { Db } from '../../db/database.ts';
import type { CoursePeriod, VideoAccess, VideoOwner } from '../course-video/public.ts';
import {
  chaptersOf,
  findCourse,
  findLesson,
  findLessons,
  lessonsOf,
  packageMembers,
  packagesContaining,
} from './courses.repository.ts';
import { holdingsFor, lessonAccess, rightsOf } from './rights.ts';

/**
 * The courses module as the owner of lesson videos: the player's every playlist, key and segment
 * request asks `access`, so what a person may watch is decided by the same rules as the outline
 * (rights.ts), from the rows as they are at that moment.
 */
export const lessonVideoOwner: VideoOwner = {
  async access(db: Db, userId: number | null, lessonId: number): Promise<VideoAccess> {
    const lesson = await findLesson(db, lessonId);
    if (!lesson) return { level: 'none', reason: '课时不存在' };
    // A live lesson's video is its recording (the playback), open by the same rules.
    if (lesson.kind !== 'video' && lesson.kind !== 'live') {
      return { level: 'none', reason: '该课时不是视频' };
    }
    const course = await findCourse(db, lesson.course_id);
    if (!course) return { level: 'none', reason: '课时不存在' };
    const packages = (await packagesContaining(db, [course.id])).get(course.id) ?? [];
    const subject = { course, packages };
    const rights = rightsOf(await holdingsFor(db, userId, subject), subject);
    return lessonAccess(rights, course, lesson);
  },

  async describe(db: Db, lessonIds: number[]) {
    const rows = await findLessons(db, lessonIds);
    return new Map(rows.map((row) => [row.id, { title: row.title, courseId: row.course_id }]));
  },

  /**
   * The video lessons of a course in outline order (a package: its member courses one after
   * another), with the ids the previous site's clients read: periodId, timeArrangeId and
   * courseCoursewareId are the lesson's id, classId the course's.
   */
  async coursePeriods(db: Db, courseSkuId: number): Promise<CoursePeriod[] | null> {
    const course = await findCourse(db, courseSkuId);
    if (!course) return null;
    const ids =
      course.kind === 'package'
        ? ((await packageMembers(db, [course.id])).get(course.id) ?? [])
        : [course.id];
    const [chapters, lessons] = await Promise.all([chaptersOf(db, ids), lessonsOf(db, ids)]);
    const periods: CoursePeriod[] = [];
    for (const id of ids) {
      for (const chapter of chapters.filter((c) => c.course_id === id)) {
        for (const lesson of lessons) {
          if (lesson.chapter_id !== chapter.id || lesson.kind !== 'video') continue;
          periods.push({
            periodId: lesson.id,
            classId: lesson.course_id,
            timeArrangeId: lesson.id,
            courseCoursewareId: lesson.id,
          });
        }
      }
    }
    return periods;
  },
};
