import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RefundMsg } from '@shangan/shared';
import type {
  ConsoleOrder,
  ConsoleOrderDetail,
  ConsoleRefund,
} from '@shangan/shared/contracts/console/orders';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import type { AuditEntry } from '@shangan/shared/contracts/console/audit';
import AuditLogPage from './audit-log-page';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import OrdersPage from './orders-page';

const BOOK_ORDER: ConsoleOrder = {
  id: 51,
  orderNum: 'SA202611280001',
  kind: 'book',
  title: '2027国考行测教材',
  state: 'paid',
  stateText: '待发货',
  payAmount: '59.00',
  provider: 'wechat',
  providerName: '微信支付',
  transactionId: '4200002026112800001',
  buyerId: 3,
  buyerName: '小岸同学',
  buyerPhone: '13800000001',
  needsShipping: true,
  createdAt: '2026-11-28T02:00:00.000Z',
  paidAt: '2026-11-28T02:01:00.000Z',
  shippedAt: null,
  refund: null,
  refundable: true,
  refundRefusal: '',
  shippable: true,
};

const detail = (changes: Partial<ConsoleOrderDetail> = {}): ConsoleOrderDetail => ({
  ...BOOK_ORDER,
  lines: [{ goodsId: 8, title: '2027国考行测教材', quantity: 1, price: '49.00' }],
  goodsAmount: '49.00',
  freight: '10.00',
  discount: '0.00',
  couponName: '',
  remark: '请用顺丰',
  address: {
    name: '李岸',
    phone: '13800000001',
    fullAddress: '北京市海淀区中关村大街1号',
    postcode: '100080',
  },
  shipment: null,
  timeline: [
    { state: 'unpaid', text: '提交订单', at: '2026-11-28T02:00:00.000Z' },
    { state: 'paid', text: '支付成功', at: '2026-11-28T02:01:00.000Z' },
  ],
  ...changes,
});

const refund = (changes: Partial<ConsoleRefund> = {}): ConsoleRefund => ({
  refundNo: 'RF202611290001',
  amount: '59.00',
  reason: '缺货无法发货',
  state: 'success',
  stateText: '已退款',
  failure: '',
  createdBy: '财务小李',
  createdAt: '2026-11-29T02:00:00.000Z',
  refundedAt: '2026-11-29T02:00:05.000Z',
  ...changes,
});

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });
const oneOrder = (order: ConsoleOrder = BOOK_ORDER) => ({ data: { list: [order], total: 1 } });
const COMPANIES = {
  data: [
    { code: 'shunfeng', name: '顺丰速运' },
    { code: 'zhongtong', name: '中通快递' },
  ],
};

function renderPage() {
  renderRoutesInApp({ '/admin/orders': <OrdersPage /> }, { path: '/admin/orders' });
}

/** Opens the order from its row and gives the drawer that shows it. */
async function openOrder(orderNum = BOOK_ORDER.orderNum) {
  fireEvent.click(await screen.findByRole('button', { name: `查看订单${orderNum}` }));
  const drawer = await screen.findByRole('dialog', { name: `订单 ${orderNum}` });
  await within(drawer).findByText('订单信息');
  return drawer;
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('订单与退款', () => {
  it('opens to finance, warehouse staff and customer service, and counts what waits to ship', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('订单与退款')).toBeTruthy();
    expect(within(menu).queryByText('意见反馈')).toBeNull();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['editor']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/orders' });
    expect(within(await screen.findByRole('menu')).queryByText('订单与退款')).toBeNull();
    expect(screen.getByText(/不能使用「订单与退款」/)).toBeTruthy();
    cleanup();

    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['staff']),
        'GET /console/orders': { data: { list: [BOOK_ORDER], total: 4 } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '订单与退款' });
    await waitFor(() => expect(card.textContent).toContain('4 单待发货'));
    expect(api.fieldsOf('GET /console/orders')).toEqual([{ tab: 'paid', pageSize: '1' }]);
  });

  it('lists orders by tab and finds one by number or phone', async () => {
    const failed: ConsoleOrder = {
      ...BOOK_ORDER,
      id: 52,
      orderNum: 'SA202611280002',
      refund: refund({ state: 'failed', stateText: '退款失败', failure: '余额不足' }),
    };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['service']),
        'GET /console/orders': { data: { list: [BOOK_ORDER, failed], total: 2 } },
      },
      { signedIn: true },
    );
    renderPage();
    const row = (await screen.findByText(BOOK_ORDER.orderNum)).closest('tr')!;
    expect(within(row).getByText('2027国考行测教材')).toBeTruthy();
    expect(within(row).getByText('图书')).toBeTruthy();
    expect(within(row).getByText('小岸同学')).toBeTruthy();
    expect(within(row).getByText('13800000001')).toBeTruthy();
    expect(within(row).getByText('￥59.00')).toBeTruthy();
    expect(within(row).getByText('微信支付')).toBeTruthy();
    expect(within(row).getByText('待发货')).toBeTruthy();
    expect(within(row).getByText('2026-11-28 10:00')).toBeTruthy();
    const failedRow = screen.getByText(failed.orderNum).closest('tr')!;
    expect(within(failedRow).getByText('退款失败')).toBeTruthy();
    expect(api.fieldsOf('GET /console/orders')).toEqual([{ page: '1', pageSize: '20' }]);

    fireEvent.click(screen.getByRole('tab', { name: '待发货' }));
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/orders').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        tab: 'paid',
      }),
    );

    api.replies['GET /console/orders'] = { data: { list: [], total: 0 } };
    const search = screen.getByRole('searchbox', { name: '搜索订单' });
    fireEvent.change(search, { target: { value: ' 13800000009 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/orders').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        tab: 'paid',
        keyword: '13800000009',
      }),
    );
    expect(await screen.findByText('没有找到“13800000009”的订单')).toBeTruthy();
  });

  it('shows an order in full to customer service, who can neither ship nor refund it', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['service']),
        'GET /console/orders': oneOrder(),
        'GET /console/orders/detail': { data: detail({ couponName: '新人券', discount: '5.00' }) },
      },
      { signedIn: true },
    );
    renderPage();
    const drawer = await openOrder();
    expect(api.fieldsOf('GET /console/orders/detail')).toEqual([{ id: '51' }]);
    expect(within(drawer).getByText('4200002026112800001')).toBeTruthy();
    expect(within(drawer).getByText('请用顺丰')).toBeTruthy();
    expect(within(drawer).getByText('-￥5.00')).toBeTruthy();
    expect(within(drawer).getByText('新人券')).toBeTruthy();
    expect(within(drawer).getByText('￥10.00')).toBeTruthy();
    expect(within(drawer).getByText(/北京市海淀区中关村大街1号/)).toBeTruthy();
    expect(within(drawer).getByText('未发货')).toBeTruthy();
    expect(within(drawer).getByText('支付成功')).toBeTruthy();
    expect(within(drawer).queryByRole('region', { name: '发货' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '全额退款' })).toBeNull();
    expect(api.calls.some((call) => call.call === 'GET /pc/expressCompanies')).toBe(false);
  });

  it('lets warehouse staff ship a paid book order, and offers them no refund', async () => {
    const shipped = detail({
      state: 'shipped',
      stateText: '待收货',
      shippable: false,
      shippedAt: '2026-11-28T06:00:00.000Z',
      shipment: { companyName: '顺丰速运', trackingNumber: 'SF1234567890' },
    });
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['staff']),
        'GET /console/orders': oneOrder(),
        'GET /console/orders/detail': { data: detail() },
        'GET /pc/expressCompanies': COMPANIES,
        'POST /console/orders/ship': () => {
          api.replies['GET /console/orders/detail'] = { data: shipped };
          return { data: shipped };
        },
      },
      { signedIn: true },
    );
    renderPage();
    const drawer = await openOrder();
    expect(within(drawer).queryByRole('button', { name: '全额退款' })).toBeNull();
    const form = within(drawer).getByRole('region', { name: '发货' });

    fireEvent.click(within(form).getByRole('button', { name: '确认发货' }));
    expect(await within(form).findByText('请选择快递公司')).toBeTruthy();
    expect(within(form).getByText('请填写运单号')).toBeTruthy();

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '快递公司' }));
    fireEvent.click((await screen.findAllByTitle('顺丰速运')).at(-1)!);
    fireEvent.change(within(form).getByLabelText('运单号'), { target: { value: 'SF12' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认发货' }));
    expect(await within(form).findByText('运单号应为6-32位字母或数字')).toBeTruthy();
    expect(api.fieldsOf('POST /console/orders/ship')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('运单号'), {
      target: { value: ' SF1234567890 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/orders/ship')).toEqual([
        { id: 51, company: 'shunfeng', trackingNumber: 'SF1234567890' },
      ]),
    );
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', '已发货，买家可在订单中查看物流']),
    );
    expect(await within(drawer).findByText('SF1234567890')).toBeTruthy();
    expect(within(drawer).queryByRole('region', { name: '发货' })).toBeNull();
    expect(within(drawer).getAllByText('待收货').length).toBeGreaterThan(0);
  });

  it('lets finance refund with a reason, and shows the refund once done', async () => {
    const refunded = detail({
      state: 'refunded',
      stateText: '已退款',
      shippable: false,
      refundable: false,
      refundRefusal: RefundMsg.alreadyRefunded,
      refund: refund(),
    });
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['finance']),
        'GET /console/orders': oneOrder(),
        'GET /console/orders/detail': { data: detail() },
        'POST /console/orders/refund': () => {
          api.replies['GET /console/orders/detail'] = { data: refunded };
          return { data: refunded };
        },
      },
      { signedIn: true },
    );
    renderPage();
    const drawer = await openOrder();
    // The order waits for its parcel, but shipping is the warehouse's.
    expect(within(drawer).queryByRole('region', { name: '发货' })).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: '全额退款' }));
    const dialog = (await screen.findByText(/将通过微信支付原路退回/)).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(within(dialog).getByText('￥59.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退款' }));
    expect(await within(dialog).findByText(RefundMsg.reasonRequired)).toBeTruthy();
    expect(api.fieldsOf('POST /console/orders/refund')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('退款原因'), {
      target: { value: '缺货无法发货' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退款' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/orders/refund')).toEqual([
        { id: 51, reason: '缺货无法发货' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', RefundMsg.refunded]));
    expect(await within(drawer).findByText('RF202611290001')).toBeTruthy();
    expect(within(drawer).getAllByText('已退款').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('财务小李')).toBeTruthy();
    expect(within(drawer).getByText(RefundMsg.alreadyRefunded)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: '全额退款' })).toBeNull();
  });

  it('tells finance a refund is still with the gateway, and lets them send it again', async () => {
    const processing = detail({
      state: 'refunding',
      stateText: '退款中',
      shippable: false,
      refund: refund({ state: 'processing', stateText: '退款处理中', refundedAt: null }),
    });
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['finance']),
        'GET /console/orders': oneOrder(),
        'GET /console/orders/detail': { data: processing },
        'POST /console/orders/refund': { data: processing },
      },
      { signedIn: true },
    );
    renderPage();
    const drawer = await openOrder();
    expect(within(drawer).getByText('退款处理中')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '重新提交退款' }));
    const dialog = (await screen.findByText(/将通过微信支付原路退回/)).closest<HTMLElement>(
      '.ant-modal',
    )!;
    // The reason first given is kept.
    expect(within(dialog).getByLabelText('退款原因')).toHaveProperty('value', '缺货无法发货');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退款' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/orders/refund')).toEqual([
        { id: 51, reason: '缺货无法发货' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['info', RefundMsg.processing]));
  });

  it('says why an order cannot be refunded instead of offering the button', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['finance']),
        'GET /console/orders': oneOrder({ ...BOOK_ORDER, kind: 'coaching', shippable: false }),
        'GET /console/orders/detail': {
          data: detail({
            kind: 'coaching',
            shippable: false,
            address: null,
            refundable: false,
            refundRefusal: RefundMsg.kindNotRefundable,
          }),
        },
      },
      { signedIn: true },
    );
    renderPage();
    const drawer = await openOrder();
    expect(within(drawer).getByText(RefundMsg.kindNotRefundable)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: '全额退款' })).toBeNull();
    expect(within(drawer).queryByText('收货与物流')).toBeNull();
    expect(api.fieldsOf('POST /console/orders/refund')).toEqual([]);
  });

  it('gives an administrator both the ship form and the refund', async () => {
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/orders': oneOrder(),
        'GET /console/orders/detail': { data: detail() },
        'GET /pc/expressCompanies': COMPANIES,
      },
      { signedIn: true },
    );
    renderPage();
    const drawer = await openOrder();
    expect(within(drawer).getByRole('region', { name: '发货' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '全额退款' })).toBeTruthy();
  });

  it('reads a refund in the audit log in words', async () => {
    const entry: AuditEntry = {
      id: 2,
      actorId: 9,
      actorName: '财务小李',
      action: 'shop_order.refund',
      entity: 'shop_order',
      entityId: '51',
      before: JSON.stringify({ status: 'paid' }),
      after: JSON.stringify({
        status: 'refunded',
        refundNo: 'RF202611290001',
        amount: 5900,
        reason: '缺货无法发货',
        state: 'success',
      }),
      createdAt: '2026-11-29T02:00:00.000Z',
    };
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/audit': { data: { list: [entry], total: 1 } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/audit': <AuditLogPage /> }, { path: '/admin/audit' });
    const row = (await screen.findByText('订单 #51')).closest('tr')!;
    expect(within(row).getByText('退款')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button'));
    const cellsOf = async (field: string) =>
      within((await screen.findByRole('rowheader', { name: field })).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await cellsOf('状态')).toEqual(['待发货', '已退款']);
    expect(await cellsOf('退款状态')).toEqual(['（空）', '已退款']);
    expect(await cellsOf('原因')).toEqual(['（空）', '缺货无法发货']);
    expect(await cellsOf('金额')).toEqual(['（空）', '￥59.00']);
  });

  it('offers to load the orders again when they could not be read', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/orders': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderPage();
    expect(await screen.findByText('订单加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/orders'] = { data: { list: [], total: 0 } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('没有符合条件的订单')).toBeTruthy();
  });
});
