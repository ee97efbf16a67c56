import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import { courseCard, fakeServer, LEARNER, stopFakeServer } from '../test-utils';
import type { MyCourse } from '../types';
import CourseListPage from './course-list-page';

afterEach(() => {
  cleanup();
  stopFakeServer();
});

const ROUTES = { '/course': <CourseListPage />, '/list': <CourseListPage /> };

function myCourse(id: number, changes: Partial<MyCourse> = {}): MyCourse {
  return {
    course: courseCard(id, { title: `2027国考行测系统精讲班${id}` }),
    source: 'order',
    sourceText: '已购买',
    viaPackage: null,
    enrolledAt: '2026-11-20T00:00:00.000Z',
    expiresAt: '2027-11-20T00:00:00.000Z',
    expired: false,
    stats: {
      lessonCount: 8,
      videoLessonCount: 6,
      lessonsDone: 2,
      minutesWatched: 25,
      totalMinutes: 48,
      percent: 33,
      lastStudiedAt: '2026-11-24T12:00:00.000Z',
      lastLesson: { id: 103, title: '逻辑填空：实词辨析', positionSeconds: 120 },
    },
    ...changes,
  };
}

describe('mobile course list', () => {
  it('lists the catalogue as cards with price, and filters by the chips through the address', async () => {
    const server = fakeServer();
    server.replies['GET /pc/courses'] = (fields: Record<string, string>) =>
      fields.exam === '国考'
        ? { list: [courseCard(3, { title: '国考申论高分班' })], total: 1 }
        : {
            list: [
              courseCard(1),
              courseCard(2, { isFree: true, price: '0.00', priceText: '免费', title: '常识速记' }),
            ],
            total: 2,
          };
    renderMobile(ROUTES, '/list?subject=行测');

    const first = await screen.findByText('行测系统提分班1');
    expect(first.closest('a')?.getAttribute('href')).toBe('/courseDetail?id=1');
    expect(screen.getByText('共2门课程')).toBeTruthy();
    const prices = screen.getAllByTestId('course-price').map((node) => node.textContent);
    expect(prices).toEqual(['￥199.00￥299.00', '免费']);
    // The desktop /list.html query is read as it came.
    expect(server.calls('GET /pc/courses')[0]).toMatchObject({ subject: '行测', page: '1' });

    const exams = screen.getByRole('radiogroup', { name: '考试' });
    fireEvent.click(within(exams).getByRole('radio', { name: '国考' }));
    expect(await screen.findByText('国考申论高分班')).toBeTruthy();
    expect(mobileWhere()).toBe('/list?subject=%E8%A1%8C%E6%B5%8B&exam=%E5%9B%BD%E8%80%83');
    expect(server.calls('GET /pc/courses').at(-1)).toMatchObject({ exam: '国考', subject: '行测' });
  });

  it('asks a visitor to log in for 我的课程', async () => {
    const server = fakeServer();
    server.replies['GET /pc/courses'] = { list: [], total: 0 };
    renderMobile(ROUTES, '/course?tab=mine');
    expect(await screen.findByText('登录后查看我的课程')).toBeTruthy();
    fireEvent.click(screen.getByText('登录'));
    await waitFor(() => expect(mobileWhere()).toBe('/login'));
    expect(server.calls('GET /pc/myCourses')).toHaveLength(0);
  });

  it("shows the learner's courses with their progress and the lesson to go on with", async () => {
    const server = fakeServer(LEARNER);
    server.replies['GET /pc/myCourses'] = {
      list: [
        myCourse(12),
        myCourse(13, {
          expired: true,
          expiresAt: '2026-01-01T00:00:00.000Z',
          stats: { ...myCourse(13).stats, lastLesson: null, lastStudiedAt: null },
        }),
      ],
      total: 2,
      summary: {
        courseCount: 2,
        lessonsDone: 2,
        minutesWatched: 25,
        lastStudiedAt: '2026-11-24T12:00:00.000Z',
      },
    };
    renderMobile(ROUTES, '/course?tab=mine');

    expect(await screen.findByText('2027国考行测系统精讲班12')).toBeTruthy();
    expect(screen.getByText('25分钟')).toBeTruthy();
    expect(screen.getByText('继续学习').getAttribute('href')).toBe(
      '/play?courseId=12&lessonId=103',
    );
    expect(screen.getByText('重新购买').getAttribute('href')).toBe('/courseDetail?id=13');
    expect(screen.getByText('已于2026-01-01过期')).toBeTruthy();
    expect(server.calls('GET /pc/myCourses')[0]).toMatchObject({ status: 'all', page: '1' });
  });
});
