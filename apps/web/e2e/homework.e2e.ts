import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { pngFile } from './support/pictures.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';
import { grantCourse } from '../../server/test/learners.ts';
import { withServerDatabase } from './support/server-database.ts';

/**
 * Course homework in the browser: a student of the 行测 course answers the demo homework of
 * two single-choice questions and one photo question, reloads half-way and finds the draft,
 * hands it in; the course's teacher ticks the photo, comments and scores it; the student reads
 * the corrected sheet with the mark and rates the correction.
 */
const TEACHER = { phone: '13800000009', password: 'shangan123' };
const COURSE = '2027国考行测系统精讲班';
const HOMEWORK = '片段阅读课后作业';

/** Saves wait a second of quiet first: a poll gives them well over that. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** A new learner holding the 行测 course (granted, as staff would), with their token. */
async function student(): Promise<string> {
  const { token } = await registerLearner('作业学员');
  const me = await serverCall<{ id: number }>('/api/v1/pc/getuserinfo', { token });
  await withServerDatabase(({ db }) => grantCourse(db, me.id, COURSE));
  return token;
}

const saved = (page: Page) => page.getByText(/已保存 \d/);

describe('course homework', () => {
  const ui = useBrowser();

  it('goes from the answer card to a corrected, marked and rated answer sheet', async () => {
    const page = ui.page;
    const token = await student();

    // 我的作业 lists the homework; it opens on its detail and the answer card.
    await openAs(page, token, '/personalCenter/myHomework');
    await page.getByText(HOMEWORK).waitFor();
    const list = await serverCall<{ list: Array<{ homeworkId: number; title: string }> }>(
      '/api/v1/pc/studentAnswers?type=todo',
      { token },
    );
    const homeworkId = list.list.find((row) => row.title === HOMEWORK)!.homeworkId;
    await page.goto(`/homeworkDetail?id=${homeworkId}`);
    await page.getByRole('link', { name: '开始作业' }).click();
    await page.waitForURL(/\/doHomework\?id=/);

    // Two choices and a line of text, saved as they go; a reload finds them.
    await page.getByRole('radio').nth(0).click();
    await page.getByRole('radio').nth(5).click();
    const text = page.getByPlaceholder(/请在此作答/);
    await text.fill('先找关联词，主旨在转折之后。');
    await saved(page).waitFor({ timeout: 20_000 });
    await page.reload();
    await expect
      .poll(() => text.inputValue(), { timeout: 20_000 })
      .toBe('先找关联词，主旨在转折之后。');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(2);

    // A photo of the written work: chosen, uploaded, saved with the answer.
    await page.getByLabel('第3题从相册选择照片').setInputFiles([pngFile('notes.png')]);
    await page.getByTestId('staged-photo').waitFor();
    await page.getByRole('alert').getByRole('button', { name: /上传/ }).click();
    await page.getByTestId('uploaded-photo').waitFor();
    await poll(() => page.getByTestId('staged-photo').count()).toBe(0);
    await saved(page).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: '提交作业' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
    await page.waitForURL(/\/homeworkSubmit\?id=/);
    await page.getByText('提交成功').waitFor();
    await page.getByText(/待老师批改/).waitFor();

    // The teacher finds it in 批改中心's homework tab, ticks the photo, scores and comments.
    const sheet = await serverCall<{ submission: { submissionId: number } }>(
      `/api/v1/app/studentAnswers/${homeworkId}`,
      { token },
    );
    const submissionId = sheet.submission.submissionId;
    const teacher = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: TEACHER.phone, password: TEACHER.password },
    });
    await openAs(page, teacher.token, '/grading?kind=homework');
    await page.getByRole('button', { name: `批改作业${submissionId}` }).click();
    await page.waitForURL(/\/homeworkCorrect\?id=/);
    const layer = page.getByTestId('mark-layer');
    await layer.waitFor();
    const box = (await layer.boundingBox())!;
    await layer.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
    await page.locator('[data-mark="tick"]').first().waitFor();
    await page.getByLabel('第3题得分').fill('12.5');
    await page.getByLabel('第3题评语').fill('思路清楚，关联词找得准。');
    await page.getByLabel('总评', { exact: true }).fill('完成得很好，继续保持。');
    await page.getByRole('button', { name: '提交批改' }).click();
    await page.getByText('批改成功').first().waitFor();

    // The student's answer sheet: the score, the comments, the tick over the photo; a rating.
    await openAs(page, token, `/answerSheet?id=${homeworkId}`);
    await page.getByText('完成得很好，继续保持。').waitFor();
    await page.getByText('思路清楚，关联词找得准。').waitFor();
    await page.getByTestId('marked-picture').locator('[data-mark="tick"]').first().waitFor();
    const rating = page.getByRole('region', { name: '评价老师的批改' });
    await rating.getByRole('radio').nth(4).click();
    await rating.getByLabel('评价内容').fill('批注很清楚');
    await rating.getByRole('button', { name: '提交评价' }).click();
    await page.getByRole('region', { name: '我的评价' }).getByText('批注很清楚').waitFor();
    const result = await serverCall<{ submission: { state: string; score: number } }>(
      `/api/v1/app/studentAnswers/${homeworkId}`,
      { token },
    );
    expect(result.submission.state).toBe('corrected');
    expect(result.submission.score).toBeGreaterThanOrEqual(12.5);
  });
});
