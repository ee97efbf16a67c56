import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleCourseMsg } from '@shangan/shared';
import type { UploadOptions } from 'tus-js-client';
import { demoUserInfo, fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import { startLessonVideoUpload } from '../lib/lesson-video-upload';
import CourseEditPage from './course-edit-page';
import { courseDetail, lesson, TEACHERS } from './course-fixtures';

/** tus-js-client's Upload, standing in for the network: the test plays the server's part. */
const tus = vi.hoisted(() => {
  class FakeUpload {
    resumedFrom: unknown = null;
    started = false;
    aborted = false;
    readonly file: File;
    readonly options: UploadOptions;
    constructor(file: File, options: UploadOptions) {
      this.file = file;
      this.options = options;
      tus.uploads.push(this);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.resumedFrom = previous;
    }
    start() {
      this.started = true;
    }
    abort() {
      this.aborted = true;
      return Promise.resolve();
    }
  }
  return { FakeUpload, uploads: [] as FakeUpload[], previous: [] as unknown[] };
});

vi.mock('tus-js-client', () => ({ Upload: tus.FakeUpload }));

const person = { data: { ...demoUserInfo(), roles: ['teacher'] } };
const video = (name = '逻辑填空.mp4') => new File(['...'], name, { type: 'video/mp4' });
const lastUpload = () => tus.uploads.at(-1)!;
/** A refusal as tus-js-client reports it: the response it got. */
const refusal = (status: number, body: string) =>
  Object.assign(new Error('tus: unexpected response'), {
    originalResponse: { getStatus: () => status, getBody: () => body },
  });

afterEach(() => {
  cleanup();
  stopStubs();
  tus.uploads.length = 0;
  tus.previous = [];
});

describe('上传课时视频', () => {
  it('sends the file with tus to the lesson, with the session token, resuming an earlier upload', async () => {
    fakeApi({}, { signedIn: true });
    const older = { creationTime: '2026-11-28T01:00:00.000Z', uploadUrl: '/u/1' };
    const newer = { creationTime: '2026-11-28T02:00:00.000Z', uploadUrl: '/u/2' };
    tus.previous = [older, newer];
    const file = video();
    startLessonVideoUpload(101, file, {
      onProgress: () => undefined,
      onSuccess: () => undefined,
      onError: () => undefined,
    });
    await waitFor(() => expect(lastUpload().started).toBe(true));
    const { options } = lastUpload();
    expect(lastUpload().file).toBe(file);
    expect(lastUpload().resumedFrom).toBe(newer);
    expect(options.endpoint).toBe('/api/v1/console/courses/lesson-video');
    expect(options.metadata).toEqual({
      lessonId: '101',
      filename: '逻辑填空.mp4',
      filetype: 'video/mp4',
    });
    expect(options.chunkSize).toBe(8 * 1024 * 1024);
    expect(options.retryDelays).toEqual([0, 1000, 3000, 5000]);
    expect(options.removeFingerprintOnSuccess).toBe(true);
    const headers: Record<string, string> = {};
    await options.onBeforeRequest!({
      setHeader: (name: string, value: string) => (headers[name] = value),
    } as never);
    expect(headers).toEqual({ Authorization: 'Bearer tok' });
    // The same file for another lesson is another upload.
    const here = await options.fingerprint!(file, options);
    startLessonVideoUpload(102, file, {
      onProgress: () => undefined,
      onSuccess: () => undefined,
      onError: () => undefined,
    });
    expect(await lastUpload().options.fingerprint!(file, options)).not.toBe(here);
    // A container the browser gives no type still goes up as a video: the server wants video/*.
    startLessonVideoUpload(101, new File(['...'], '第二讲.MKV', { type: '' }), {
      onProgress: () => undefined,
      onSuccess: () => undefined,
      onError: () => undefined,
    });
    expect(lastUpload().options.metadata?.filetype).toBe('video/x-matroska');
  });

  it('says why an upload failed in Chinese', () => {
    fakeApi({}, { signedIn: true });
    const errors: Array<string | null> = [];
    startLessonVideoUpload(101, video(), {
      onProgress: () => undefined,
      onSuccess: () => undefined,
      onError: (message) => errors.push(message),
    });
    const { onError } = lastUpload().options;
    onError!(
      refusal(404, JSON.stringify({ code: 404, msg: ConsoleCourseMsg.uploadLessonMissing })),
    );
    onError!(refusal(400, ConsoleCourseMsg.onlyVideoUpload));
    onError!(refusal(413, 'Maximum size exceeded'));
    onError!(refusal(460, 'Checksum mismatch'));
    onError!(new Error('tus: failed to upload chunk'));
    expect(errors).toEqual([
      ConsoleCourseMsg.uploadLessonMissing,
      ConsoleCourseMsg.onlyVideoUpload,
      ConsoleCourseMsg.uploadTooLarge,
      '视频上传失败（460），请稍后重试',
      '网络中断，上传已暂停；再次选择同一文件可从中断处继续',
    ]);
  });

  it('shows the upload, lets it be cancelled, and follows the video to 已就绪 after it', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses/detail': {
          data: courseDetail({ chapters: [{ id: 21, title: '言语理解', lessons: [lesson()] }] }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<CourseEditPage />, { path: '/admin/courses/12', route: '/admin/courses/:id' });
    const input = await screen.findByLabelText('选择「逻辑填空的三种解题思路」的视频文件');
    const row = () => within(screen.getByText('逻辑填空的三种解题思路').closest('tr')!);
    expect(row().getByText('未上传')).toBeTruthy();

    fireEvent.change(input, { target: { files: [video()] } });
    await waitFor(() => expect(lastUpload().started).toBe(true));
    expect(row().getByText('上传中 0%')).toBeTruthy();
    act(() => lastUpload().options.onProgress!(40, 100));
    expect(row().getByText('上传中 40%')).toBeTruthy();
    expect(row().getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    fireEvent.click(row().getByLabelText('取消上传：逻辑填空的三种解题思路'));
    expect(lastUpload().aborted).toBe(true);
    expect(api.notices).toContainEqual(['info', '已取消上传；再次选择同一文件可从中断处继续']);
    expect(row().getByText('未上传')).toBeTruthy();

    // Chosen again, it goes on; once the server has it all, the lesson is queued and watched.
    fireEvent.change(screen.getByLabelText('选择「逻辑填空的三种解题思路」的视频文件'), {
      target: { files: [video()] },
    });
    await waitFor(() => expect(tus.uploads).toHaveLength(2));
    await waitFor(() => expect(lastUpload().started).toBe(true));
    const state = (changes: Partial<ReturnType<typeof lesson>['video']>) => ({
      data: courseDetail({
        chapters: [
          {
            id: 21,
            title: '言语理解',
            lessons: [
              lesson({
                durationSeconds: changes.state === 'ready' ? 1354 : 0,
                video: { state: 'none', progress: 0, error: '', playable: false, ...changes },
              }),
            ],
          },
        ],
      }),
    });
    api.replies['GET /console/courses/detail'] = state({ state: 'waiting' });
    const asked = api.fieldsOf('GET /console/courses/detail').length;
    act(() => lastUpload().options.onSuccess!({} as never));
    expect(api.notices).toContainEqual(['success', '视频已上传，正在排队转码']);
    expect(await screen.findByText('排队中')).toBeTruthy();
    expect(api.fieldsOf('GET /console/courses/detail').length).toBeGreaterThan(asked);

    api.replies['GET /console/courses/detail'] = state({ state: 'processing', progress: 60 });
    expect(await screen.findByText('转码中 60%')).toBeTruthy();
    api.replies['GET /console/courses/detail'] = state({ state: 'ready', progress: 100 });
    expect(await screen.findByText('已就绪')).toBeTruthy();
    expect(screen.getByText('时长 22:34')).toBeTruthy();
    // Ready: nothing moves any more, so the course is not read again.
    const reads = api.fieldsOf('GET /console/courses/detail').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.fieldsOf('GET /console/courses/detail')).toHaveLength(reads);
  });
});
