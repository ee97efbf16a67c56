import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaperSummary } from '@shangan/shared/contracts/question-bank';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import { paperAction, type PaperStatus } from './lists/paper-sheet';
import TrueQuestionPage, { paperFilterOf } from './true-question-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

function paper(id: number, changes: Partial<PaperSummary> = {}): PaperSummary {
  return {
    id,
    subjectId: 1,
    subjectName: '行测',
    title: `2024年国家公务员录用考试《行测》第${id}卷`,
    year: 2024,
    region: '全国',
    examType: '国考',
    examinationLevel: '地市级',
    timeLimitMinutes: 120,
    questionCount: 130,
    totalScore: 100,
    description: '',
    vipOnly: false,
    locked: false,
    doneCount: 0,
    ...changes,
  };
}

function status(changes: Partial<PaperStatus> = {}): PaperStatus {
  return { paper: paper(1), doStatus: 0, practice: null, mock: null, lastResult: null, ...changes };
}

const attempt = {
  exerciseId: 5,
  status: 'doing' as const,
  answeredCount: 12,
  questionCount: 130,
  elapsedSeconds: 600,
  remainingSeconds: null,
};

const lastResult = {
  exerciseId: 9,
  kind: 'paper',
  score: 72.5,
  correctCount: 94,
  questionCount: 130,
  submittedAt: '2026-11-20T03:00:00.000Z',
};

const ROUTES = { '/trueQuestion': <TrueQuestionPage /> };

function listReplies(statusData: PaperStatus) {
  return {
    'POST /homePage/getAll': {
      data: {
        subjects: [
          {
            id: 1,
            code: 'xingce',
            name: '行测',
            description: '',
            questionCount: 10,
            paperCount: 2,
            doneCount: 0,
            correctCount: 0,
            modules: [],
          },
        ],
        lastExercise: null,
        totals: null,
      },
    },
    'GET /homePage/yearList': {
      data: [
        { year: 2024, paperCount: 1 },
        { year: 2023, paperCount: 1 },
      ],
    },
    'GET /historyPaper/examinationLevelList': { data: [{ examType: '国考', name: '地市级' }] },
    'POST /historyPaper/page': {
      data: { list: [paper(1), paper(2, { year: 2023 })], total: 2, regions: ['全国'] },
    },
    'GET /historyPaper/paperDoStatus': { data: statusData },
  };
}

describe('a past paper’s main action', () => {
  it('starts, continues, or practises again by where I stand with it', () => {
    expect(paperAction(status(), true)).toEqual({
      label: '开始练习',
      to: '/questionBank/overYearTrueTopicDetailTest?paperId=1',
    });
    expect(paperAction(status({ doStatus: 1, practice: attempt }), true).label).toBe(
      '继续练习（已答 12/130）',
    );
    expect(paperAction(status({ doStatus: 2, lastResult }), true).label).toBe('再练一次');
    expect(paperAction(status(), false).label).toBe('登录后开始练习');
    expect(paperAction(status({ paper: paper(1, { vipOnly: true, locked: true }) }), true)).toEqual(
      { label: '开通VIP后练习', to: '/vipCenter' },
    );
  });

  it('reads the filter from the desktop’s query names', () => {
    expect(
      paperFilterOf(new URLSearchParams('subjectId=1&year=2024&region=江苏&level=A类')),
    ).toEqual({ subjectId: 1, year: 2024, region: '江苏', examinationLevel: 'A类' });
    expect(paperFilterOf(new URLSearchParams('year=abc'))).toEqual({});
  });
});

describe('the mobile past papers', () => {
  it('continues an open practice from the paper’s sheet', async () => {
    const api = fakeApi(listReplies(status({ doStatus: 1, practice: attempt })), {
      signedIn: true,
    });
    renderMobile(ROUTES, '/trueQuestion');

    expect(await screen.findByText('共 2 套试卷', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /第1卷/ }));
    fireEvent.click(await screen.findByText('继续练习（已答 12/130）', {}, WAIT));

    await waitFor(() =>
      expect(mobileWhere()).toBe('/questionBank/overYearTrueTopicDetailTest?paperId=1'),
    );
    expect(api.fieldsOf('GET /historyPaper/paperDoStatus')).toEqual([{ paperId: '1' }]);
  });

  it('shows a handed-in paper’s last result with its report', async () => {
    fakeApi(listReplies(status({ doStatus: 2, lastResult })), { signedIn: true });
    renderMobile(ROUTES, '/trueQuestion');

    fireEvent.click(await screen.findByRole('button', { name: /第1卷/ }, WAIT));
    expect(await screen.findByText('再练一次', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('72.5')).toBeTruthy();
    fireEvent.click(screen.getByText('查看报告'));

    await waitFor(() => expect(mobileWhere()).toBe('/questionBank/exerciseReport?exerciseId=9'));
  });

  it('filters by year through the address and asks the server for it', async () => {
    const api = fakeApi(listReplies(status()), { signedIn: true });
    renderMobile(ROUTES, '/trueQuestion');

    await screen.findByText('共 2 套试卷', {}, WAIT);
    fireEvent.click(screen.getByText('年份'));
    fireEvent.click(await screen.findByRole('button', { name: '2023年' }));

    await waitFor(() => expect(mobileWhere()).toBe('/trueQuestion?year=2023'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /historyPaper/page')).toContainEqual({
        year: 2023,
        page: 1,
        size: 10,
      }),
    );
  });
});
