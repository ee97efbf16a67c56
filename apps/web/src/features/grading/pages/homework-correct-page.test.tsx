import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../../test/app-harness';
import { fakeApi, renderRoutesInApp, stopStubs, where } from '../../../test/app-harness';
import { PHOTO_URL, at, loadPhoto, sheetData, userWithRoles } from '../test-utils';
import GradingPage from './grading-page';
import HomeworkCorrectPage from './homework-correct-page';

const PHOTO = '第2题图片1';

function show(sheet = sheetData(), path = '/homeworkCorrect?id=31', roles = ['teacher']) {
  const api = fakeApi(
    {
      'GET /pc/getuserinfo': userWithRoles(roles),
      'GET /app/studentAnswers/31': { data: sheet },
      'PUT /app/studentAnswers/31': {
        data: { state: 'corrected', score: 13, nextSubmissionId: 32 },
      },
      'GET /app/studentAnswers/32': {
        data: sheetData({ submissionId: 32, studentName: '王**' }),
      },
    },
    { signedIn: true },
  );
  open(path);
  return api;
}

function open(path: string) {
  renderRoutesInApp(
    { '/homeworkCorrect': <HomeworkCorrectPage />, '/grading': <GradingPage /> },
    { path, showWhere: true },
  );
}

const puts = (api: FakeApi) => api.fieldsOf('PUT /app/studentAnswers/31');

function typeScore(label: string, value: string) {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('作业批改', () => {
  it('shows the question with its key beside the answer, the choice graded by the server', async () => {
    show();
    expect(await screen.findByRole('heading', { name: /作业批改 · 第一课课后作业/ })).toBeTruthy();
    expect(screen.getByText('学员：张**')).toBeTruthy();
    expect(screen.getByText('迟交')).toBeTruthy();
    expect(screen.getByText('参考答案：选址、资金、人手。')).toBeTruthy();
    expect(screen.getByText('材料一：某社区长者食堂……')).toBeTruthy();
    const choice = screen.getByRole('region', { name: '第1题学员作答' });
    expect(within(choice).getByText('正确')).toBeTruthy();
    expect(within(choice).getByText('自动判分：5/5分')).toBeTruthy();
    expect(within(choice).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByTestId('learner-text-2').textContent).toBe('一、选址偏僻；二、资金不足。');
  });

  it('draws a tick and a stroke on the photo and sends them, relative to the photo, with the scores', async () => {
    const api = show();
    const layer = await loadPhoto(PHOTO);

    fireEvent.click(screen.getByRole('radio', { name: /对勾/ }));
    fireEvent.click(layer, at(0.25, 0.5));
    fireEvent.click(screen.getByRole('radio', { name: /画笔/ }));
    fireEvent.pointerDown(layer, {
      ...at(0.1, 0.1),
      pointerId: 1,
      button: 0,
      pointerType: 'mouse',
    });
    fireEvent.pointerMove(layer, { ...at(0.2, 0.15), pointerId: 1, pointerType: 'mouse' });
    // Closer than a reader could see: dropped.
    fireEvent.pointerMove(layer, { ...at(0.2005, 0.15), pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerMove(layer, { ...at(0.3, 0.12345), pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(layer, { ...at(0.3, 0.12345), pointerId: 1, pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('radio', { name: /文字/ }));
    fireEvent.click(layer, at(0.7, 0.9));
    const text = await screen.findByLabelText('批注文字');
    fireEvent.change(text, { target: { value: '要点不全' } });
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByText(/批注 3 处/)).toBeTruthy());
    const marks = screen.getByRole('img', { name: '老师批注 3 处' });
    expect(marks.querySelectorAll('[data-mark]').length).toBe(3);

    typeScore('第2题得分', '8');
    // From now on the server has it corrected: the result stays on screen all the same.
    api.replies['GET /app/studentAnswers/31'] = {
      data: sheetData({ state: 'corrected', score: 13 }),
    };
    fireEvent.change(screen.getByLabelText('第2题评语'), { target: { value: '思路清楚' } });
    fireEvent.change(screen.getByLabelText('总评'), { target: { value: '继续保持' } });
    expect(screen.getByText('13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual({
      action: 'correct',
      items: [
        {
          itemId: 2,
          score: 8,
          comment: '<p>思路清楚</p>',
          marks: [
            {
              picture: PHOTO_URL,
              shapes: [
                { tool: 'tick', color: '#e53935', x: 0.25, y: 0.5 },
                { tool: 'pen', color: '#e53935', points: [0.1, 0.1, 0.2, 0.15, 0.3, 0.1235] },
                { tool: 'text', color: '#e53935', x: 0.7, y: 0.9, text: '要点不全' },
              ],
            },
          ],
        },
      ],
      comment: '<p>继续保持</p>',
    });
    expect(await screen.findByRole('link', { name: '下一份' })).toBeTruthy();
    expect(screen.getAllByText('批改成功').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('link', { name: '下一份' }));
    await waitFor(() => expect(where()).toBe('/homeworkCorrect?id=32'));
    expect(await screen.findByText('学员：王**')).toBeTruthy();
  });

  it('undoes the last mark and clears the photo', async () => {
    const api = show();
    const layer = await loadPhoto(PHOTO);
    fireEvent.click(screen.getByRole('radio', { name: /叉/ }));
    fireEvent.click(layer, at(0.5, 0.5));
    fireEvent.click(layer, at(0.6, 0.6));
    await screen.findByText(/批注 2 处/);
    fireEvent.click(screen.getByRole('button', { name: /撤销/ }));
    await screen.findByText(/批注 1 处/);
    fireEvent.click(screen.getByRole('button', { name: /清除/ }));
    fireEvent.click(await screen.findByRole('button', { name: '清除' }));
    await screen.findByText(/批注 0 处/);

    typeScore('第2题得分', '0');
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.items).toEqual([
      { itemId: 2, score: 0, marks: [{ picture: PHOTO_URL, shapes: [] }] },
    ]);
  });

  it('refuses to send before every subjective item is scored, or with a score out of range', async () => {
    const api = show();
    fireEvent.click(await screen.findByRole('button', { name: '提交批改' }));
    expect((await screen.findAllByText('请为每道主观题打分')).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: '第2题学员作答' })).getByRole('alert').textContent,
    ).toBe('请为每道主观题打分');

    typeScore('第2题得分', '15.5');
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    expect((await screen.findAllByText(/得分不能超过该题分值/)).length).toBeGreaterThan(0);
    typeScore('第2题得分', '7.3');
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    await waitFor(() =>
      expect(screen.getAllByText(/得分不能超过该题分值，且须为0.5的整数倍/).length).toBeGreaterThan(
        0,
      ),
    );
    expect(puts(api)).toEqual([]);
  });

  it('returns the homework with the reason asked for', async () => {
    const api = show();
    api.replies['PUT /app/studentAnswers/31'] = {
      data: { state: 'returned', score: null, nextSubmissionId: null },
    };
    fireEvent.click(await screen.findByRole('button', { name: '退回重做' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    expect(await within(dialog).findByText('退回作业时请填写退回原因')).toBeTruthy();
    expect(puts(api)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('退回原因'), {
      target: { value: '  第2题请手写拍照上传  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual({ action: 'return', returnReason: '第2题请手写拍照上传' });
    expect(await screen.findByText('已退回重做')).toBeTruthy();
    expect(screen.getByText('本课程的作业已全部批改。')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '返回批改中心' }));
    await waitFor(() => expect(where()).toBe('/grading?kind=homework'));
  });

  it('shows a submission corrected meanwhile elsewhere as it now is', async () => {
    const api = show();
    await screen.findByLabelText('第2题得分');
    typeScore('第2题得分', '6');
    api.replies['PUT /app/studentAnswers/31'] = { code: 400, msg: '该作业未提交或已批改' };
    api.replies['GET /app/studentAnswers/31'] = {
      data: sheetData({ state: 'corrected', score: 15 }, { score: 10 }),
    };
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    expect((await screen.findAllByText('该作业未提交或已批改')).length).toBeGreaterThan(0);
    expect(await screen.findByText('已批改 · 得分 15/20分')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交批改' })).toBeNull();
  });

  it('keeps a half-done correction through a reload of the page', async () => {
    show();
    const layer = await loadPhoto(PHOTO);
    fireEvent.click(screen.getByRole('radio', { name: /对勾/ }));
    fireEvent.click(layer, at(0.25, 0.5));
    typeScore('第2题得分', '9.5');
    fireEvent.change(screen.getByLabelText('第2题评语'), { target: { value: '再具体些' } });
    await screen.findByText(/批注 1 处/);

    cleanup();
    open('/homeworkCorrect?id=31');
    expect(await screen.findByText(/已恢复本页未提交的批改/)).toBeTruthy();
    expect((screen.getByLabelText('第2题得分') as HTMLInputElement).value).toBe('9.5');
    expect((screen.getByLabelText('第2题评语') as HTMLTextAreaElement).value).toBe('再具体些');
    expect(screen.getByText(/批注 1 处/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重新批改' }));
    await screen.findByText(/批注 0 处/);
    expect((screen.getByLabelText('第2题得分') as HTMLInputElement).value).toBe('');
  });

  it('opens a corrected submission read-only, with its marks, scores and comments', async () => {
    show(
      sheetData(
        {
          state: 'corrected',
          score: 13,
          comment: '<p>继续保持</p>',
          teacherName: '李老师',
          correctedAt: '2026-03-02T08:00:00.000Z',
          evaluation: { rating: 5, content: '很细致', at: '2026-03-03T08:00:00.000Z' },
        },
        {
          score: 8,
          comment: '<p>思路清楚</p>',
          pictures: [
            {
              url: PHOTO_URL,
              previewUrl: '/signed/photo-1.jpg?sig=1',
              shapes: [{ tool: 'tick', x: 0.25, y: 0.5 }],
            },
          ],
        },
      ),
    );
    expect(await screen.findByRole('heading', { name: /查看作业/ })).toBeTruthy();
    expect(screen.getByText('已批改 · 得分 13/20分')).toBeTruthy();
    expect(screen.getByText('思路清楚')).toBeTruthy();
    expect(screen.getByText('继续保持')).toBeTruthy();
    expect(screen.getByText('很细致')).toBeTruthy();
    const img = await screen.findByAltText(PHOTO);
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 800 });
    Object.defineProperty(img, 'naturalHeight', { configurable: true, value: 600 });
    fireEvent.load(img);
    expect(await screen.findByRole('img', { name: '老师批注 1 处' })).toBeTruthy();
    expect(screen.queryByTestId('mark-layer')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交批改' })).toBeNull();
    expect(screen.queryByLabelText('第2题得分')).toBeNull();
  });

  it('says 无批改权限 to a teacher of another course, and 缺少 for no id', async () => {
    const api = show();
    api.replies['GET /app/studentAnswers/31'] = {
      code: 403,
      msg: '只有本课程的授课老师可以批改该作业',
    };
    cleanup();
    open('/homeworkCorrect?id=31');
    expect(await screen.findByText('无批改权限')).toBeTruthy();
    expect(screen.getByText('只有本课程的授课老师可以批改该作业')).toBeTruthy();
    cleanup();
    open('/homeworkCorrect');
    expect(await screen.findByText('缺少作业提交编号')).toBeTruthy();
  });

  it('keeps a grader without the teacher role out', async () => {
    show(sheetData(), '/homeworkCorrect?id=31', ['grader']);
    expect(await screen.findByText('无批改权限')).toBeTruthy();
  });
});
