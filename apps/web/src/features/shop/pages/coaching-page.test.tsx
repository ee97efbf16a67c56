import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCourseDialog, resetCourseDialog } from '../course-dialog-store';
import { fakeServer, stopFakeServer, type FakeServer } from '../test-utils';
import type { CoachingProduct, CoachingSlot } from '../types';
import CoachingPage from './coaching-page';

const avatar = (n: number) => ({ url: `/api/v1/pc/images/${n}`, width: 240, height: 240 });

function product(type: CoachingProduct['type']): CoachingProduct {
  return {
    goodsId: 18,
    type,
    mode: 'group',
    modeText: '一对多',
    stage: 'interview',
    stageText: '面试',
    title: '一对多面试辅导',
    subtitle: '6到10人模拟考场小班',
    intro: '6到10人一个小班。\n\n所选时间为开班时间。',
    highlights: ['模拟考场全流程'],
    suits: ['已进面的考生'],
    price: '2680.00',
    originalPrice: '3280.00',
    programme: [
      { title: '第1次课 · 面试认知与破冰', topics: ['评分标准', '自我介绍'], minutes: 150 },
      { title: '第2次课 · 综合分析', topics: ['审题'], minutes: 150 },
    ],
    sessionCount: 2,
    totalMinutes: 300,
    classSize: 10,
    coaches: [
      {
        id: 4,
        name: '马骏',
        title: '面试首席讲师',
        years: 13,
        speciality: '结构化面试',
        intro: '多次担任面试考官。',
        avatar: avatar(31),
      },
      {
        id: 7,
        name: '宋佳宁',
        title: '面试讲师',
        years: 7,
        speciality: '模拟考场',
        intro: '七年小班教学经验。',
        avatar: avatar(32),
      },
    ],
    sales: 235,
    onSale: true,
    deposit: null,
  };
}

const SLOTS: CoachingSlot[] = [
  {
    id: 51,
    coachId: 4,
    coachName: '马骏',
    startsAt: '2099-06-03T01:30:00.000Z',
    endsAt: '2099-06-03T04:00:00.000Z',
    capacity: 10,
    seatsLeft: 0,
    bookable: false,
    reason: '已约满',
  },
  {
    id: 52,
    coachId: 7,
    coachName: '宋佳宁',
    startsAt: '2099-06-03T06:30:00.000Z',
    endsAt: '2099-06-03T09:00:00.000Z',
    capacity: 6,
    seatsLeft: 4,
    bookable: true,
    reason: null,
  },
];

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  Object.assign(server.replies, {
    'GET /pc/coaching/show': (f: Record<string, string>) => product(f.type as 'yddms'),
    'GET /pc/coaching/slots': SLOTS,
  });
});
afterEach(() => {
  act(() => resetCourseDialog());
  cleanup();
  stopFakeServer();
});

/** The page under the route ids the route table gives it (a data router, for useMatches). */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { id: 'Yddms', path: '/yddms', element: <CoachingPage /> },
      { id: 'Ydybs@/ydy/ydybs', path: '/ydy/ydybs', element: <CoachingPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

describe('CoachingPage', () => {
  it('shows the product of its row: programme, coaches with sized avatars, slots by day and the price', async () => {
    renderAt('/yddms');
    expect((await screen.findAllByTestId('coaching-price'))[0]!.textContent).toBe('￥2680.00');
    expect(screen.getByRole('heading', { level: 1, name: '一对多面试辅导' })).toBeTruthy();
    expect(server.calls('GET /pc/coaching/show')).toEqual([{ type: 'yddms' }]);
    expect(screen.getByText('第1次课 · 面试认知与破冰')).toBeTruthy();
    const coaches = screen.getAllByTestId('coach');
    expect(coaches).toHaveLength(2);
    const img = within(coaches[0]!).getByRole('img', { name: '马骏老师' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '240']);
    expect(await screen.findByRole('tab', { name: /6月3日/ })).toBeTruthy();
    const slots = screen.getAllByTestId('slot-seats').map((s) => s.textContent);
    expect(slots).toEqual(['已约满', '剩余4席 / 共6席']);
  });

  it('asks for a time first, then 立即购买 opens the purchase dialog over the page', async () => {
    renderAt('/yddms');
    await screen.findByRole('tab', { name: /6月3日/ });
    fireEvent.click(screen.getAllByRole('button', { name: '立即购买' })[0]!);
    expect(server.notices).toContainEqual(['warning', '请先选择上课时间']);
    expect(getCourseDialog().dialog).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /14:30–17:00/ }));
    expect(screen.getAllByTestId('chosen-slot')[0]!.textContent).toBe(
      '已选：6月3日 周三 14:30–17:00 宋佳宁',
    );
    fireEvent.click(screen.getAllByRole('button', { name: '立即购买' })[0]!);
    await waitFor(() => expect(getCourseDialog().dialog).toBe('signUp'));
    expect(getCourseDialog().purchase).toEqual({
      goodsId: 18,
      slotId: 52,
      depositId: null,
      title: '一对多面试辅导',
      slotText: '6月3日 周三 14:30–17:00 · 宋佳宁',
    });
    // 报名信息 starts from the account.
    expect(((await screen.findByLabelText('学员姓名')) as HTMLInputElement).value).toBe('小岸');
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13800000001');
  });

  it('serves a duplicate folder path as its row', async () => {
    renderAt('/ydy/ydybs');
    await screen.findByRole('heading', { level: 1 });
    expect(server.calls('GET /pc/coaching/show')).toEqual([{ type: 'ydybs' }]);
  });
});
