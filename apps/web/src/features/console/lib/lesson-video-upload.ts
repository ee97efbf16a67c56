import { Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import {
  API_PREFIX,
  ConsoleCourseMsg,
  LESSON_VIDEO_MAX_BYTES,
  LESSON_VIDEO_UPLOAD_PATH,
} from '@shangan/shared';
import { expireMainSession } from '../../../lib/api/session-expiry';
import { getToken } from '../../../lib/session-storage';

/** Where lesson videos go: the tus endpoint under the main API. */
export const LESSON_VIDEO_ENDPOINT = `${API_PREFIX.main}${LESSON_VIDEO_UPLOAD_PATH}`;
/** Small enough that a dropped connection loses little, large enough not to crawl. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** A short network hiccup is tried again before the upload is reported as failed. */
const RETRY_DELAYS = [0, 1000, 3000, 5000];
/** Video types by file extension, for the containers some browsers give no type (mkv, flv). */
const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  ts: 'video/mp2t',
};
/** What the file picker offers. */
export const VIDEO_ACCEPT = ['video/*', ...Object.keys(VIDEO_TYPES).map((ext) => `.${ext}`)].join(
  ',',
);

/**
 * The file's video type: the browser's, or one from its extension. The server accepts only
 * video/* types, so a video the browser could not name must still be sent with one.
 */
export function videoTypeOf(file: { name: string; type: string }): string | null {
  if (file.type.startsWith('video/')) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  return VIDEO_TYPES[extension] ?? null;
}

/** Why a chosen file cannot be uploaded, before a byte of it is sent; null if it can. */
export function lessonVideoProblem(file: { name: string; size: number; type: string }) {
  if (!videoTypeOf(file)) return ConsoleCourseMsg.uploadNotVideo;
  if (file.size > LESSON_VIDEO_MAX_BYTES) return ConsoleCourseMsg.uploadTooLarge;
  if (file.size === 0) return ConsoleCourseMsg.videoUnreadable;
  return null;
}

export interface LessonVideoUploadEvents {
  /** 0-100 of the file on the server. */
  onProgress: (percent: number) => void;
  onSuccess: () => void;
  /** What went wrong, in Chinese; null when it is handled already (an ended session). */
  onError: (message: string | null) => void;
}

export interface LessonVideoUpload {
  /** Stops sending; what arrived stays, so choosing the same file again goes on from there. */
  cancel: () => void;
}

/** The server's own words from a refusal: its envelope's msg, or a Chinese plain-text body. */
function serverWords(body: string): string {
  try {
    const envelope = JSON.parse(body) as { msg?: unknown };
    if (typeof envelope?.msg === 'string') return envelope.msg;
  } catch {
    // Not JSON: a plain-text body.
  }
  // The tus library on the server answers its own protocol refusals in English; those are not
  // shown to staff, who get the status line instead.
  return /[\u4e00-\u9fff]/.test(body) ? body.trim().slice(0, 200) : '';
}

function failureMessage(error: Error | DetailedError): string | null {
  const response = (error as DetailedError).originalResponse ?? null;
  if (!response) return '网络中断，上传已暂停；再次选择同一文件可从中断处继续';
  const status = response.getStatus();
  const words = serverWords(response.getBody() ?? '');
  if (status === 401) {
    expireMainSession(words);
    return null;
  }
  if (status === 413) return ConsoleCourseMsg.uploadTooLarge;
  return words || `视频上传失败（${status}），请稍后重试`;
}

/** The upload begun last: the one most likely to hold the most of the file. */
function latest(previous: PreviousUpload[]): PreviousUpload | undefined {
  return [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
}

/**
 * Sends a lesson's video to the server with tus, in chunks, resuming where an earlier upload of
 * the same file to the same lesson stopped (tus-js-client keeps each upload's address in
 * localStorage under the file's fingerprint). The server queues its packaging when the last
 * chunk arrives.
 */
export function startLessonVideoUpload(
  lessonId: number,
  file: File,
  events: LessonVideoUploadEvents,
): LessonVideoUpload {
  const upload = new Upload(file, {
    endpoint: LESSON_VIDEO_ENDPOINT,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: {
      lessonId: String(lessonId),
      filename: file.name,
      filetype: videoTypeOf(file) ?? file.type,
    },
    // The lesson is part of the fingerprint: the same file chosen for another lesson must be a
    // new upload there, not the end of this lesson's.
    fingerprint: (chosen) =>
      Promise.resolve(
        ['lesson-video', lessonId, chosen.name, chosen.type, chosen.size, chosen.lastModified].join(
          ':',
        ),
      ),
    // A finished upload is forgotten: uploading the same file again (after a failed packaging)
    // must send it again, not find it complete and queue nothing.
    removeFingerprintOnSuccess: true,
    // The same bearer token as every other console call, read at each request so a chunk sent
    // after the person logged out carries none and is refused.
    onBeforeRequest: (request) => {
      const token = getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: (sent, total) =>
      events.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    onSuccess: () => events.onSuccess(),
    onError: (error) => events.onError(failureMessage(error)),
  });

  let cancelled = false;
  const begin = (previous: PreviousUpload[]) => {
    if (cancelled) return;
    const earlier = latest(previous);
    if (earlier) upload.resumeFromPreviousUpload(earlier);
    upload.start();
  };
  // Storage may be unavailable (a private window): then the upload starts from the beginning.
  void upload.findPreviousUploads().then(begin, () => begin([]));

  return {
    cancel: () => {
      cancelled = true;
      void upload.abort();
    },
  };
}
