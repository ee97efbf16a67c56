import type { Chapter, Lesson } from './api/course';

/** The course's lessons in outline order. */
export function lessonsOf(chapters: readonly Chapter[]): Lesson[] {
  return chapters.flatMap((chapter) => chapter.lessons);
}

/** The chapter holding the lesson. */
export function chapterOf(chapters: readonly Chapter[], lessonId: number): Chapter | undefined {
  return chapters.find((chapter) => chapter.lessons.some((lesson) => lesson.id === lessonId));
}

/**
 * The video lesson a bare /videoPlay?courseId= opens: the one watched last when it is not
 * finished, else the first unfinished one after it, else the first the viewer may watch at all
 * (a 试看 lesson for a visitor), else the first video of the course.
 */
export function startingLesson(chapters: readonly Chapter[]): Lesson | undefined {
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
  return videos.find((lesson) => lesson.access !== 'none') ?? videos[0];
}

/** The next video lesson after this one in outline order. */
export function nextVideoLesson(
  chapters: readonly Chapter[],
  lessonId: number,
): Lesson | undefined {
  const videos = lessonsOf(chapters).filter((lesson) => lesson.kind === 'video');
  const index = videos.findIndex((lesson) => lesson.id === lessonId);
  return index < 0 ? undefined : videos[index + 1];
}
