import { describe, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';

/**
 * A refund end to end: a learner buys a book and pays at the local gateway; the demo finance
 * user finds the order in the console by the learner's phone and refunds it in full with a
 * reason; the learner's order then reads 已退款.
 */
const FINANCE = { phone: '13800000006', password: 'shangan123' };

describe('refunds in the console', () => {
  const ui = useBrowser();

  it('refunds a paid book order, and the learner sees 已退款', async () => {
    const page = ui.page;
    const { token, phone } = await registerLearner('退款学员');
    const books = await serverCall<{ list: Array<{ id: number; stock: number }> }>(
      '/api/v1/pc/books/index?pageSize=50',
      { token },
    );
    const book = books.list.find((entry) => entry.stock > 0)!;
    const address = await serverCall<{ id: number }>('/api/v1/pc/newaddress', {
      token,
      json: {
        name: '退款学员',
        phone: '13912345678',
        provinceCode: '11',
        cityCode: '1101',
        districtCode: '110108',
        detail: '学院路30号',
        postcode: '100083',
      },
    });
    const order = await serverCall<{ id: number; orderNum: string; url: string }>(
      '/api/v1/pc/orders/create',
      { token, json: { goodsId: book.id, quantity: 1, addressId: address.id } },
    );
    const payPage = new URL(order.url);
    await serverCall(`/api/v1/pay/local/${order.orderNum}/confirm`, {
      json: { t: payPage.searchParams.get('t') },
    });

    const finance = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: FINANCE.phone, password: FINANCE.password },
    });
    await openAs(page, finance.token, '/admin');
    await page.getByRole('menuitem', { name: '订单与退款' }).click();
    await page.getByPlaceholder(/订单号或手机号/).fill(phone);
    await page.getByPlaceholder(/订单号或手机号/).press('Enter');
    const row = page.getByRole('row').filter({ hasText: order.orderNum });
    await row.getByText('待发货').waitFor();
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: order.orderNum });
    await drawer.getByRole('button', { name: '全额退款' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '退款原因' });
    await modal.getByRole('textbox').fill('买家地址填错，协商一致全额退款');
    await modal.getByRole('button', { name: '确认退款' }).click();
    await drawer.getByText('已退款').first().waitFor();

    await openAs(page, token, `/orderDetail?id=${order.id}`);
    await page.getByText('已退款').first().waitFor();
  });
});
