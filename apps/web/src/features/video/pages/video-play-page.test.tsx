import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNoticeSink } from '../../../lib/notifier';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import { stubMediaLoading } from '../../../test/video-fixtures';
import type { CourseDetail, Lesson } from '../api/course';
import VideoPlayPage from './video-play-page';

const lesson = (id: number, title: string, extra: Partial<Lesson> = {}): Lesson => ({
  id,
  title,
  kind: 'video',
  kindText: '视频',
  durationSeconds: 300,
  isTrial: false,
  access: 'trial',
  trialSeconds: 60,
  lockedReason: '',
  documentUrl: '',
  questionSectionId: null,
  liveAt: null,
  progress: null,
  ...extra,
});

const COURSE = {
  id: 5,
  title: '行测系统班',
  viewer: { action: 'buy', actionText: '立即购买', signedIn: false },
  chapters: [
    {
      id: 1,
      title: '第一章 言语理解',
      lessons: [
        lesson(11, '逻辑填空', {
          isTrial: true,
          access: 'full',
          trialSeconds: 0,
          progress: {
            positionSeconds: 0,
            watchedSeconds: 300,
            percent: 100,
            completed: true,
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        }),
        lesson(12, '片段阅读'),
        lesson(13, '言语讲义', {
          kind: 'document',
          kindText: '讲义',
          access: 'full',
          documentUrl: '/files/notes.pdf',
        }),
      ],
    },
    { id: 2, title: '第二章 数量关系', lessons: [lesson(21, '工程问题', { access: 'none' })] },
  ],
} as unknown as CourseDetail;

beforeEach(() => {
  resetBrowserState();
  setNoticeSink(() => undefined);
  stubMediaLoading();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/pc/courses/5') return envelopeResponse(200, 200, '', COURSE);
      if (url.pathname === '/api/v1/pc/courseVideo/playInfo') {
        return envelopeResponse(200, 200, '', {
          access: 'trial',
          status: 'ready',
          trialSeconds: 60,
          resumeSeconds: 0,
          playlistUrl: `/hls/${url.searchParams.get('ownerId')}.m3u8`,
          playToken: 't',
          watermark: '',
          progressIntervalSeconds: 10,
        });
      }
      return envelopeResponse(404, 404, '请求的接口不存在');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setNoticeSink(null);
});

describe('VideoPlayPage', () => {
  it('plays the lesson beside the outline, with the next lesson and the chapter notes', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/videoPlay?courseId=5&lessonId=12']}>
            <VideoPlayPage />
          </MemoryRouter>
        </QueryClientProvider>
      </App>,
    );
    const video = await screen.findByTestId('lesson-video', {}, { timeout: 5_000 });
    expect(video.getAttribute('src')).toBe('/hls/12.m3u8');
    screen.getByText('可试看前1分钟，购买课程后观看完整视频');

    // The outline: 试看 mark and tick on the first lesson, the current one marked, a lock on the
    // last (still a link: the player there says why and offers the purchase).
    const first = screen.getByTestId('lesson-11');
    expect(first.textContent).toContain('试看');
    expect(first.textContent).toContain('已学完');
    expect(screen.getByTestId('lesson-12').querySelector('[aria-current="page"]')).not.toBeNull();
    expect(screen.getByTestId('lesson-21').querySelector('[aria-label="lock"]')).not.toBeNull();

    expect(screen.getByText('下一节：工程问题').closest('a')?.getAttribute('href')).toBe(
      '/videoPlay?courseId=5&lessonId=21',
    );
    const notes = screen.getByRole('region', { name: '讲义' });
    expect(notes.querySelector('a')?.getAttribute('href')).toBe('/files/notes.pdf');
  });
});
