import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../../lib/notifier';
import { courseDetailKey } from '../../api/console-courses';
import {
  lessonVideoProblem,
  startLessonVideoUpload,
  type LessonVideoUpload,
} from '../../lib/lesson-video-upload';

/** A video on its way up: which file, and how much of it the server has. */
export interface LessonUploadProgress {
  fileName: string;
  percent: number;
}

export interface LessonUploads {
  /** The uploads under way, by lesson id. */
  progress: Record<number, LessonUploadProgress>;
  /** Checks the file and starts sending it; a refused file is said at once and not sent. */
  start: (lessonId: number, file: File) => void;
  cancel: (lessonId: number) => void;
}

/**
 * The course's video uploads, held by the outline rather than by each lesson's row, so that
 * reordering or re-reading the outline never loses one. Leaving the page stops them; choosing
 * the same file again later resumes where they stopped.
 */
export function useLessonUploads(courseId: number): LessonUploads {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<number, LessonUploadProgress>>({});
  const running = useRef(new Map<number, LessonVideoUpload>());

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const upload of uploads.values()) upload.cancel();
      uploads.clear();
    };
  }, []);

  const settle = (lessonId: number) => {
    running.current.delete(lessonId);
    setProgress(({ [lessonId]: _done, ...rest }) => rest);
  };

  const start = (lessonId: number, file: File) => {
    const problem = lessonVideoProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (running.current.has(lessonId)) return;
    setProgress((all) => ({ ...all, [lessonId]: { fileName: file.name, percent: 0 } }));
    const upload = startLessonVideoUpload(lessonId, file, {
      onProgress: (percent) =>
        setProgress((all) => {
          const now = all[lessonId];
          return now && now.percent !== percent ? { ...all, [lessonId]: { ...now, percent } } : all;
        }),
      onSuccess: () => {
        settle(lessonId);
        notify.success('视频已上传，正在排队转码');
        // The lesson is 排队中 now; the course query keeps reading it until it is ready.
        void queryClient.invalidateQueries({ queryKey: courseDetailKey(courseId) });
      },
      onError: (message) => {
        settle(lessonId);
        if (message) notify.error(message);
      },
    });
    running.current.set(lessonId, upload);
  };

  const cancel = (lessonId: number) => {
    const upload = running.current.get(lessonId);
    if (!upload) return;
    upload.cancel();
    settle(lessonId);
    notify.info('已取消上传；再次选择同一文件可从中断处继续');
  };

  return { progress, start, cancel };
}
