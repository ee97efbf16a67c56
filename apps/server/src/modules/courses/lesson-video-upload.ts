import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import {
  API_PREFIX,
  CONSOLE_SECTION_ROLES,
  ConsoleCourseMsg,
  LESSON_VIDEO_MAX_BYTES,
  LESSON_VIDEO_UPLOAD_PATH,
} from '@shangan/shared';
import { forStaffRoles, outsideContract } from '../../lib/contract-route.ts';
import { recordAudit } from '../audit/public.ts';
import { findLesson } from './courses.repository.ts';
import { lessonTarget } from './console-courses.service.ts';
import { LESSON_VIDEO_JOB, type LessonVideoPayload } from './lesson-video.job.ts';

/** tus answers a refusal with this shape; its body is what the console shows. */
const refusal = (status_code: number, body: string) => ({ status_code, body });

/** Video types browsers name; anything else is refused before a byte is sent. */
const VIDEO_TYPE = /^video\//;

/**
 * The console's lesson video uploads: the tus protocol (@tus/server, resumable: a dropped
 * connection or a closed laptop goes on from the last byte received), files kept under the video
 * upload directory, which the instances of a deployment share. When the last byte arrives the
 * packaging is asked for in one transaction with its audit row (modules/jobs). Only the course
 * staff reach it: the route carries the courses section's roles, checked before tus sees it.
 */
export async function lessonVideoUploads(app: FastifyInstance): Promise<void> {
  const uploader = new AsyncLocalStorage<{ userId: number }>();
  const directory = path.join(app.config.video.uploadDir, 'incoming');
  const tus = new TusServer({
    path: `${API_PREFIX.main}${LESSON_VIDEO_UPLOAD_PATH}`,
    datastore: new FileStore({ directory }),
    maxSize: LESSON_VIDEO_MAX_BYTES,
    // Locations relative to the request: right behind nginx and on any host name.
    relativeLocation: true,
    respectForwardedHeaders: app.config.trustProxy !== false,
    async onUploadCreate(_req, upload) {
      const lessonId = Number(upload.metadata?.lessonId);
      const type = upload.metadata?.filetype ?? '';
      if (!VIDEO_TYPE.test(type)) throw refusal(415, ConsoleCourseMsg.uploadNotVideo);
      const lesson =
        Number.isInteger(lessonId) && lessonId > 0 ? await findLesson(app.db, lessonId) : undefined;
      if (!lesson) throw refusal(404, ConsoleCourseMsg.uploadLessonMissing);
      if (lesson.kind !== 'video') throw refusal(400, ConsoleCourseMsg.onlyVideoUpload);
      return {};
    },
    async onUploadFinish(_req, upload) {
      const lessonId = Number(upload.metadata?.lessonId);
      const fileName = (upload.metadata?.filename ?? '').slice(0, 120);
      const userId = uploader.getStore()?.userId ?? null;
      await app.db.transaction().execute(async (trx) => {
        const lesson = await findLesson(trx, lessonId);
        if (!lesson) throw refusal(404, ConsoleCourseMsg.uploadLessonMissing);
        const payload: LessonVideoPayload = {
          lessonId,
          file: path.join(directory, upload.id),
          fileName,
        };
        const runId = await app.jobs.enqueue(trx, {
          kind: LESSON_VIDEO_JOB,
          payload,
          title: `课时「${lesson.title}」的视频 ${fileName}`,
          target: lessonTarget(lessonId),
          createdBy: userId,
        });
        if (userId !== null) {
          await recordAudit(trx, {
            actorId: userId,
            action: 'course.lesson.video',
            entity: 'course_lessons',
            entityId: lessonId,
            before: null,
            after: { fileName, size: upload.size ?? 0, runId },
          });
        }
      });
      app.jobs.nudge();
      return {};
    },
  });

  // tus reads the bytes itself; Fastify must leave the body alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const schema = forStaffRoles(
    CONSOLE_SECTION_ROLES.courses,
    outsideContract('the tus upload protocol answers with its own headers and status codes', {
      tags: ['后台·课程管理'],
      summary: '课时视频断点续传上传（tus 协议）',
    }),
  );
  const routes = [
    ['POST', LESSON_VIDEO_UPLOAD_PATH],
    ...(['HEAD', 'PATCH', 'DELETE'] as const).map(
      (method) => [method, `${LESSON_VIDEO_UPLOAD_PATH}/:uploadId`] as const,
    ),
  ] as const;
  for (const [method, url] of routes) {
    app.route({
      method,
      url,
      schema,
      handler: async (request, reply) => {
        reply.hijack();
        // tus writes to the raw response: it carries the reply's security headers too.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        await uploader.run({ userId: request.user!.id }, () => tus.handle(request.raw, reply.raw));
      },
    });
  }
}
