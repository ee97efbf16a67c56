import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner } from './support/learners.ts';

describe('psychological checks', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    ({ token } = await registerLearner('测评学员'));
  });

  it('takes the test-anxiety scale, keeps the answers through a reload and reads the report', async () => {
    const { page } = ui;
    await openAs(page, token, '/questionBank/psychologyTest');
    const card = page.getByRole('article', { name: '考试焦虑自评' });
    await card.getByRole('link', { name: '开始测评' }).click();

    const taking = page.getByRole('region', { name: '考试焦虑自评' });
    const progress = taking.getByRole('progressbar', { name: '答题进度' });
    await progress.waitFor();
    const total = Number(/\/(\d+)/.exec(await progress.innerText())?.[1]);
    expect(total).toBeGreaterThanOrEqual(15);

    // Half the items, then a reload: the answers are kept until they are handed in.
    const half = Math.floor(total / 2);
    for (let i = 1; i <= half; i++) {
      await taking.getByRole('group').getByRole('button', { name: '经常' }).click();
      await expect.poll(() => progress.innerText()).toContain(`已答 ${i}/${total}`);
    }
    await page.reload();
    await expect.poll(() => progress.innerText()).toContain(`已答 ${half}/${total}`);

    for (let i = half + 1; i <= total; i++) {
      await taking.getByRole('group').getByRole('button', { name: '经常' }).click();
      await expect.poll(() => progress.innerText()).toContain(`已答 ${i}/${total}`);
    }
    await taking.getByRole('button', { name: '提交测评' }).click();

    await page.waitForURL('**/questionBank/psychologyTestReport?recordId=*');
    const meter = page.getByRole('meter', { name: '总分' });
    await meter.waitFor();
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await page.getByRole('region', { name: '分量表' }).waitFor();
    await page.getByRole('region', { name: '测评方法' }).getByText('李克特').first().waitFor();
    const trainings = page.getByRole('list', { name: '推荐训练' });
    await trainings.getByRole('link').first().click();
    await page.waitForURL('**/questionBank/psychologyTestTraining?type=*');
  });

  it('asks a visitor to log in before taking a check', async () => {
    const { page } = ui;
    await page.goto('/questionBank/psychologyTest');
    await page
      .getByRole('article', { name: '考试焦虑自评' })
      .getByRole('button', { name: '登录后测评' })
      .waitFor();
  });
});
