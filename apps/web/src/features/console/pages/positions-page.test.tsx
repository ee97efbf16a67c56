import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PositionImportMsg } from '@shangan/shared';
import type {
  ConsoleEnlistExam,
  PositionImportPreview,
  PositionPreviewRow,
} from '@shangan/shared/contracts/console/enlistment';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import PositionsPage from './positions-page';

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

const NATIONAL: ConsoleEnlistExam = {
  id: 7,
  name: '2027年度国家公务员考试',
  kind: 'national',
  year: 2027,
  enlistStart: '2026-10-15T00:00:00.000Z',
  enlistEnd: '2027-04-30T00:00:00.000Z',
  examDate: '2027-05-20',
  positions: 286,
  quota: 512,
  enlistments: 30,
  paid: 12,
};
const EXAMS: ConsoleEnlistExam[] = [
  NATIONAL,
  {
    ...NATIONAL,
    id: 8,
    name: '2027年江苏省考试录用公务员',
    kind: 'provincial',
    enlistments: 0,
    paid: 0,
  },
];

const ROW: PositionPreviewRow = {
  place: '「职位表」第 3 行',
  code: '300110001001',
  department: '国家统计局江苏调查总队',
  positionName: '一级主任科员及以下',
  quota: '2',
  education: '本科及以上',
  political: '不限',
  location: '江苏省南京市',
  region: '江苏省',
  status: 'new',
  messages: [],
};

const preview = (changes: Partial<PositionImportPreview>): PositionImportPreview => ({
  total: 2,
  added: 2,
  updated: 0,
  unchanged: 0,
  errors: 0,
  sheets: [{ name: '职位表', rows: 2 }],
  rows: [ROW, { ...ROW, place: '「职位表」第 4 行', code: '300110002001' }],
  ...changes,
});

function dropFile(name: string, content = 'excel bytes') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('报名职位', () => {
  it('lists the exams and imports a clean table into the chosen one', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/enlistment/exams': { data: EXAMS },
        'POST /console/enlistment/positions/preview': { data: preview({}) },
        'POST /console/enlistment/positions/commit': {
          data: { added: 2, updated: 0, unchanged: 0 },
        },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/positions': <PositionsPage /> }, { path: '/admin/positions' });
    expect(await screen.findByText('2027年度国家公务员考试', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('30 / 12')).toBeTruthy();

    dropFile('职位表.pdf');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', PositionImportMsg.fileUnreadable]),
    );
    expect(api.fieldsOf('POST /console/enlistment/positions/preview')).toEqual([]);

    dropFile('国考职位表.xlsx');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('共读取 2 个职位'),
    );
    expect(api.fieldsOf('POST /console/enlistment/positions/preview')).toEqual([
      { examId: 7, fileName: '国考职位表.xlsx', content: expect.any(String) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '确认导入（新增 2，更新 0）' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/enlistment/positions/commit')).toEqual([
        { examId: 7, fileName: '国考职位表.xlsx', content: expect.any(String) },
      ]),
    );
    expect(api.notices).toContainEqual(['success', PositionImportMsg.committed(2, 0)]);
  });

  it('shows the broken rows first and does not let a table with errors be written', async () => {
    const broken = { ...ROW, status: 'error' as const, messages: [PositionImportMsg.quotaInvalid] };
    fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/enlistment/exams': { data: EXAMS },
        'POST /console/enlistment/positions/preview': {
          data: preview({ errors: 1, added: 1, rows: [broken, ROW] }),
        },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/positions': <PositionsPage /> }, { path: '/admin/positions' });
    await screen.findByText('2027年度国家公务员考试', { selector: 'td' });
    dropFile('国考职位表.xlsx');
    expect(await screen.findByText(PositionImportMsg.quotaInvalid)).toBeTruthy();
    const button = screen.getByRole('button', { name: '有错误，请修正文件后重新上传' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '重新选择文件' }));
    expect(await screen.findByText('点击选择文件，或将文件拖到这里')).toBeTruthy();
  });
});
