import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs, where } from '../../../test/app-harness';
import { queueData, queueRow, userWithRoles } from '../test-utils';
import GradingPage from './grading-page';

const SHORT_ANSWERS = {
  data: {
    total: 1,
    list: [
      {
        answerId: 5,
        questionId: 7,
        questionTitle: '概括长者食堂运营中存在的问题',
        paperTitle: '2025国考申论',
        userName: '李**',
        submittedAt: '2026-01-01T08:00:00.000Z',
        status: 'submitted',
        lockedBy: null,
        lockedByMe: false,
        userScore: null,
        score: 15,
        gradedByMe: false,
        reviseUntil: null,
      },
    ],
    groups: [
      {
        questionId: 7,
        questionTitle: '概括长者食堂运营中存在的问题',
        paperTitle: '2025国考申论',
        pending: 2,
      },
      { questionId: 8, questionTitle: '提出对策', paperTitle: '2025国考申论', pending: 3 },
    ],
  },
};

function show(roles: string[], path = '/grading') {
  const api = fakeApi(
    {
      'GET /pc/getuserinfo': userWithRoles(roles),
      'GET /grading/queue': SHORT_ANSWERS,
      'GET /app/homeworkCorrections': queueData(),
    },
    { signedIn: true },
  );
  renderInApp(<GradingPage />, { path, showWhere: true });
  return api;
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('批改中心 inbox', () => {
  it('shows a teacher only 课后作业, with the waiting count and the hand-ins', async () => {
    const api = show(['teacher']);
    const homework = await tab(/课后作业/);
    await waitFor(() => expect(homework.textContent).toContain('3'));
    expect(screen.queryByRole('tab', { name: /申论批改/ })).toBeNull();
    const row = (await screen.findByText('第一课课后作业')).closest('tr')!;
    expect(within(row).getByText('张**')).toBeTruthy();
    expect(within(row).getByText('待批改')).toBeTruthy();
    expect(api.fieldsOf('GET /grading/queue')).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: '批改作业31' }));
    await waitFor(() => expect(where()).toBe('/homeworkCorrect?id=31'));
  });

  it('shows a grader only 申论批改, with the short answers waiting over all questions', async () => {
    const api = show(['grader']);
    const shortAnswers = await tab(/申论批改/);
    await waitFor(() => expect(shortAnswers.textContent).toContain('5'));
    expect(screen.queryByRole('tab', { name: /课后作业/ })).toBeNull();
    expect(await screen.findByText('概括长者食堂运营中存在的问题')).toBeTruthy();
    expect(api.fieldsOf('GET /app/homeworkCorrections')).toEqual([]);
  });

  it('gives someone with both roles both tabs, the one shown kept in the address', async () => {
    show(['grader', 'teacher']);
    const shortAnswers = await tab(/申论批改/);
    const homework = await tab(/课后作业/);
    await waitFor(() => expect(homework.textContent).toContain('3'));
    expect(shortAnswers.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('概括长者食堂运营中存在的问题')).toBeTruthy();

    fireEvent.click(homework);
    await waitFor(() => expect(where()).toBe('/grading?kind=homework'));
    expect(await screen.findByText('第一课课后作业')).toBeTruthy();
    expect(screen.queryByText('概括长者食堂运营中存在的问题')).toBeNull();
  });

  it('opens an admin on 课后作业 when the address says so', async () => {
    show(['admin'], '/grading?kind=homework');
    expect(await screen.findByText('第一课课后作业')).toBeTruthy();
    expect((await tab(/课后作业/)).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /申论批改/ })).toBeTruthy();
  });

  it('keeps out a member without either role', async () => {
    show([]);
    expect(await screen.findByText('无批改权限')).toBeTruthy();
  });
});

describe('课后作业 queue', () => {
  it('asks for the filters in the address and for each filter changed', async () => {
    const api = show(['teacher'], '/grading?kind=homework&courseId=12&lessonId=102&page=2');
    await screen.findByText('第一课课后作业');
    expect(api.fieldsOf('GET /app/homeworkCorrections')).toContainEqual({
      page: '2',
      pageSize: '20',
      courseId: '12',
      lessonId: '102',
      state: 'submitted',
    });

    fireEvent.click(screen.getByRole('switch', { name: '只看超期' }));
    await waitFor(() =>
      expect(where()).toBe('/grading?kind=homework&courseId=12&lessonId=102&overdue=1'),
    );
    await waitFor(() =>
      expect(api.fieldsOf('GET /app/homeworkCorrections')).toContainEqual({
        page: '1',
        pageSize: '20',
        courseId: '12',
        lessonId: '102',
        state: 'submitted',
        overdue: 'true',
      }),
    );

    // Another course: its lessons, and none of the last course's lesson.
    await pick('按课程筛选', '行测刷题营');
    await waitFor(() => expect(where()).toBe('/grading?kind=homework&courseId=14&overdue=1'));
    await waitFor(() =>
      expect(api.fieldsOf('GET /app/homeworkCorrections')).toContainEqual({
        page: '1',
        pageSize: '20',
        courseId: '14',
        state: 'submitted',
        overdue: 'true',
      }),
    );
    await pick('按课时筛选', '言语理解');
    await waitFor(() =>
      expect(api.fieldsOf('GET /app/homeworkCorrections')).toContainEqual({
        page: '1',
        pageSize: '20',
        courseId: '14',
        lessonId: '201',
        state: 'submitted',
        overdue: 'true',
      }),
    );

    // Overdue is a waiting one's: another state leaves it out.
    await pick('按状态筛选', '已批改');
    await waitFor(() =>
      expect(where()).toBe('/grading?kind=homework&courseId=14&lessonId=201&state=corrected'),
    );
    await waitFor(() =>
      expect(api.fieldsOf('GET /app/homeworkCorrections')).toContainEqual({
        page: '1',
        pageSize: '20',
        courseId: '14',
        lessonId: '201',
        state: 'corrected',
      }),
    );
    expect(screen.getByRole('switch', { name: '只看超期' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows late, overdue, scores and ratings, and 查看 for a corrected one', async () => {
    const api = show(['teacher']);
    api.replies['GET /app/homeworkCorrections'] = queueData([
      queueRow({ submissionId: 40, late: true, overdue: true, studentName: '王**' }),
      queueRow({
        submissionId: 41,
        state: 'corrected',
        score: 17.5,
        rating: 4,
        studentName: '赵**',
      }),
    ]);
    const late = (await screen.findByText('王**')).closest('tr')!;
    expect(within(late).getByText('迟交')).toBeTruthy();
    expect(within(late).getByText('超期')).toBeTruthy();
    const corrected = screen.getByText('赵**').closest('tr')!;
    expect(within(corrected).getByText('17.5/20')).toBeTruthy();
    expect(within(corrected).getByText('已批改')).toBeTruthy();
    fireEvent.click(within(corrected).getByRole('button', { name: '查看作业41' }));
    await waitFor(() => expect(where()).toBe('/homeworkCorrect?id=41'));
  });

  it('says when nothing waits', async () => {
    const api = show(['teacher']);
    api.replies['GET /app/homeworkCorrections'] = queueData([], 0);
    expect(await screen.findByText('暂无待批改的作业')).toBeTruthy();
  });

  it('says 无批改权限 when the server refuses, and offers a retry after a failure', async () => {
    const api = show(['teacher']);
    api.replies['GET /app/homeworkCorrections'] = { code: 403, msg: '无批改权限' };
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.getAllByText('无批改权限').length).toBeGreaterThan(0);

    api.replies['GET /app/homeworkCorrections'] = { code: 500, msg: '服务器开小差了，请稍后再试' };
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('作业加载失败')).toBeTruthy();
    api.replies['GET /app/homeworkCorrections'] = queueData();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('第一课课后作业')).toBeTruthy();
  });
});

/** Opens the antd select named `label` and picks the option `option`. */
async function pick(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  const choices = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (item) => item.getAttribute('title') === option || item.textContent === option,
    );
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  fireEvent.click(choices[choices.length - 1]!);
}
