import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConsoleCourseMsg } from '@shangan/shared';
import {
  FfmpegMissingError,
  probeVideo,
  publishRecording,
  transcodeForLessons,
} from '../course-video/public.ts';
import { PermanentJobError, type RunningJob } from '../jobs/public.ts';
import { findLesson } from './courses.repository.ts';

export const LESSON_VIDEO_JOB = 'lesson-video';

export interface LessonVideoPayload {
  lessonId: number;
  /** The received upload, an absolute path under the video upload directory. */
  file: string;
  fileName: string;
}

/** Share of the progress bar the encoding fills; packaging and storing take the rest. */
const ENCODING_SHARE = 85;

/**
 * A lesson's uploaded video made playable: read (is it a video at all?), encoded to H.264/AAC
 * at most 720p, cut into encrypted HLS in the object store and made the lesson's video at once
 * (whatever it had plays until then), and the lesson's length set from the package. The encoded
 * file is kept as the lesson's master beside the uploads; the upload itself is removed.
 */
export function lessonVideoJob(app: FastifyInstance) {
  const { ffmpegPath, uploadDir } = app.config.video;
  return {
    kind: LESSON_VIDEO_JOB,
    maxAttempts: 3,
    retryDelaySeconds: 30,
    // A long class encodes for a while on a small machine.
    timeoutSeconds: 4 * 3600,
    concurrency: 1,
    async run(payload: LessonVideoPayload, job: RunningJob) {
      const lesson = await findLesson(app.db, payload.lessonId);
      if (!lesson) throw new PermanentJobError(ConsoleCourseMsg.videoLessonGone);
      let probed;
      try {
        probed = await probeVideo(ffmpegPath, payload.file);
      } catch (error) {
        if (error instanceof FfmpegMissingError)
          throw new Error('服务器未安装 ffmpeg，安装后将自动重试');
        throw error;
      }
      if (!probed) throw new PermanentJobError(ConsoleCourseMsg.videoUnreadable);

      const masters = path.join(uploadDir, 'lessons');
      await fs.promises.mkdir(masters, { recursive: true });
      const master = path.join(masters, `lesson-${lesson.id}-run-${job.runId}.mp4`);
      try {
        await transcodeForLessons({
          ffmpegPath,
          input: payload.file,
          output: master,
          probed,
          signal: job.signal,
          onProgress: (share) => void job.progress(share * ENCODING_SHARE).catch(() => undefined),
        });
      } catch (error) {
        if (error instanceof FfmpegMissingError)
          throw new Error('服务器未安装 ffmpeg，安装后将自动重试');
        throw new Error(
          `${ConsoleCourseMsg.videoTranscodeFailed}：${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await job.progress(ENCODING_SHARE + 5);

      const published = await publishRecording(app, {
        ownerKind: 'lesson',
        ownerId: lesson.id,
        title: lesson.title,
        source: master,
        seconds: probed.seconds,
      });
      if (!published.ok) {
        throw new Error(`${ConsoleCourseMsg.videoTranscodeFailed}：切片或存储失败`);
      }
      await app.db
        .updateTable('course_lessons')
        .set({ duration_seconds: published.durationSeconds })
        .where('id', '=', lesson.id)
        .execute();
      // The upload and tus's note of it; the master stays.
      await fs.promises.rm(payload.file, { force: true });
      await fs.promises.rm(`${payload.file}.json`, { force: true });
    },
  };
}
