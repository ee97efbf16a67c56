import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleCoachingMsg } from '@shangan/shared';
import type {
  ConsoleCoach,
  ConsoleCoachingProduct,
  ConsoleCoachingProductDetail,
  ConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import { changedFields } from '../audit-words';
import CoachingPage from './coaching-page';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';

/** Thursday 2035-03-01 10:00 in China: the times below are set around it. */
const NOW = '2035-03-01T02:00:00.000Z';

const ONE: ConsoleCoachingProduct = {
  id: 1,
  type: 'ydybs',
  title: '行测一对一笔试辅导',
  mode: 'one',
  modeText: '一对一',
  stageText: '笔试',
  price: '1999.00',
  onSale: true,
  coaches: [
    { id: 11, name: '李老师', title: '行测名师' },
    { id: 12, name: '王老师', title: '' },
  ],
  upcomingSlots: 3,
  // Four days ahead: learners soon have nothing left to book.
  lastSlotAt: '2035-03-05T14:30:00.000Z',
};

const GROUP: ConsoleCoachingProduct = {
  id: 2,
  type: 'yddms',
  title: '结构化面试小班辅导',
  mode: 'group',
  modeText: '一对多',
  stageText: '面试',
  price: '899.00',
  onSale: true,
  coaches: [{ id: 13, name: '赵老师', title: '面试讲师' }],
  upcomingSlots: 5,
  lastSlotAt: '2035-04-20T06:00:00.000Z',
};

const slot = (changes: Partial<ConsoleCoachingSlot> & { id: number }): ConsoleCoachingSlot => ({
  coachId: 11,
  coachName: '李老师',
  startsAt: '2035-03-02T01:00:00.000Z',
  endsAt: '2035-03-02T03:00:00.000Z',
  capacity: 1,
  taken: 0,
  booked: false,
  ...changes,
});

// Yesterday afternoon, over.
const ENDED = slot({
  id: 101,
  startsAt: '2035-02-28T06:00:00.000Z',
  endsAt: '2035-02-28T08:00:00.000Z',
  taken: 1,
  booked: true,
});
// Tomorrow 09:00–11:00, its one seat taken.
const BOOKED = slot({ id: 102, taken: 1, booked: true });
// Tomorrow 14:00–16:00, free.
const OPEN = slot({
  id: 103,
  coachId: 12,
  coachName: '王老师',
  startsAt: '2035-03-02T06:00:00.000Z',
  endsAt: '2035-03-02T08:00:00.000Z',
});
// Monday 22:30 to 00:30 the next day.
const LATE = slot({
  id: 104,
  startsAt: '2035-03-05T14:30:00.000Z',
  endsAt: '2035-03-05T16:30:00.000Z',
});
// Saturday evening's class: 6 of its 20 seats taken.
const CLASS = slot({
  id: 201,
  coachId: 13,
  coachName: '赵老师',
  startsAt: '2035-03-03T11:00:00.000Z',
  endsAt: '2035-03-03T13:00:00.000Z',
  capacity: 20,
  taken: 6,
  booked: true,
});

const LI: ConsoleCoach = {
  id: 11,
  name: '李老师',
  title: '行测名师',
  years: 9,
  speciality: '资料分析、数量关系',
  intro: '九年行测教学经验',
  avatarUrl: '/uploads/coach-11.svg',
  productIds: [1],
};
const WANG: ConsoleCoach = {
  id: 12,
  name: '王老师',
  title: '',
  years: 3,
  speciality: '言语理解',
  intro: '',
  avatarUrl: '',
  productIds: [1],
};
const ZHAO: ConsoleCoach = {
  id: 13,
  name: '赵老师',
  title: '面试讲师',
  years: 12,
  speciality: '结构化面试',
  intro: '',
  avatarUrl: 'https://img.example.com/zhao.png',
  productIds: [2],
};

/** Everything of 行测一对一笔试辅导, as its editor opens. */
const ONE_DETAIL: ConsoleCoachingProductDetail = {
  id: 1,
  type: 'ydybs',
  modeText: '一对一',
  stageText: '笔试',
  title: ONE.title,
  subtitle: '按你的薄弱项安排',
  price: '1999.00',
  originalPrice: '',
  onSale: true,
  intro: '名师一对一诊断，针对薄弱模块提分。',
  highlights: ['一对一批改', '课后答疑'],
  suits: ['首次备考的考生'],
  programme: [
    { title: '诊断与规划', topics: ['真题诊断'], minutes: 90 },
    { title: '资料分析提速', topics: ['速算', '估算'], minutes: 120 },
  ],
  coachIds: [11, 12],
  deposit: null,
};

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function coachingApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person(['staff']),
      'GET /console/coaching': { data: [ONE, GROUP] },
      'GET /console/coaching/slots': (query) => ({
        data: query.productId === '2' ? [CLASS] : [ENDED, BOOKED, OPEN, LATE],
      }),
      'GET /console/coaching/coaches': { data: [LI, WANG, ZHAO] },
      'GET /console/coaching/products/detail': { data: ONE_DETAIL },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage(path = '/admin/coaching') {
  renderRoutesInApp({ '/admin/coaching': <CoachingPage /> }, { path, showWhere: true });
}

const rowOf = async (label: string) =>
  (await screen.findByLabelText(`修改：${label}`)).closest('tr')!;

const cardOf = async (title: string) =>
  within(await screen.findByRole('list', { name: '辅导产品' }))
    .getByText(title)
    .closest('button')!;

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const press = (inside: HTMLElement, words: string) =>
  fireEvent.click(within(inside).getByText(words).closest('button')!);

const valueOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

/** Types a China time into one of the dialog's pickers and takes it. */
function pickTime(dialog: HTMLElement, label: string, typed: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(await within(dialog).findByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

/** The product editor, once its content has been read. */
async function productDrawer(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(`编辑产品：${title}`, { selector: '.ant-drawer-title' });
  const drawer = heading.closest<HTMLElement>('.ant-drawer-section')!;
  await within(drawer).findByRole('textbox', { name: '名称' });
  return drawer;
}

const type = (inside: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(inside).getByRole('textbox', { name: label }), { target: { value } });

const START = '开始时间（北京时间）';
const END = '结束时间（北京时间）';

beforeEach(() => {
  // Only the clock: timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  cleanup();
  stopStubs();
  vi.useRealTimers();
});

describe('辅导档期', () => {
  it('opens to warehouse staff after 图书与库存 and to teachers, not to finance', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['staff']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const labels = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels.indexOf('辅导档期')).toBe(labels.indexOf('图书与库存') + 1);
    expect(within(menu).getByRole('link', { name: '辅导档期' }).getAttribute('href')).toBe(
      '/admin/coaching',
    );
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['teacher']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const teacherMenu = await screen.findByRole('menu');
    expect(within(teacherMenu).getByText('辅导档期')).toBeTruthy();
    expect(within(teacherMenu).queryByText('图书与库存')).toBeNull();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/coaching' });
    expect(within(await screen.findByRole('menu')).queryByText('辅导档期')).toBeNull();
    expect(screen.getByText(/不能使用「辅导档期」/)).toBeTruthy();
  });

  it('counts the times still to come on the overview', async () => {
    coachingApi();
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '辅导档期' });
    await waitFor(() => expect(card.textContent).toContain('8 个待上课时段'));
  });

  it('shows the products and the chosen one’s times by China day, warning when they run out', async () => {
    const api = coachingApi();
    renderPage();
    const one = await cardOf(ONE.title);
    expect(one.getAttribute('aria-pressed')).toBe('true');
    expect(within(one).getByText('一对一')).toBeTruthy();
    expect(within(one).getByText('笔试')).toBeTruthy();
    expect(within(one).getByText('￥1999.00')).toBeTruthy();
    expect(within(one).getByText('老师：李老师、王老师')).toBeTruthy();
    expect(within(one).getByText('未来时段 3')).toBeTruthy();
    expect(within(one).getByText('最后时段 2035-03-05')).toBeTruthy();
    const group = await cardOf(GROUP.title);
    expect(group.getAttribute('aria-pressed')).toBe('false');
    expect(within(group).getByText('一对多')).toBeTruthy();
    expect(within(group).getByText('面试')).toBeTruthy();
    expect(within(group).getByText('最后时段 2035-04-20')).toBeTruthy();
    expect(screen.getByText('学员很快将无时段可约，请添加时段')).toBeTruthy();
    expect(screen.getByText('最后一个时段开始于 2035-03-05 22:30（北京时间）')).toBeTruthy();

    // Tomorrow's two times share their day's cell.
    const booked = await rowOf('2035-03-02 周五 09:00–11:00');
    expect(api.fieldsOf('GET /console/coaching/slots')).toEqual([{ productId: '1' }]);
    const day = within(booked).getByText('2035-03-02 周五').closest('td')!;
    expect(day.getAttribute('rowspan')).toBe('2');
    expect(within(booked).getByText('李老师')).toBeTruthy();
    expect(within(booked).getByText('已约 1 / 1')).toBeTruthy();
    expect(within(booked).getByText('已约满')).toBeTruthy();
    const open = await rowOf('2035-03-02 周五 14:00–16:00');
    expect(within(open).queryByText('2035-03-02 周五')).toBeNull();
    expect(within(open).getByText('王老师')).toBeTruthy();
    expect(within(open).getByText('已约 0 / 1')).toBeTruthy();
    expect(within(open).getByText('可预约')).toBeTruthy();
    const late = await rowOf('2035-03-05 周一 22:30–次日 00:30');
    expect(within(late).getByText('2035-03-05 周一')).toBeTruthy();
    expect(within(late).getByText('22:30–次日 00:30')).toBeTruthy();
    // Yesterday's is over: shown, with nothing left to do.
    const ended = screen.getByText('2035-02-28 周三').closest('tr')!;
    expect(within(ended).getByText('14:00–16:00')).toBeTruthy();
    expect(within(ended).getByText('已结束')).toBeTruthy();
    expect(within(ended).queryByText('修改')).toBeNull();

    fireEvent.click(group);
    const classRow = await rowOf('2035-03-03 周六 19:00–21:00');
    expect(where()).toBe('/admin/coaching?product=2');
    expect(api.fieldsOf('GET /console/coaching/slots').at(-1)).toEqual({ productId: '2' });
    expect(within(classRow).getByText('赵老师')).toBeTruthy();
    expect(within(classRow).getByText('已约 6 / 20')).toBeTruthy();
    expect(within(classRow).getByText('可预约')).toBeTruthy();
    expect(screen.queryByText('学员很快将无时段可约，请添加时段')).toBeNull();
  });

  it('adds a time in China time, its end following the start; the server’s refusal keeps the dialog', async () => {
    // The coach has another time at 09:00; 13:00 is free.
    const api = coachingApi({
      'POST /console/coaching/slots/save': (body) =>
        body.startsAt === '2035-03-03T09:00:00+08:00'
          ? { code: 400, msg: ConsoleCoachingMsg.coachBusy('3月3日 09:00') }
          : { data: slot({ id: 105 }) },
    });
    renderPage();
    await rowOf('2035-03-02 周五 09:00–11:00');
    press(document.body, '新增时段');
    const dialog = await dialogTitled('新增时段');
    // 一对一: one seat, fixed.
    expect(valueOf(dialog, '名额')).toBe('1');
    expect((within(dialog).getByLabelText('名额') as HTMLInputElement).disabled).toBe(true);
    press(dialog, '添加');
    expect(await within(dialog).findByText(ConsoleCoachingMsg.coachNotOfProduct)).toBeTruthy();
    expect(within(dialog).getAllByText(ConsoleCoachingMsg.timeInvalid).length).toBe(2);

    await choose(dialog, '辅导老师', '王老师');
    pickTime(dialog, START, '2035-03-03 09:00');
    // Two hours, as the latest time lasts.
    await waitFor(() => expect(valueOf(dialog, END)).toBe('2035-03-03 11:00'));
    pickTime(dialog, END, '2035-03-03 09:10');
    press(dialog, '添加');
    expect(await within(dialog).findByText(ConsoleCoachingMsg.lengthInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/coaching/slots/save')).toEqual([]);

    pickTime(dialog, END, '2035-03-03 11:00');
    press(dialog, '添加');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCoachingMsg.coachBusy('3月3日 09:00')]),
    );
    expect(api.fieldsOf('POST /console/coaching/slots/save')).toEqual([
      {
        id: null,
        productId: 1,
        coachId: 12,
        startsAt: '2035-03-03T09:00:00+08:00',
        endsAt: '2035-03-03T11:00:00+08:00',
        capacity: 1,
      },
    ]);
    expect(screen.getByText('新增时段', { selector: '.ant-modal-title' })).toBeTruthy();

    pickTime(dialog, START, '2035-03-03 13:00');
    await waitFor(() => expect(valueOf(dialog, END)).toBe('2035-03-03 15:00'));
    press(dialog, '添加');
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleCoachingMsg.saved]));
    expect(api.fieldsOf('POST /console/coaching/slots/save').at(-1)).toEqual({
      id: null,
      productId: 1,
      coachId: 12,
      startsAt: '2035-03-03T13:00:00+08:00',
      endsAt: '2035-03-03T15:00:00+08:00',
      capacity: 1,
    });
    // The products and the times are read again.
    await waitFor(() => expect(api.fieldsOf('GET /console/coaching/slots').length).toBe(2));
    await waitFor(() => expect(api.fieldsOf('GET /console/coaching').length).toBe(2));
  });

  it('changes only the seats of a booked class time, never below those taken', async () => {
    const api = coachingApi({
      'POST /console/coaching/slots/save': { data: { ...CLASS, capacity: 30 } },
    });
    renderPage('/admin/coaching?product=2');
    fireEvent.click(within(await rowOf('2035-03-03 周六 19:00–21:00')).getByText('修改'));
    const dialog = await dialogTitled('修改时段');
    expect(within(dialog).getByText(ConsoleCoachingMsg.bookedFixed)).toBeTruthy();
    expect(within(dialog).getByLabelText('辅导老师').closest('.ant-select-disabled')).toBeTruthy();
    expect((within(dialog).getByLabelText(START) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText(END) as HTMLInputElement).disabled).toBe(true);
    expect(valueOf(dialog, START)).toBe('2035-03-03 19:00');
    expect(valueOf(dialog, END)).toBe('2035-03-03 21:00');
    expect(valueOf(dialog, '名额')).toBe('20');

    fireEvent.change(within(dialog).getByLabelText('名额'), { target: { value: '5' } });
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleCoachingMsg.capacityBelowTaken(6))).toBeTruthy();
    expect(api.fieldsOf('POST /console/coaching/slots/save')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('名额'), { target: { value: '30' } });
    press(dialog, '保存');
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleCoachingMsg.saved]));
    // Its coach and time go back exactly as stored.
    expect(api.fieldsOf('POST /console/coaching/slots/save')).toEqual([
      {
        id: 201,
        productId: 2,
        coachId: 13,
        startsAt: CLASS.startsAt,
        endsAt: CLASS.endsAt,
        capacity: 30,
      },
    ]);
  });

  it('keeps a booked time from deletion and shows the server refusing another', async () => {
    const api = coachingApi({
      'POST /console/coaching/slots/remove': (body) =>
        body.id === 103 ? { code: 400, msg: ConsoleCoachingMsg.booked } : { data: null },
    });
    renderPage();
    const booked = await rowOf('2035-03-02 周五 09:00–11:00');
    const refused = within(booked).getByLabelText('删除：2035-03-02 周五 09:00–11:00');
    expect((refused as HTMLButtonElement).disabled).toBe(true);

    // Booked meanwhile: the server says so.
    fireEvent.click(
      within(await rowOf('2035-03-02 周五 14:00–16:00')).getByLabelText(
        '删除：2035-03-02 周五 14:00–16:00',
      ),
    );
    const popup = (await screen.findByText('删除这个时段？')).closest<HTMLElement>('.ant-popover')!;
    press(popup, '删除');
    await waitFor(() => expect(api.notices).toContainEqual(['error', ConsoleCoachingMsg.booked]));
    expect(api.fieldsOf('POST /console/coaching/slots/remove')).toEqual([{ id: 103 }]);
    expect(api.notices).not.toContainEqual(['success', ConsoleCoachingMsg.removed]);

    fireEvent.click(
      within(await rowOf('2035-03-05 周一 22:30–次日 00:30')).getByLabelText(
        '删除：2035-03-05 周一 22:30–次日 00:30',
      ),
    );
    const popups = await screen.findAllByText('删除这个时段？');
    press(popups.at(-1)!.closest<HTMLElement>('.ant-popover')!, '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleCoachingMsg.removed]),
    );
    expect(api.fieldsOf('POST /console/coaching/slots/remove').at(-1)).toEqual({ id: 104 });
  });

  it('edits a product: prices in yuan, its programme, coaches in order and a deposit checked first', async () => {
    const api = coachingApi({
      'POST /console/coaching/products/save': (body) => ({ data: { ...ONE_DETAIL, ...body } }),
    });
    renderPage();
    await rowOf('2035-03-02 周五 09:00–11:00');
    press(document.body, '编辑产品');
    const drawer = await productDrawer(ONE.title);
    expect(api.fieldsOf('GET /console/coaching/products/detail')).toEqual([{ id: '1' }]);
    expect(valueOf(drawer, '售价（元）')).toBe('1999.00');
    expect(within(drawer).getByRole('switch', { name: '上架' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const chosen = within(drawer).getByRole('list', { name: '已选老师' });
    expect([...chosen.querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      '1李老师 · 行测名师',
      '2王老师',
    ]);

    type(drawer, '名称', '  行测一对一冲刺辅导 ');
    type(drawer, '售价（元）', '3980');
    type(drawer, '原价（元，选填）', '3000');
    press(drawer, '保存');
    expect(await within(drawer).findByText(ConsoleCoachingMsg.originalPriceInvalid)).toBeTruthy();
    type(drawer, '原价（元，选填）', '4980');
    fireEvent.click(within(drawer).getByRole('switch', { name: '上架' }));

    // One highlight fewer, a blank line left (not sent), a line for who it suits.
    fireEvent.click(within(drawer).getByLabelText('删除亮点第 1 条'));
    fireEvent.click(within(drawer).getByText('添加亮点').closest('button')!);
    fireEvent.click(within(drawer).getByText('添加适合人群').closest('button')!);
    type(drawer, '适合人群第 2 条', '在职备考、时间零散的考生');

    // The second session first, a new third one as long as the one before it.
    fireEvent.click(within(drawer).getByLabelText('上移第 2 节'));
    expect(within(drawer).getByRole('textbox', { name: '第 1 节名称' })).toHaveProperty(
      'value',
      '资料分析提速',
    );
    press(drawer, '添加一节课');
    expect(valueOf(drawer, '第 3 节时长（分钟）')).toBe('90');
    press(drawer, '保存');
    expect(await within(drawer).findByText(ConsoleCoachingMsg.programmeInvalid)).toBeTruthy();
    type(drawer, '第 3 节名称', '全真模考讲评');

    // 王老师 first, then 李老师, and 赵老师 added last.
    fireEvent.click(within(drawer).getByLabelText('上移：王老师'));
    await choose(drawer, '辅导老师', '赵老师（面试讲师）');
    await waitFor(() =>
      expect(
        [...within(drawer).getByRole('list', { name: '已选老师' }).querySelectorAll('li')].map(
          (row) => row.textContent,
        ),
      ).toEqual(['1王老师', '2李老师 · 行测名师', '3赵老师 · 面试讲师']),
    );

    // A deposit taking off the whole price is refused before anything is sent.
    fireEvent.click(within(drawer).getByRole('switch', { name: '出售定金' }));
    await within(drawer).findByRole('textbox', { name: '定金（元）' });
    type(drawer, '定金（元）', '200');
    type(drawer, '抵扣（元）', '3980');
    press(drawer, '保存');
    expect(await within(drawer).findByText(ConsoleCoachingMsg.depositInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/coaching/products/save')).toEqual([]);
    type(drawer, '抵扣（元）', '500');
    expect(await within(drawer).findByText(/学员付 200 元定金，购买时抵 500 元/)).toBeTruthy();

    press(drawer, '保存');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleCoachingMsg.productSaved]),
    );
    expect(api.fieldsOf('POST /console/coaching/products/save')).toEqual([
      {
        id: 1,
        title: '行测一对一冲刺辅导',
        subtitle: '按你的薄弱项安排',
        price: '3980',
        originalPrice: '4980',
        onSale: false,
        intro: '名师一对一诊断，针对薄弱模块提分。',
        highlights: ['课后答疑'],
        suits: ['首次备考的考生', '在职备考、时间零散的考生'],
        programme: [
          { title: '资料分析提速', topics: ['速算', '估算'], minutes: 120 },
          { title: '诊断与规划', topics: ['真题诊断'], minutes: 90 },
          { title: '全真模考讲评', topics: [], minutes: 90 },
        ],
        coachIds: [12, 11, 13],
        deposit: { price: '200', deduct: '500' },
      },
    ]);
    // The products, the times and the product's content are read again; the drawer closes.
    await waitFor(() => expect(api.fieldsOf('GET /console/coaching').length).toBe(2));
    await waitFor(() => expect(api.fieldsOf('GET /console/coaching/slots').length).toBe(2));
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/coaching/products/detail').length).toBe(2),
    );
    await waitFor(() =>
      expect(
        screen.queryByText(`编辑产品：${ONE.title}`, { selector: '.ant-drawer-title' }),
      ).toBeNull(),
    );
  });

  it('keeps the drawer open with the server’s word when a coach with times is taken out', async () => {
    const api = coachingApi({
      'GET /console/coaching/products/detail': {
        data: { ...ONE_DETAIL, deposit: { price: '200.00', deduct: '500.00' } },
      },
      'POST /console/coaching/products/save': {
        code: 400,
        msg: ConsoleCoachingMsg.coachHasSlots('李老师'),
      },
    });
    renderPage();
    await rowOf('2035-03-02 周五 09:00–11:00');
    press(document.body, '编辑产品');
    const drawer = await productDrawer(ONE.title);
    expect(valueOf(drawer, '定金（元）')).toBe('200.00');

    // None left: refused here first.
    fireEvent.click(within(drawer).getByLabelText('移出：李老师'));
    fireEvent.click(within(drawer).getByLabelText('移出：王老师'));
    press(drawer, '保存');
    expect(await within(drawer).findByText(ConsoleCoachingMsg.coachesRequired)).toBeTruthy();
    expect(api.fieldsOf('POST /console/coaching/products/save')).toEqual([]);

    await choose(drawer, '辅导老师', '王老师');
    fireEvent.click(within(drawer).getByRole('switch', { name: '出售定金' }));
    press(drawer, '保存');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCoachingMsg.coachHasSlots('李老师')]),
    );
    expect(api.fieldsOf('POST /console/coaching/products/save')).toEqual([
      expect.objectContaining({ id: 1, price: '1999.00', coachIds: [12], deposit: null }),
    ]);
    // Shown by the buttons, the drawer open with what was typed.
    expect(within(drawer).getByRole('alert').textContent).toBe(
      ConsoleCoachingMsg.coachHasSlots('李老师'),
    );
    expect(
      screen.getByText(`编辑产品：${ONE.title}`, { selector: '.ant-drawer-title' }),
    ).toBeTruthy();
    expect(
      [...within(drawer).getByRole('list', { name: '已选老师' }).querySelectorAll('li')].map(
        (row) => row.textContent,
      ),
    ).toEqual(['1王老师']);
    expect(api.notices).not.toContainEqual(['success', ConsoleCoachingMsg.productSaved]);
  });

  it('lists the coaches with their products, and adds one', async () => {
    const SUN: ConsoleCoach = {
      id: 14,
      name: '孙老师',
      title: '申论讲师',
      years: 6,
      speciality: '申论大作文',
      intro: '擅长作文立意',
      avatarUrl: '/uploads/coach-14.svg',
      productIds: [],
    };
    const api = coachingApi({
      'POST /console/coaching/coaches/save': () => {
        api.replies['GET /console/coaching/coaches'] = { data: [LI, WANG, ZHAO, SUN] };
        return { data: SUN };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '辅导老师' }));
    expect(where()).toBe('/admin/coaching?tab=coaches');
    const li = (await screen.findByLabelText('修改老师：李老师')).closest('tr')!;
    expect(within(li).getByText('行测名师')).toBeTruthy();
    expect(within(li).getByText('9 年')).toBeTruthy();
    expect(within(li).getByText('资料分析、数量关系')).toBeTruthy();
    expect(within(li).getByText(ONE.title)).toBeTruthy();
    const zhao = screen.getByLabelText('修改老师：赵老师').closest('tr')!;
    expect(within(zhao).getByText(GROUP.title)).toBeTruthy();

    press(document.body, '新增老师');
    const dialog = await dialogTitled('新增老师');
    press(dialog, '添加');
    expect(await within(dialog).findByText(ConsoleCoachingMsg.coachNameRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: ' 孙老师 ' } });
    fireEvent.change(within(dialog).getByLabelText('头衔'), { target: { value: '申论讲师' } });
    fireEvent.change(within(dialog).getByLabelText('教龄'), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByLabelText('擅长方向'), {
      target: { value: '申论大作文' },
    });
    fireEvent.change(within(dialog).getByLabelText('介绍'), { target: { value: '擅长作文立意' } });
    const avatar = within(dialog).getByLabelText('头像地址（选填，不填按姓名生成）');
    fireEvent.change(avatar, { target: { value: 'http://img.example.com/sun.png' } });
    press(dialog, '添加');
    expect(await within(dialog).findByText(ConsoleCoachingMsg.avatarInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/coaching/coaches/save')).toEqual([]);

    fireEvent.change(avatar, { target: { value: '' } });
    press(dialog, '添加');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleCoachingMsg.coachSaved]),
    );
    expect(api.fieldsOf('POST /console/coaching/coaches/save')).toEqual([
      {
        id: null,
        name: '孙老师',
        title: '申论讲师',
        years: 6,
        speciality: '申论大作文',
        intro: '擅长作文立意',
        avatarUrl: '',
      },
    ]);
    const sun = (await screen.findByLabelText('修改老师：孙老师')).closest('tr')!;
    expect(within(sun).getByText('未分配产品')).toBeTruthy();
    expect(api.fieldsOf('GET /console/coaching/coaches').length).toBe(2);
  });

  it('reads a coaching product’s audit row in the editor’s words', () => {
    const before = JSON.stringify({
      title: ONE.title,
      price: '1999.00',
      onSale: true,
      coachIds: [11, 12],
      deposit: null,
    });
    const after = JSON.stringify({
      title: '行测一对一冲刺辅导',
      price: '3980.00',
      onSale: false,
      coachIds: [12, 13],
      deposit: { price: '200', deduct: '500' },
    });
    expect(changedFields(before, after, 'coaching_product')).toEqual([
      { field: '名称', before: ONE.title, after: '行测一对一冲刺辅导' },
      { field: '售价', before: '￥1999.00', after: '￥3980.00' },
      { field: '上架', before: '上架', after: '下架' },
      { field: '老师编号', before: '#11、#12', after: '#12、#13' },
      { field: '定金', before: '不出售', after: '付 ￥200 抵 ￥500' },
    ]);
    expect(
      changedFields(
        '{"title":"行测名师","years":9}',
        '{"title":"资深讲师","years":10}',
        'coaching_coach',
      ),
    ).toEqual([
      { field: '头衔', before: '行测名师', after: '资深讲师' },
      { field: '教龄', before: '9', after: '10' },
    ]);
  });
});
