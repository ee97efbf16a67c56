import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleCoachingMsg } from '@shangan/shared';
import type {
  ConsoleCoachingProduct,
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

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function coachingApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person(['staff']),
      'GET /console/coaching': { data: [ONE, GROUP] },
      'GET /console/coaching/slots': (query) => ({
        data: query.productId === '2' ? [CLASS] : [ENDED, BOOKED, OPEN, LATE],
      }),
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
});
