import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EnlistExam, Position } from '@shangan/shared/contracts/enlistment';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderAt, stopFakeServer, where, type FakeServer } from '../test-utils';
import BaomingPage from './baoming-page';

function exam(id: number, shortName: string, changes: Partial<EnlistExam> = {}): EnlistExam {
  return {
    id,
    name: `${shortName}（全称）`,
    shortName,
    kind: 'national',
    year: 2027,
    intro: '考试简介',
    enlistStart: '2026-01-01T00:00:00.000Z',
    enlistEnd: '2099-01-01T00:00:00.000Z',
    examDate: '2099-02-15',
    open: true,
    positionCount: 280,
    quotaTotal: 400,
    regions: ['北京市', '江苏省'],
    serviceName: `${shortName}报名指导服务`,
    fee: '99.00',
    ...changes,
  };
}

function position(code: string, changes: Partial<Position> = {}): Position {
  return {
    id: Number(code),
    code,
    examId: 1,
    department: '南京海关',
    unit: '金陵海关',
    positionName: '海关业务一级主任科员及以下',
    intro: '从事海关通关监管工作',
    quota: 2,
    education: '本科及以上',
    educationMin: 'bachelor',
    educationOnly: false,
    degree: '学士及以上',
    major: '本科：法学类',
    politicalRule: 'any',
    politicalStatus: '不限',
    grassrootsYears: 0,
    otherRequirements: '无',
    location: '江苏省南京市',
    region: '江苏省',
    ...changes,
  };
}

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  Object.assign(server.replies, {
    'GET /app/enlist/exams': [exam(1, '2027国考'), exam(2, '2027江苏省考', { fee: '69.00' })],
    'GET /app/enlist/positions': (fields: Record<string, string>) =>
      fields.keyword === '没有'
        ? { list: [], total: 0 }
        : {
            list: [position('100001001001'), position('100001001002', { quota: 3 })],
            total: 42,
          },
    'GET /app/enlist/index': [],
  });
});
afterEach(() => {
  cleanup();
  stopFakeServer();
});

describe('BaomingPage', () => {
  it('opens the first open exam and lists its positions, each leading to the enlistment form', async () => {
    renderAt(<BaomingPage />, '/baoming');
    expect(await screen.findByRole('radio', { name: /2027国考/, checked: true })).toBeTruthy();
    expect(await screen.findByRole('article', { name: '职位 100001001001' })).toBeTruthy();
    expect(screen.getByTestId('position-total').textContent).toBe('42');
    expect(server.calls('GET /app/enlist/positions')[0]).toEqual({
      examId: '1',
      page: '1',
      pageSize: '20',
    });
    const enlist = screen.getByRole('link', { name: '报名职位 100001001002' });
    expect(enlist.getAttribute('href')).toBe('/createBmOrder?code=100001001002');
    expect(screen.getByText('招录3人')).toBeTruthy();
  });

  it('keeps the exam and the filters in the address and asks the server with them', async () => {
    renderAt(<BaomingPage />, '/baoming');
    fireEvent.click(await screen.findByRole('radio', { name: /2027江苏省考/ }));
    await waitFor(() => expect(where()).toBe('/baoming?exam=2'));
    const search = screen.getByRole('searchbox', { name: '搜索职位' });
    fireEvent.change(search, { target: { value: ' 海关 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(where()).toBe('/baoming?exam=2&q=%E6%B5%B7%E5%85%B3'));
    await waitFor(() =>
      expect(server.calls('GET /app/enlist/positions').at(-1)).toEqual({
        examId: '2',
        page: '1',
        pageSize: '20',
        keyword: '海关',
      }),
    );
  });

  it('keeps the keyword when the education is picked before the search has been shown', async () => {
    renderAt(<BaomingPage />, '/baoming');
    await screen.findByRole('article', { name: '职位 100001001001' });
    const education = screen.getByRole('combobox', { name: '我的学历' });
    fireEvent.mouseDown(education);
    const master = await screen.findByTitle('我是硕士研究生');
    // Both in one act: the pick runs the handlers of the render from before the search.
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: '搜索职位' }), {
        target: { value: '海关' },
      });
      fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
      fireEvent.click(master);
    });
    await waitFor(() => expect(where()).toBe('/baoming?q=%E6%B5%B7%E5%85%B3&edu=master'));
    await waitFor(() =>
      expect(server.calls('GET /app/enlist/positions').at(-1)).toEqual({
        examId: '1',
        page: '1',
        pageSize: '20',
        keyword: '海关',
        education: 'master',
      }),
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    renderAt(<BaomingPage />, '/baoming?exam=1&q=没有');
    expect(await screen.findByText('没有符合条件的职位，换个条件试试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(where()).toBe('/baoming?exam=1'));
    expect(await screen.findByRole('article', { name: '职位 100001001001' })).toBeTruthy();
  });

  it('shows the error with a retry when the exams cannot be loaded', async () => {
    delete server.replies['GET /app/enlist/exams'];
    renderAt(<BaomingPage />, '/baoming');
    expect(await screen.findByText('考试加载失败')).toBeTruthy();
    server.replies['GET /app/enlist/exams'] = [exam(1, '2027国考')];
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('radio', { name: /2027国考/ })).toBeTruthy();
  });
});
