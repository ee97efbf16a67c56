import { pathTo } from '../../lib/paths';
import type { Chapter, CourseCard, Lesson } from './types';

/** A course's detail page (/courseDetail?id=). */
export function courseUrl(course: Pick<CourseCard, 'id'>): string {
  return pathTo('courseDetail', {}, { id: course.id });
}

/** The player at a lesson, or at the lesson it chooses itself (the last one watched …). */
export function playUrl(courseId: number, lessonId?: number | null): string {
  return pathTo('VideoPlay', {}, { courseId, lessonId });
}

/** A held course's study page: the micro-lesson page for a 微课, the outline for the rest. */
export function studyPageUrl(course: Pick<CourseCard, 'id' | 'kind'>): string {
  return course.kind === 'micro'
    ? pathTo('MiniCourseDetail', {}, { id: course.id })
    : pathTo('MyCourseDetail', {}, { id: course.id });
}

/** The course's tags without those repeating its kind, exam or subject (shown beside them). */
export function ownTags(
  course: Pick<CourseCard, 'tags' | 'kindText' | 'exam' | 'subject'>,
): string[] {
  const shown: string[] = [course.kindText, course.exam, course.subject];
  return course.tags.filter((tag) => !shown.includes(tag));
}

/** The course's lessons in outline order. */
export function lessonsOf(chapters: readonly Chapter[]): Lesson[] {
  return chapters.flatMap((chapter) => chapter.lessons);
}

/**
 * The video lesson 开始学习 / 继续学习 opens: the one watched last when it is not finished,
 * else the first unfinished one after it, else the first the viewer may open, else undefined
 * (no video lessons at all).
 */
export function resumeLesson(chapters: readonly Chapter[]): Lesson | undefined {
  const videos = lessonsOf(chapters).filter((lesson) => lesson.kind === 'video');
  const watched = videos
    .filter((lesson) => lesson.progress !== null)
    .sort((a, b) => (b.progress?.updatedAt ?? '').localeCompare(a.progress?.updatedAt ?? ''))[0];
  if (watched) {
    if (!watched.progress?.completed) return watched;
    const after = videos.slice(videos.indexOf(watched) + 1);
    const next = after.find((lesson) => !lesson.progress?.completed && lesson.access !== 'none');
    if (next) return next;
  }
  return videos.find((lesson) => lesson.access !== 'none');
}

/** Video lessons watched to the end, of all video lessons. */
export function videoTally(chapters: readonly Chapter[]): { done: number; total: number } {
  const videos = lessonsOf(chapters).filter((lesson) => lesson.kind === 'video');
  return {
    done: videos.filter((lesson) => lesson.progress?.completed).length,
    total: videos.length,
  };
}
