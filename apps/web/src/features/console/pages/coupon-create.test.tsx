import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleCouponMsg } from '@shangan/shared';
import { chinaTime } from '../../../lib/format';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
} from '../../../test/app-harness';
import { DAYS_ROW } from './coupon-fixtures';
import CouponsPage from './coupons-page';

const person = { data: { ...demoUserInfo(), roles: ['finance'] } };

function listApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/coupons': { data: { list: [DAYS_ROW], total: 1 } },
      ...more,
    },
    { signedIn: true },
  );
}

async function openCreate(path = '/admin/coupons'): Promise<HTMLElement> {
  renderRoutesInApp({ '/admin/coupons': <CouponsPage /> }, { path, showWhere: true });
  fireEvent.click(await screen.findByRole('button', { name: /新建优惠券/ }));
  const heading = await screen.findByText('新建优惠券', { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Types a day into one of the range picker's two boxes and takes it. */
function pickDay(input: HTMLElement, day: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const create = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('新建优惠券', () => {
  it('checks the name, the face value, the threshold, the days and the dates before sending', async () => {
    const api = listApi();
    const dialog = await openCreate();
    type(dialog, '名称', '   ');
    type(dialog, '面额（元）', '0');
    create(dialog);
    expect(await within(dialog).findByText(ConsoleCouponMsg.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleCouponMsg.amountInvalid)).toBeTruthy();

    type(dialog, '面额（元）', '20.005');
    expect(await within(dialog).findByText(ConsoleCouponMsg.amountInvalid)).toBeTruthy();
    type(dialog, '面额（元）', '20');
    // A threshold at or below the face value would make the coupon free money.
    type(dialog, '使用门槛（元）', '20');
    expect(await within(dialog).findByText(ConsoleCouponMsg.minSpendInvalid)).toBeTruthy();
    type(dialog, '使用门槛（元）', '0');
    await waitFor(() =>
      expect(within(dialog).queryByText(ConsoleCouponMsg.minSpendInvalid)).toBeNull(),
    );
    type(dialog, '使用门槛（元）', '100');
    type(dialog, '面额（元）', '120');
    expect(await within(dialog).findByText(ConsoleCouponMsg.minSpendInvalid)).toBeTruthy();
    type(dialog, '面额（元）', '20');

    type(dialog, '名称', '新人专享券');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '有效天数' }), {
      target: { value: '' },
    });
    create(dialog);
    expect(await within(dialog).findByText(ConsoleCouponMsg.validDaysInvalid)).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('固定日期'));
    create(dialog);
    expect(await within(dialog).findByText(ConsoleCouponMsg.rangeInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/coupons/create')).toEqual([]);
  });

  it('sends days from being handed out, or a fixed range of days, and shows the new kind', async () => {
    const api = listApi({ 'POST /console/coupons/create': { data: { id: 13 } } });
    let dialog = await openCreate('/admin/coupons?page=2');
    type(dialog, '名称', ' 新人专享券 ');
    type(dialog, '面额（元）', '20');
    type(dialog, '使用门槛（元）', '100');
    fireEvent.click(within(dialog).getByLabelText('图书'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '有效天数' }), {
      target: { value: '15' },
    });
    const lists = api.fieldsOf('GET /console/coupons').length;
    create(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/coupons/create')).toEqual([
        {
          name: '新人专享券',
          amount: '20',
          minSpend: '100',
          scopeKind: 'book',
          validDays: 15,
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleCouponMsg.created]));
    // New kinds come first: the list goes back to its first page, read again.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/coupons'));
    await waitFor(() => expect(api.fieldsOf('GET /console/coupons').length).toBeGreaterThan(lists));

    fireEvent.click(screen.getByRole('button', { name: /新建优惠券/ }));
    const heading = await screen.findByText('新建优惠券', { selector: '.ant-modal-title' });
    dialog = heading.closest<HTMLElement>('[role="dialog"]')!;
    // Each opening starts afresh.
    expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('');
    type(dialog, '名称', '年终回馈券');
    type(dialog, '面额（元）', '10.5');
    fireEvent.click(within(dialog).getByLabelText('固定日期'));
    const today = chinaTime(new Date()).date;
    const last = dayjs(today).add(10, 'day').format('YYYY-MM-DD');
    pickDay(within(dialog).getByPlaceholderText('开始日期'), today);
    pickDay(within(dialog).getByPlaceholderText('结束日期'), last);
    create(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/coupons/create').at(-1)).toEqual({
        name: '年终回馈券',
        amount: '10.5',
        minSpend: '0',
        scopeKind: null,
        validDays: null,
        validFrom: today,
        validUntil: last,
      }),
    );
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const api = listApi({
      'POST /console/coupons/create': { code: 400, msg: ConsoleCouponMsg.nameTooLong },
    });
    const dialog = await openCreate();
    type(dialog, '名称', '新人专享券');
    type(dialog, '面额（元）', '20');
    create(dialog);
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCouponMsg.nameTooLong]),
    );
    expect(api.fieldsOf('POST /console/coupons/create')).toHaveLength(1);
    expect(api.notices).not.toContainEqual(['success', ConsoleCouponMsg.created]);
    expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('新人专享券');
  });
});
