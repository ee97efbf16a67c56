import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs, where } from '../../../test/app-harness';
import { WAIT, listItem } from '../test-utils';
import HomeworkListPage from './homework-list-page';
import MyHomeworkPage from './my-homework-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const COUNTS = { todo: 3, submitted: 1, corrected: 2 };

describe('my homework', () => {
  it('lists what is to do with deadlines, states and the next step, by tab with counts', async () => {
    const api = fakeApi(
      {
        'GET /pc/studentAnswers': (fields) => ({
          data:
            fields.type === 'corrected'
              ? {
                  list: [
                    listItem(4, {
                      state: 'corrected',
                      score: 42.5,
                      submissionId: 40,
                      title: '第四讲作业',
                    }),
                  ],
                  total: 1,
                  counts: COUNTS,
                }
              : {
                  list: [
                    listItem(1, { title: '第一讲作业' }),
                    listItem(2, { title: '第二讲作业', state: 'draft' }),
                    listItem(3, {
                      title: '第三讲作业',
                      state: 'returned',
                      overdue: true,
                      allowLate: true,
                    }),
                  ],
                  total: 3,
                  counts: COUNTS,
                },
        }),
      },
      { signedIn: true },
    );
    renderInApp(<MyHomeworkPage />, { path: '/personalCenter/myHomework', showWhere: true });

    const first = await screen.findByRole('article', { name: '第一讲作业' }, WAIT);
    expect(within(first).getByText('申论系统提分班')).toBeTruthy();
    expect(within(first).getByText('第1讲')).toBeTruthy();
    expect(within(first).getByText('截止时间 2026-05-20 23:59')).toBeTruthy();
    expect(within(first).getByText('未开始')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '去完成' }).getAttribute('href')).toBe(
      '/doHomework?id=1',
    );
    const draft = screen.getByRole('article', { name: '第二讲作业' });
    expect(within(draft).getByRole('link', { name: '继续作答' })).toBeTruthy();
    const returned = screen.getByRole('article', { name: '第三讲作业' });
    expect(within(returned).getByText('已退回')).toBeTruthy();
    expect(within(returned).getByText('已截止')).toBeTruthy();
    expect(within(returned).getByText('可补交')).toBeTruthy();
    expect(within(returned).getByRole('link', { name: '重新提交' })).toBeTruthy();

    expect(screen.getByRole('tab', { name: '待完成（3）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已提交（1）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已批改（2）' }));
    const corrected = await screen.findByRole('article', { name: '第四讲作业' }, WAIT);
    expect(within(corrected).getByText('42.5分')).toBeTruthy();
    expect(within(corrected).getByRole('link', { name: '查看批改' }).getAttribute('href')).toBe(
      '/answerSheet?id=4',
    );
    expect(where()).toBe('/personalCenter/myHomework?tab=corrected');
    expect(api.fieldsOf('GET /pc/studentAnswers')).toEqual([
      { type: 'todo', page: '1', pageSize: '10' },
      { type: 'corrected', page: '1', pageSize: '10' },
    ]);
  });

  it('says so when a tab is empty and offers my courses', async () => {
    fakeApi(
      {
        'GET /pc/studentAnswers': {
          data: { list: [], total: 0, counts: { todo: 0, submitted: 0, corrected: 0 } },
        },
      },
      { signedIn: true },
    );
    renderInApp(<MyHomeworkPage />, { path: '/personalCenter/myHomework' });
    expect(await screen.findByText('没有待完成的作业', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去我的课程' })).toBeTruthy();
  });

  it('pages through a long list', async () => {
    const api = fakeApi(
      {
        'GET /pc/studentAnswers': (fields) => ({
          data: {
            list: [
              listItem(Number(fields.page) * 100, { title: `第${String(fields.page)}页作业` }),
            ],
            total: 25,
            counts: { todo: 25, submitted: 0, corrected: 0 },
          },
        }),
      },
      { signedIn: true },
    );
    renderInApp(<MyHomeworkPage />, { path: '/personalCenter/myHomework' });
    await screen.findByRole('article', { name: '第1页作业' }, WAIT);
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByRole('article', { name: '第2页作业' }, WAIT);
    expect(api.fieldsOf('GET /pc/studentAnswers').at(-1)).toMatchObject({ page: '2' });
  });
});

describe('a course’s homework', () => {
  it('lists the course’s homework under its name', async () => {
    const api = fakeApi(
      {
        'GET /app/courseHomework/12': {
          data: {
            courseId: 12,
            courseTitle: '申论系统提分班',
            list: [listItem(1, { title: '第一讲作业' })],
            counts: { todo: 1, submitted: 0, corrected: 0 },
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<HomeworkListPage />, { path: '/personalCenter/homeworkList?courseId=12' });
    expect(
      await screen.findByRole('heading', { name: '申论系统提分班 · 课后作业' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: '第一讲作业' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回课程学习' }).getAttribute('href')).toBe(
      '/personalCenter/myCourseDetail?id=12',
    );
    expect(api.fieldsOf('GET /app/courseHomework/12')).toEqual([{ type: 'todo' }]);
  });

  it('without a course lists all my homework', async () => {
    fakeApi(
      {
        'GET /pc/studentAnswers': {
          data: { list: [listItem(1, { title: '第一讲作业' })], total: 1, counts: COUNTS },
        },
      },
      { signedIn: true },
    );
    renderInApp(<HomeworkListPage />, { path: '/personalCenter/homeworkList' });
    expect(await screen.findByRole('article', { name: '第一讲作业' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '作业列表' })).toBeTruthy();
  });
});
