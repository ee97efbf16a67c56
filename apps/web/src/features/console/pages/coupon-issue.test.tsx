import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COUPON_BATCH_MAX, ConsoleCouponMsg, Msg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
} from '../../../test/app-harness';
import { DAYS_ROW, EXPIRED_ROW } from './coupon-fixtures';
import CouponsPage from './coupons-page';

const person = { data: { ...demoUserInfo(), roles: ['finance'] } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function listApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/coupons': { data: { list: [DAYS_ROW, EXPIRED_ROW], total: 2 } },
      ...more,
    },
    { signedIn: true },
  );
}

/** Opens 发放 for the coupon named `name`. */
async function openIssue(name = DAYS_ROW.name): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `发放：${name}` }));
  const heading = await screen.findByText(`发放优惠券：${name}`, {
    selector: '.ant-modal-title',
  });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const paste = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: '手机号' }), {
    target: { value: text },
  });

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '确认发放' }));

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('发放优惠券', () => {
  it('refuses an empty list, a malformed phone or too many phones before sending', async () => {
    const api = listApi();
    renderRoutesInApp({ '/admin/coupons': <CouponsPage /> }, { path: '/admin/coupons' });
    const dialog = await openIssue();
    expect(within(dialog).getByText(/满100减20，发放后 30 天内有效/)).toBeTruthy();
    send(dialog);
    expect(await within(dialog).findByText(ConsoleCouponMsg.phonesRequired)).toBeTruthy();

    paste(dialog, '13800000001，13800000002 13800000001\n1380000000x\n13800000003');
    expect(
      await within(dialog).findByText(ConsoleCouponMsg.phoneInvalid(4, '1380000000x')),
    ).toBeTruthy();
    expect(within(dialog).getByText('已读取 4 个手机号（1 个重复的已合并）')).toBeTruthy();
    send(dialog);
    expect(
      await within(dialog).findByText(ConsoleCouponMsg.phoneInvalid(4, '1380000000x')),
    ).toBeTruthy();

    const many = Array.from({ length: COUPON_BATCH_MAX + 1 }, (_, i) => String(13900000000 + i));
    paste(dialog, many.join('\n'));
    expect(await within(dialog).findByText(ConsoleCouponMsg.phonesTooMany)).toBeTruthy();
    send(dialog);
    await waitFor(() => expect(within(dialog).getByText(ConsoleCouponMsg.phonesTooMany)));
    expect(api.fieldsOf('POST /console/coupons/issue')).toEqual([]);
  });

  it('sends the same batch again after a failure, then shows what was handed out and the phones with no account', async () => {
    const api = listApi({
      'POST /console/coupons/issue': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutesInApp({ '/admin/coupons': <CouponsPage /> }, { path: '/admin/coupons' });
    const dialog = await openIssue();
    paste(dialog, '13800000001, 13800000002\n13800000001 13900000009\r\n13900000008');
    expect(await within(dialog).findByText(/已读取 4 个手机号/)).toBeTruthy();
    send(dialog);
    await waitFor(() => expect(api.notices).toContainEqual(['error', Msg.networkError]));
    const [first] = api.fieldsOf('POST /console/coupons/issue');
    expect(first).toEqual({
      templateId: DAYS_ROW.id,
      phones: '13800000001\n13800000002\n13900000009\n13900000008',
      batch: expect.stringMatching(UUID),
    });

    // The answer was lost, not necessarily the coupons: the retry names the same batch.
    api.replies['POST /console/coupons/issue'] = {
      data: { issued: 2, alreadyIssued: 1, unknownPhones: ['13900000009', '13900000008'] },
    };
    api.replies['GET /console/coupons'] = {
      data: { list: [{ ...DAYS_ROW, issued: 343 }, EXPIRED_ROW], total: 2 },
    };
    send(dialog);
    await waitFor(() => expect(api.fieldsOf('POST /console/coupons/issue')).toHaveLength(2));
    expect(api.fieldsOf('POST /console/coupons/issue')[1]).toEqual(first);

    expect(await within(dialog).findByText(ConsoleCouponMsg.issued(2))).toBeTruthy();
    expect(within(dialog).getByText(/已发过 1 人/)).toBeTruthy();
    expect(within(dialog).getByText(/以下 2 个手机号没有注册账号/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: '未注册的手机号' }) as HTMLTextAreaElement)
        .value,
    ).toBe('13900000009\n13900000008');
    // The counts are read again.
    const row = (await screen.findByText('343')).closest('tr')!;
    expect(within(row).getByText(DAYS_ROW.name)).toBeTruthy();

    // Done: the next opening is a new batch.
    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    api.replies['POST /console/coupons/issue'] = {
      data: { issued: 1, alreadyIssued: 0, unknownPhones: [] },
    };
    const again = await openIssue();
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: '手机号' })).toBeTruthy(),
    );
    paste(again, '13800000005');
    send(again);
    expect(await within(again).findByText(ConsoleCouponMsg.issued(1))).toBeTruthy();
    const third = api.fieldsOf('POST /console/coupons/issue')[2]!;
    expect(third.phones).toBe('13800000005');
    expect(third.batch).toMatch(UUID);
    expect(third.batch).not.toBe(first!.batch);
    expect(within(again).queryByText(/已发过/)).toBeNull();
    expect(within(again).queryByRole('textbox', { name: '未注册的手机号' })).toBeNull();
  });

  it("shows the server's refusal and keeps the list and its batch", async () => {
    const api = listApi({
      'POST /console/coupons/issue': { code: 400, msg: ConsoleCouponMsg.expired },
    });
    renderRoutesInApp({ '/admin/coupons': <CouponsPage /> }, { path: '/admin/coupons' });
    const dialog = await openIssue();
    paste(dialog, '13800000001');
    send(dialog);
    await waitFor(() => expect(api.notices).toContainEqual(['error', ConsoleCouponMsg.expired]));
    expect(
      (within(dialog).getByRole('textbox', { name: '手机号' }) as HTMLTextAreaElement).value,
    ).toBe('13800000001');
    send(dialog);
    await waitFor(() => expect(api.fieldsOf('POST /console/coupons/issue')).toHaveLength(2));
    const [first, second] = api.fieldsOf('POST /console/coupons/issue');
    expect(second!.batch).toBe(first!.batch);
  });
});
