import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseCard, fakeServer, LEARNER, renderAt, stopFakeServer, where } from '../test-utils';
import CourseListPage from './course-list-page';
import CoursePage from './course-page';
import PublicClassPage from './public-class-page';

afterEach(() => {
  cleanup();
  stopFakeServer();
});

const FILTERS = {
  kinds: [
    { value: 'system', label: '系统课', count: 14 },
    { value: 'micro', label: '微课', count: 6 },
  ],
  exams: [
    { value: '国考', label: '国考', count: 12 },
    { value: '省考', label: '省考', count: 8 },
  ],
  subjects: [
    { value: '行测', label: '行测', count: 9 },
    { value: '申论', label: '申论', count: 5 },
  ],
  prices: [{ value: 'free', label: '免费', count: 3 }],
  sorts: [{ value: 'default', label: '综合排序' }],
};

/** The catalogue answers 20 courses for any filter but a search for 没有的课. */
function catalogue() {
  const server = fakeServer();
  server.replies['GET /pc/courses/filters'] = FILTERS;
  server.replies['GET /pc/courses'] = (fields: Record<string, string>) =>
    fields.keyword === '没有的课'
      ? { list: [], total: 0 }
      : {
          list: [courseCard(1), courseCard(2, { title: '申论高分写作', isVipFree: true })],
          total: 20,
        };
  return server;
}

const lastList = (server: ReturnType<typeof fakeServer>) => server.calls('GET /pc/courses').at(-1);

describe('catalogue filters', () => {
  it('/course narrows by subject, exam and kind, each starting again at page 1', async () => {
    const server = catalogue();
    renderAt(<CoursePage />, '/course?page=2');

    expect(await screen.findByText('申论高分写作')).toBeTruthy();
    expect(screen.getByText('VIP免费')).toBeTruthy();
    expect(lastList(server)).toEqual({ page: '2', pageSize: '9' });

    fireEvent.click(screen.getByText('申论'));
    await waitFor(() =>
      expect(lastList(server)).toEqual({ page: '1', pageSize: '9', subject: '申论' }),
    );
    fireEvent.click(screen.getByText('国考'));
    await waitFor(() =>
      expect(lastList(server)).toEqual({ page: '1', pageSize: '9', subject: '申论', exam: '国考' }),
    );
    fireEvent.click(screen.getByText('微课'));
    await waitFor(() => expect(lastList(server)?.kind).toBe('micro'));
    expect(where()).toBe(
      `/course?subject=${encodeURIComponent('申论')}&exam=${encodeURIComponent('国考')}&kind=micro`,
    );

    // 全部 of the exam row takes that filter off and keeps the others.
    fireEvent.click(screen.getAllByText('全部')[0]!);
    await waitFor(() =>
      expect(lastList(server)).toEqual({
        page: '1',
        pageSize: '9',
        subject: '申论',
        kind: 'micro',
      }),
    );
  });

  it('/courseList keeps the searched keyword when a filter is picked, and says when nothing matches', async () => {
    const server = catalogue();
    renderAt(<CourseListPage />, '/courseList?keyword=' + encodeURIComponent('写作'));

    expect(await screen.findByText('“写作”共找到20门课程')).toBeTruthy();
    expect(lastList(server)).toEqual({ page: '1', pageSize: '10', keyword: '写作' });

    const box = screen.getByPlaceholderText('输入课程名称、老师或关键词');
    fireEvent.change(box, { target: { value: '没有的课' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    act(() => fireEvent.click(screen.getByText('省考')));
    await waitFor(() =>
      expect(lastList(server)).toEqual({
        page: '1',
        pageSize: '10',
        keyword: '没有的课',
        exam: '省考',
      }),
    );
    expect(await screen.findByText('没有找到与“没有的课”相关的课程')).toBeTruthy();

    fireEvent.click(screen.getByText('查看全部课程'));
    await waitFor(() => expect(where()).toBe('/courseList'));
  });
});

describe('/publicClass', () => {
  it('shows each class with its time and enrols the learner in one they are not in yet', async () => {
    const server = fakeServer(LEARNER);
    const open = { kind: 'public', kindText: '公开课', isFree: true, price: '0.00' } as const;
    let enrolled = false;
    server.replies['GET /pc/publicClasses'] = () => ({
      list: [
        {
          ...courseCard(5, { ...open, title: '面试答题思路公开课' }),
          startsAt: '2099-03-01T11:30:00.000Z',
          enrolled,
        },
        {
          ...courseCard(6, { ...open, title: '选调生备考公开课' }),
          startsAt: null,
          enrolled: true,
        },
      ],
      total: 2,
    });
    server.replies['POST /pc/courses/enrol'] = () => {
      enrolled = true;
      return {
        courseId: 5,
        source: 'free',
        enrolledAt: '2025-03-01T00:00:00.000Z',
        expiresAt: null,
      };
    };
    renderAt(<PublicClassPage />, '/publicClass');

    expect(await screen.findByText('2099-03-01 19:30 开播')).toBeTruthy();
    expect(screen.getAllByText('已报名')).toHaveLength(1);
    fireEvent.click(screen.getByText('免费报名'));
    await waitFor(() => expect(screen.getAllByText('已报名')).toHaveLength(2));
    expect(server.calls('POST /pc/courses/enrol')).toEqual([{ courseId: '5' }]);
  });
});
