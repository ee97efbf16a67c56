import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleCourseMsg, LESSON_VIDEO_MAX_BYTES } from '@shangan/shared';
import type { ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import { fakeApi, renderInApp, stopStubs } from '../../../../test/app-harness';
import { lesson } from '../../pages/course-fixtures';
import { LessonVideoCell } from './lesson-video-cell';
import { useLessonUploads } from './use-lesson-uploads';

function Cells({ lessons }: { lessons: ConsoleLesson[] }) {
  const uploads = useLessonUploads(12);
  return (
    <ul>
      {lessons.map((item) => (
        <li key={item.id} data-testid={`lesson-${item.id}`}>
          <LessonVideoCell lesson={item} uploads={uploads} />
        </li>
      ))}
    </ul>
  );
}

const cell = (id: number) => within(screen.getByTestId(`lesson-${id}`));

afterEach(() => {
  cleanup();
  stopStubs();
  vi.restoreAllMocks();
});

describe('课时视频', () => {
  it('shows where each video stands', () => {
    fakeApi({});
    renderInApp(
      <Cells
        lessons={[
          lesson({ id: 1, title: '第一节' }),
          lesson({
            id: 2,
            title: '第二节',
            video: { state: 'waiting', progress: 0, error: '', playable: false },
          }),
          lesson({
            id: 3,
            title: '第三节',
            video: { state: 'processing', progress: 45, error: '', playable: true },
          }),
          lesson({
            id: 4,
            title: '第四节',
            durationSeconds: 754,
            video: { state: 'ready', progress: 100, error: '', playable: true },
          }),
          lesson({
            id: 5,
            title: '第五节',
            video: {
              state: 'failed',
              progress: 0,
              error: ConsoleCourseMsg.videoUnreadable,
              playable: false,
            },
          }),
          lesson({
            id: 6,
            title: '第六节',
            video: { state: 'failed', progress: 0, error: '', playable: false },
          }),
          lesson({ id: 7, title: '讲义', kind: 'document' }),
        ]}
      />,
    );
    expect(cell(1).getByText('未上传')).toBeTruthy();
    expect(cell(1).getByLabelText('上传视频：第一节')).toBeTruthy();

    expect(cell(2).getByText('排队中')).toBeTruthy();
    expect(cell(2).queryByText('学员仍可观看上一版视频')).toBeNull();

    expect(cell(3).getByText('转码中 45%')).toBeTruthy();
    expect(cell(3).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    // The video uploaded before still plays while the new one is packaged.
    expect(cell(3).getByText('学员仍可观看上一版视频')).toBeTruthy();
    expect(cell(3).getByLabelText('重新上传：第三节')).toBeTruthy();

    expect(cell(4).getByText('已就绪')).toBeTruthy();
    expect(cell(4).getByText('时长 12:34')).toBeTruthy();
    expect(cell(4).queryByRole('progressbar')).toBeNull();

    expect(cell(5).getByText('失败')).toBeTruthy();
    expect(cell(5).getByText(ConsoleCourseMsg.videoUnreadable)).toBeTruthy();
    expect(cell(6).getByText(ConsoleCourseMsg.videoTranscodeFailed)).toBeTruthy();

    expect(cell(7).getByText('讲义课时，无需视频')).toBeTruthy();
    expect(cell(7).queryByText(/上传/)).toBeNull();
  });

  it('refuses a file that is not a video, or is too large, before sending a byte', () => {
    const api = fakeApi({});
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'open');
    renderInApp(<Cells lessons={[lesson({ id: 1, title: '第一节' })]} />);
    const input = screen.getByLabelText('选择「第一节」的视频文件') as HTMLInputElement;
    expect(input.accept).toContain('video/*');

    const notes = new File(['申论笔记'], '申论笔记.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.change(input, { target: { files: [notes] } });
    expect(api.notices).toEqual([['error', ConsoleCourseMsg.uploadNotVideo]]);

    const huge = new File(['x'], '整场直播.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: LESSON_VIDEO_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(api.notices.at(-1)).toEqual(['error', ConsoleCourseMsg.uploadTooLarge]);

    expect(sent).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(cell(1).queryByText(/上传中/)).toBeNull();
    expect(cell(1).getByText('未上传')).toBeTruthy();
  });
});
