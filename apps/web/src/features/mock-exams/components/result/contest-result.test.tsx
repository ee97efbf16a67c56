import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../../test/app-harness';
import { WAIT, contestResult, resultAnswer } from '../../test-utils';
import { ResultSection } from './result-section';

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('contest result', () => {
  it('shows the score, the three ranks with their group sizes, the histogram and the estimate', async () => {
    const api = fakeApi(
      { 'POST /mockExam/getMockExamExercise': { data: resultAnswer() } },
      { signedIn: true },
    );
    renderInApp(<ResultSection mockExamId={3} exerciseId={0} viewer={7} />);

    const overall = await screen.findByLabelText('全国排名', {}, WAIT);
    expect(overall.textContent).toContain('128');
    expect(overall.textContent).toContain('共 1180 人');
    const province = screen.getByLabelText('省份排名');
    expect(province.textContent).toContain('广东省');
    expect(province.textContent).toContain('共 96 人');
    const position = screen.getByLabelText('职位排名');
    expect(position.textContent).toContain('一级行政执法员（一）');
    expect(position.textContent).toContain('共 7 人');

    expect(screen.getByLabelText('行测得分').textContent).toContain('72.5');
    // The histogram's container, with my bar named in words for those who cannot see it.
    const histogram = screen.getByTestId('score-histogram');
    expect(histogram.getAttribute('aria-label')).toContain('70-80 分段');
    expect(screen.getByText(/平均分 61\.4/).textContent).toContain('最高分 91.5');

    const estimate = screen.getByLabelText('估分');
    expect(estimate.textContent).toContain('70.8');
    expect(estimate.textContent).toContain('67.5 ~ 74');
    expect(estimate.textContent).toContain('进面分数线的对应关系换算');

    // Modules against the cohort, and the answer card coloured by my result.
    expect(screen.getByRole('rowheader', { name: '数量关系' })).toBeTruthy();
    const card = screen.getByLabelText('答题卡与全体正确率');
    expect(within(card).getByLabelText('第2题，答错，全体正确率31.6%').dataset.result).toBe(
      'wrong',
    );
    expect(screen.getByText(/申论：批改中/)).toBeTruthy();
    expect(api.fieldsOf('POST /mockExam/getMockExamExercise')).toEqual([{ mockExamId: 3 }]);
  });

  it('says why there is no result before the results are out', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExercise': {
          data: resultAnswer({
            state: 'running',
            resultsPublished: false,
            result: null,
            pendingReason: '成绩将于 05-16 17:00 考试结束后公布',
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<ResultSection mockExamId={3} exerciseId={0} viewer={7} />);
    expect(await screen.findByText('成绩尚未公布', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('成绩将于 05-16 17:00 考试结束后公布')).toBeTruthy();
  });

  it('places a practice attempt against the cohort without province or position ranks', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExercise': {
          data: resultAnswer({
            result: contestResult({ attemptKind: 'practice', province: null, position: null }),
            practiceAttempts: [
              {
                exerciseId: 950,
                stage: 'xingce',
                status: 'submitted',
                score: 66,
                submittedAt: '2026-06-01T02:00:00.000Z',
              },
            ],
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<ResultSection mockExamId={3} exerciseId={950} viewer={7} />);
    expect(
      await screen.findByText('往期练习成绩：与原考生对比，不计入排名', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByLabelText('省份排名').textContent).toContain('往期练习不参加省份排名');
    await waitFor(() => expect(screen.getByText('正在查看')).toBeTruthy());
    expect(screen.getByRole('link', { name: '回到我的考试成绩' })).toBeTruthy();
  });
});
