import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleVipMsg, RefundMsg } from '@shangan/shared';
import type { ConsoleVipOrder, ConsoleVipProduct } from '@shangan/shared/contracts/console/vip';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import VipPage from './vip-page';

const person = { data: { ...demoUserInfo(), roles: ['finance'] } };

const YEAR = {
  id: 3,
  productId: 1,
  name: '年卡',
  days: 365,
  price: '299.00',
  discountPrice: '199.00',
  showOriginPrice: true,
  isActivity: true,
  intro: '限时特惠',
  description: '365天会员',
  level: 3,
  onSale: true,
  sold: 12,
};
const PRODUCTS: ConsoleVipProduct[] = [
  {
    id: 1,
    name: 'VIP会员',
    weight: 10,
    benefits: ['真题解析', '错题本'],
    members: 40,
    packages: [
      {
        ...YEAR,
        id: 1,
        name: '月卡',
        days: 30,
        price: '39.00',
        discountPrice: '',
        isActivity: false,
        intro: '',
        level: 1,
        sold: 3,
      },
      YEAR,
    ],
  },
  { id: 2, name: '钻石会员', weight: 20, benefits: [], members: 2, packages: [] },
];

function render() {
  const api = fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/vip/packages': { data: { products: PRODUCTS } },
      'POST /console/vip/packages/save': (body) => ({ data: { ...YEAR, ...body } }),
    },
    { signedIn: true },
  );
  renderRoutesInApp({ '/admin/vip': <VipPage /> }, { path: '/admin/vip' });
  return api;
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/**
 * Clicks a dialog's button by its words: role queries walk antd's whole tree and take seconds
 * on a busy machine.
 */
function press(dialog: HTMLElement, words: string) {
  fireEvent.click(within(dialog).getByText(words).closest('button')!);
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('会员套餐', () => {
  it('lists each tier with its packages, prices, sales and members', async () => {
    render();
    expect(await screen.findByText('VIP会员')).toBeTruthy();
    expect(screen.getByText(/当前会员 40 人 · 权益：真题解析、错题本/)).toBeTruthy();
    const year = screen.getByText('年卡').closest('tr')!;
    expect(within(year).getByText('￥299.00')).toBeTruthy();
    expect(within(year).getByText('￥199.00')).toBeTruthy();
    expect(within(year).getByText('限时特惠')).toBeTruthy();
    expect(within(year).getByText('在售')).toBeTruthy();
    // A tier without packages says what to do.
    expect(screen.getByText('还没有套餐，点「新建套餐」添加')).toBeTruthy();
  });

  it('reprices a package, refusing a discount at or above the price before sending', async () => {
    const api = render();
    fireEvent.click(await screen.findByLabelText('修改年卡'));
    const dialog = (await screen.findByText('修改套餐 · VIP会员')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    type(dialog, '优惠价（元）', '299');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleVipMsg.discountInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/vip/packages/save')).toEqual([]);

    type(dialog, '优惠价（元）', '159');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/vip/packages/save')).toEqual([
        {
          id: 3,
          productId: 1,
          name: '年卡',
          days: 365,
          price: '299.00',
          discountPrice: '159',
          showOriginPrice: true,
          isActivity: true,
          intro: '限时特惠',
          description: '365天会员',
          onSale: true,
        },
      ]),
    );
    expect(api.notices).toContainEqual(['success', ConsoleVipMsg.saved]);
  });

  it('creates a package in the tier it was asked from', async () => {
    const api = render();
    await screen.findByText('钻石会员');
    fireEvent.click(screen.getAllByText('新建套餐').at(-1)!.closest('button')!);
    const dialog = (await screen.findByText('新建套餐 · 钻石会员')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleVipMsg.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleVipMsg.daysInvalid)).toBeTruthy();
    type(dialog, '套餐名称', '钻石年卡');
    type(dialog, '会员天数', '365');
    type(dialog, '原价（元）', '599');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/vip/packages/save')).toEqual([
        expect.objectContaining({
          id: null,
          productId: 2,
          name: '钻石年卡',
          days: 365,
          price: '599',
          discountPrice: '',
          onSale: true,
        }),
      ]),
    );
  });

  it('sends a late payment back with a reason, from the orders tab', async () => {
    const late: ConsoleVipOrder = {
      id: 41,
      orderNum: 'V20261128101010123456',
      buyerPhone: '13800000001',
      buyerName: '小岸',
      product: 'VIP会员-季卡',
      typeText: '套餐变更',
      payAmount: '60.00',
      status: 'refund',
      provider: 'local',
      createdAt: '2026-11-28T02:10:10.000Z',
      paidAt: '2026-11-28T02:40:00.000Z',
      refundState: null,
      refundReason: '',
      refundFailure: '',
      refundRefusal: '',
    };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/vip/orders': { data: { list: [late], total: 1 } },
        'POST /console/vip/orders/refund': (body) => ({
          data: { ...late, ...body, status: 'refunded', refundState: 'success' },
        }),
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/vip': <VipPage /> }, { path: '/admin/vip?tab=orders' });
    expect(await screen.findByText('已支付，待退款')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(`退款：${late.orderNum}`));
    const dialog = (await screen.findByText(`退回款项：${late.orderNum}`)).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    press(dialog, '确认退款');
    expect(await within(dialog).findByText(RefundMsg.reasonRequired)).toBeTruthy();
    type(dialog, '退款原因', '会员已变更，原路退回');
    press(dialog, '确认退款');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/vip/orders/refund')).toEqual([
        { id: 41, reason: '会员已变更，原路退回' },
      ]),
    );
    expect(api.notices).toContainEqual(['success', RefundMsg.refunded]);
  });
});
