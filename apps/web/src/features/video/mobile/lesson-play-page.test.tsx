import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import { outlineLesson, playInfo, stubMediaLoading } from '../../../test/video-fixtures';
import type { CourseDetail, Lesson } from '../api/course';
import MobileLessonPlayPage from './lesson-play-page';

const WAIT = { timeout: 20_000 };
const ROUTES = { '/play': <MobileLessonPlayPage /> };

function lesson(id: number, title: string, changes: Partial<Lesson> = {}): Lesson {
  return outlineLesson(id, { title, durationSeconds: 90, ...changes });
}

const picture = { url: '/api/v1/pc/images/1', width: 640, height: 360 };

function course(lessons: Lesson[]): CourseDetail {
  return {
    id: 12,
    kind: 'system',
    kindText: '系统课',
    title: '2027国考行测系统精讲班',
    subtitle: '',
    cover: picture,
    subject: '行测',
    exam: '国考',
    teachers: [],
    lessonCount: lessons.length,
    totalMinutes: 5,
    price: '599.00',
    originalPrice: null,
    isFree: false,
    isVipFree: false,
    priceText: '￥599.00',
    sales: 1,
    tags: [],
    validityDays: 365,
    rating: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    intro: '',
    highlights: [],
    suits: [],
    chapters: [{ id: 1, title: '第一章 言语理解与表达', lessons }],
    packageCourses: [],
    includedIn: [],
    trialSeconds: 0,
    reviewSummary: { average: null, count: 0, stars: [0, 0, 0, 0, 0] },
    reviews: [],
    viewer: {
      signedIn: true,
      isVip: false,
      entitled: true,
      enrolled: true,
      source: 'order',
      expiresAt: null,
      expired: false,
      bought: true,
      vipFree: false,
      canEnrol: false,
      canBuy: false,
      canReview: false,
      action: 'study',
      actionText: '继续学习',
    },
  };
}

const INFO = playInfo({
  ownerId: 101,
  title: '1.1 片段阅读',
  durationSeconds: 90,
  resumeSeconds: 12,
});

beforeEach(() => {
  stubMediaLoading();
});

afterEach(() => {
  cleanup();
  stopStubs();
  vi.restoreAllMocks();
});

describe('mobile lesson player (/play)', () => {
  it('plays the lesson with the next one and the outline under the player', async () => {
    const api = fakeApi(
      {
        'GET /pc/courses/12': {
          data: course([
            lesson(101, '1.1 片段阅读'),
            lesson(102, '1.2 逻辑填空'),
            lesson(103, '1.3 讲义', {
              kind: 'document',
              kindText: '讲义',
              documentUrl: '/doc/103',
            }),
          ]),
        },
        'GET /pc/courseVideo/playInfo': { data: INFO },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/play?courseId=12&lessonId=101');

    const video = await screen.findByTestId('lesson-video', {}, WAIT);
    expect(video.getAttribute('src')).toBe(INFO.playlistUrl);
    expect(api.fieldsOf('GET /pc/courseVideo/playInfo')).toEqual([
      { ownerKind: 'lesson', ownerId: '101' },
    ]);
    expect(screen.getByText('下一节：1.2 逻辑填空')).toBeTruthy();
    expect(screen.getByText('正在播放')).toBeTruthy();
    // The chapter's 讲义 opens for one who may (in the notes and in the outline).
    const notes = screen
      .getAllByText('1.3 讲义')
      .map((node) => node.closest('a')?.getAttribute('href'));
    expect(notes).toEqual(['/doc/103', '/doc/103']);
  });

  it("sends a live lesson to its class's page", async () => {
    fakeApi(
      {
        'GET /pc/courses/12': {
          data: course([lesson(140, '直播答疑', { kind: 'live', kindText: '直播' })]),
        },
        'GET /pc/live/lessons/140': { data: { sessionId: 31 } },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/play?courseId=12');
    await waitFor(() => expect(mobileWhere()).toBe('/video/31'), WAIT);
  });

  it('says so when the link has no course', async () => {
    fakeApi({});
    renderMobile(ROUTES, '/play?lessonId=5');
    expect(await screen.findByText('链接中缺少课程编号', {}, WAIT)).toBeTruthy();
  });
});
