import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner } from './support/learners.ts';

describe('difficulty-bound practice', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    ({ token } = await registerLearner('分级学员'));
  });

  it('answers a round of ten in one module, each with its analysis, and records the round', async () => {
    const { page } = ui;
    await openAs(page, token, '/questionBank/boundsDifficulty');
    await page
      .getByRole('article', { name: '言语理解与表达·难度分级' })
      .getByRole('link', { name: '开始练习' })
      .click();
    await page.waitForURL('**/questionBank/boundsDifficultyTest?setId=*');
    // Everyone starts in the middle band.
    await page.getByLabel('当前难度：进阶').first().waitFor();

    const result = page.getByRole('region', { name: '答案与解析' });
    for (let answered = 1; answered <= 10; answered++) {
      const question = page.getByRole('region', { name: '题目' });
      await question
        .getByRole('radio', { name: '选项A' })
        .or(question.getByRole('checkbox', { name: '选项A' }))
        .click();
      await page.getByRole('button', { name: '提交答案' }).click();
      await result.getByText(/回答正确|回答错误/).waitFor();
      // The key is shown only now, after the answer.
      await result
        .getByText(/正确答案/)
        .first()
        .waitFor();
      if (answered < 10) {
        await page.getByRole('button', { name: '下一题' }).click();
        await expect.poll(() => result.count()).toBe(0);
      }
    }
    // The round of ten is recorded with the band it leaves the learner in.
    await page
      .getByRole('region', { name: '我的难度变化' })
      .getByLabel(/第 1 轮后难度/)
      .waitFor();
  });
});
