import type { ConsoleCourseDetail } from '@shangan/shared/contracts/console/courses';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { useConsoleLiveLessons } from '../../api/console-live-lessons';

/** What the outline knows of one live lesson's session. */
export type LiveLessonState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** A live lesson the server has no session for (nothing to start or stream to). */
  | { status: 'missing' }
  | { status: 'ready'; live: ConsoleLiveLesson };

export interface LiveLessons {
  of: (lessonId: number) => LiveLessonState;
  retry: () => void;
}

/**
 * The sessions of a course's live lessons, read from the live endpoint beside the course (whose
 * outline lists the live lessons but not their time, teacher or stream). Nothing is asked while
 * the outline has no live lesson.
 */
export function useLiveLessons(course: ConsoleCourseDetail): LiveLessons {
  const hasLive = course.chapters.some((chapter) =>
    chapter.lessons.some((lesson) => lesson.kind === 'live'),
  );
  const query = useConsoleLiveLessons(course.id, hasLive);
  return {
    of: (lessonId) => {
      const live = query.data?.find((item) => item.lessonId === lessonId);
      if (live) return { status: 'ready', live };
      // A lesson just added is read again with the outline: its session is on its way.
      if (query.isFetching || (query.isPending && hasLive)) return { status: 'loading' };
      if (query.isError) return { status: 'failed' };
      return { status: 'missing' };
    },
    retry: () => void query.refetch(),
  };
}
