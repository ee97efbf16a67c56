import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleGoodsMsg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
} from '../../../test/app-harness';
import { BOOK_ROW, LOW_ROW } from './goods-fixtures';
import GoodsPage from './goods-page';

const person = { data: { ...demoUserInfo(), roles: ['staff'] } };

function listApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/goods': { data: { list: [BOOK_ROW, LOW_ROW], total: 2 } },
      ...more,
    },
    { signedIn: true },
  );
}

/** Opens 库存变动 for the book titled `title` and answers it. */
async function openStock(title: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `库存变动：${title}` }));
  const heading = await screen.findByText(`库存变动：${title}`, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

function fill(dialog: HTMLElement, values: { out?: boolean; quantity: string; reason: string }) {
  if (values.out) fireEvent.click(within(dialog).getByLabelText('出库（报损、盘亏）'));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: '数量' }), {
    target: { value: values.quantity },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '变动原因' }), {
    target: { value: values.reason },
  });
}

const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '确认变动' }));

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('库存变动', () => {
  it('refuses to take the stock below zero or to go without a reason, before sending', async () => {
    const api = listApi();
    renderRoutesInApp({ '/admin/goods': <GoodsPage /> }, { path: '/admin/goods' });
    const dialog = await openStock(LOW_ROW.title);
    expect(within(dialog).getByText('当前库存 3')).toBeTruthy();

    fill(dialog, { out: true, quantity: '5', reason: '运输破损' });
    expect(await within(dialog).findByText('变动后 -2')).toBeTruthy();
    confirm(dialog);
    expect(await within(dialog).findByText(ConsoleGoodsMsg.stockShort(3, 5))).toBeTruthy();

    fill(dialog, { quantity: '2', reason: ' 破 ' });
    confirm(dialog);
    expect(await within(dialog).findByText(ConsoleGoodsMsg.reasonInvalid)).toBeTruthy();
    expect(await within(dialog).findByText('变动后 1')).toBeTruthy();
    expect(api.fieldsOf('POST /console/goods/stock')).toEqual([]);
  });

  it('takes copies in, and writes them off as a negative change, then reads the list again', async () => {
    const api = listApi({
      'POST /console/goods/stock': (fields) => ({
        data: { stock: BOOK_ROW.stock + Number(fields.delta) },
      }),
    });
    renderRoutesInApp({ '/admin/goods': <GoodsPage /> }, { path: '/admin/goods' });
    let dialog = await openStock(BOOK_ROW.title);
    fill(dialog, { quantity: '20', reason: ' 新印刷到货 ' });
    expect(await within(dialog).findByText('变动后 140')).toBeTruthy();
    const lists = api.fieldsOf('GET /console/goods').length;
    confirm(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/goods/stock')).toEqual([
        { id: 8, delta: 20, reason: '新印刷到货' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', '库存已更新']));
    await waitFor(() => expect(api.fieldsOf('GET /console/goods').length).toBeGreaterThan(lists));

    dialog = await openStock(BOOK_ROW.title);
    fill(dialog, { out: true, quantity: '2', reason: '月末盘点少 2 本' });
    expect(await within(dialog).findByText('变动后 118')).toBeTruthy();
    confirm(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/goods/stock').at(-1)).toEqual({
        id: 8,
        delta: -2,
        reason: '月末盘点少 2 本',
      }),
    );
    await waitFor(() =>
      expect(api.notices.filter(([, text]) => text === '库存已更新')).toHaveLength(2),
    );
  });

  it("shows the server's refusal when copies were sold meanwhile, and the stock read again", async () => {
    const api = listApi({
      'POST /console/goods/stock': { code: 400, msg: ConsoleGoodsMsg.stockShort(1, 3) },
    });
    renderRoutesInApp({ '/admin/goods': <GoodsPage /> }, { path: '/admin/goods' });
    const dialog = await openStock(LOW_ROW.title);
    fill(dialog, { out: true, quantity: '3', reason: '运输破损' });
    // Meanwhile two copies were sold: the server has 1 where the list said 3.
    api.replies['GET /console/goods'] = {
      data: { list: [BOOK_ROW, { ...LOW_ROW, stock: 1 }], total: 2 },
    };
    confirm(dialog);
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleGoodsMsg.stockShort(1, 3)]),
    );
    expect(api.fieldsOf('POST /console/goods/stock')).toEqual([
      { id: 9, delta: -3, reason: '运输破损' },
    ]);
    expect(await within(dialog).findByText('当前库存 1')).toBeTruthy();
    expect(within(dialog).getByText('变动后 -2')).toBeTruthy();
    expect(api.notices).not.toContainEqual(['success', '库存已更新']);
    // What was typed is kept, so a smaller quantity is all it takes.
    expect(
      (within(dialog).getByRole('textbox', { name: '变动原因' }) as HTMLTextAreaElement).value,
    ).toBe('运输破损');
  });
});
