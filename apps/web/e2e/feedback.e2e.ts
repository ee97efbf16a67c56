import { describe, expect, it } from 'vitest';
import { PHONE_DEVICE, useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';
import { pngFile } from './support/pictures.ts';

/**
 * 意见反馈 end to end: a learner writes with a screenshot; customer service (the demo
 * administrator) find it in the console's inbox and reply; the audit log records the reply;
 * the learner reads it under their feedback.
 */
const ADMIN = { phone: '13800000007', password: 'shangan123' };

describe('feedback and the console inbox', () => {
  const ui = useBrowser();

  it('goes from a learner’s feedback with a screenshot to the school’s reply', async () => {
    const page = ui.page;
    const { token } = await registerLearner('反馈学员');
    const content = `行测专项第${Date.now() % 1000}题的解析与答案不一致，请核对。`;

    await openAs(page, token, '/personalCenter/feedback');
    await page.getByText('还没有提交过反馈').waitFor();
    await page.locator('label').filter({ hasText: '题目纠错' }).click();
    await page.getByLabel('反馈内容').fill(content);
    await page.locator('input[type="file"]').setInputFiles([pngFile('screen.png')]);
    await page.locator('.ant-upload-list-item-done').waitFor();
    await page.getByLabel('联系方式').fill('QQ 10001');
    await page.getByRole('button', { name: '提交反馈' }).click();
    const mine = page.getByRole('listitem', { name: '反馈：题目纠错' });
    await mine.getByText('待回复').waitFor();
    await mine.getByText(content).waitFor();
    // The screenshot shows through its signed address.
    const shot = mine.getByRole('img', { name: '反馈截图1' });
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    const admin = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: ADMIN.phone, password: ADMIN.password },
    });
    await openAs(page, admin.token, '/admin');
    await page.getByRole('link', { name: '意见反馈' }).first().click();
    const row = page.getByRole('row').filter({ hasText: content });
    await row.getByText('附截图 1 张').waitFor();
    await row.getByRole('button', { name: /^回复反馈/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('QQ 10001').waitFor();
    await dialog.getByLabel('回复内容').fill('感谢指正！该题解析已更正。');
    await dialog.getByRole('button', { name: '发送回复' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: '已回复' }).click();
    await page.getByRole('row').filter({ hasText: content }).getByText('已回复').waitFor();

    await page.getByRole('menuitem', { name: '操作日志' }).click();
    await page.getByRole('row').filter({ hasText: '回复反馈' }).first().waitFor();

    await openAs(page, token, '/personalCenter/feedback');
    const answered = page.getByRole('listitem', { name: '反馈：题目纠错' });
    await answered.getByText('已回复').waitFor();
    await answered.getByText('感谢指正！该题解析已更正。').waitFor();
  });
});

describe('feedback on a phone', () => {
  const ui = useBrowser(PHONE_DEVICE.viewport, PHONE_DEVICE.device);

  it('is reached from the desktop address and sends a screenshot too', async () => {
    const page = ui.page;
    const { token } = await registerLearner('手机反馈学员');
    await openAs(page, token, '/personalCenter/feedback');
    await page.waitForURL(/\/m\/feedback$/);
    await page.getByText('还没有提交过反馈').waitFor();
    await page.getByText('订单支付', { exact: true }).click();
    await page.getByPlaceholder(/请描述您遇到的问题/).fill('微信支付成功后订单仍显示待支付。');
    await page.locator('input[type="file"]').setInputFiles([pngFile('pay.png')]);
    // The thumbnail shows once the upload is done (no mask of a task still running).
    await page
      .locator('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img')
      .waitFor();
    await expect.poll(() => page.locator('.adm-image-uploader-cell-mask').count()).toBe(0);
    await page.getByRole('button', { name: '提交反馈' }).click();
    const item = page.getByRole('listitem', { name: '反馈：订单支付' });
    await item.getByText('待回复').waitFor();
    const shot = item.getByRole('img', { name: '反馈截图1' });
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  });
});
