import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner } from './support/learners.ts';
import { withServerDatabase } from './support/server-database.ts';

/** The demo contest under way (第二季): nobody has sat it yet, the demo learner only applied. */
async function runningContestId(): Promise<number> {
  return withServerDatabase(async ({ db }) => {
    const contest = await db
      .selectFrom('mock_exam')
      .select('id')
      .where('title', 'like', '%第二季%')
      .executeTakeFirstOrThrow();
    return contest.id;
  });
}

const earlier = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();

/**
 * Moves a contest and its attempts `ms` into the past, as that much time passing would: its
 * times and every running attempt's clock. Rather than wait for the end and the grace after it.
 */
async function advanceContest(id: number, ms: number): Promise<void> {
  await withServerDatabase(async ({ db }) => {
    await db.transaction().execute(async (trx) => {
      const contest = await trx
        .selectFrom('mock_exam')
        .select(['apply_start_at', 'start_at', 'end_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('mock_exam')
        .set({
          apply_start_at: earlier(contest.apply_start_at, ms),
          start_at: earlier(contest.start_at, ms),
          end_at: earlier(contest.end_at, ms),
        })
        .where('id', '=', id)
        .execute();
      const stages = await trx
        .selectFrom('mock_exam_stage')
        .select(['id', 'start_at', 'end_at'])
        .where('mock_exam_id', '=', id)
        .execute();
      for (const stage of stages) {
        await trx
          .updateTable('mock_exam_stage')
          .set({ start_at: earlier(stage.start_at, ms), end_at: earlier(stage.end_at, ms) })
          .where('id', '=', stage.id)
          .execute();
      }
      const attempts = await trx
        .selectFrom('qb_exercise')
        .innerJoin('mock_exam_entry', 'mock_exam_entry.exercise_id', 'qb_exercise.id')
        .select(['qb_exercise.id', 'qb_exercise.resumed_at'])
        .where('mock_exam_entry.mock_exam_id', '=', id)
        .execute();
      for (const attempt of attempts) {
        if (!attempt.resumed_at) continue;
        await trx
          .updateTable('qb_exercise')
          .set({ resumed_at: earlier(attempt.resumed_at, ms) })
          .where('id', '=', attempt.id)
          .execute();
      }
    });
  });
}

/** How long until the contest's end, by the server's stored times. */
async function msUntilEnd(id: number): Promise<number> {
  return withServerDatabase(async ({ db }) => {
    const row = await db
      .selectFrom('mock_exam')
      .select('end_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Date.parse(row.end_at) - Date.now();
  });
}

describe('mock contests', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    ({ token } = await registerLearner('模考学员'));
  });

  it(
    'applies, sits the 行测 until the clock hands it in, then reads ranks and the histogram',
    { timeout: 240_000 },
    async () => {
      const { page } = ui;
      const id = await runningContestId();

      await openAs(page, token, `/questionBank/mockExamExplain?mockExamId=${id}`);
      await page.getByRole('heading', { name: /第二季/ }).waitFor();
      await page.getByRole('button', { name: '立即报名' }).click();
      await page.getByRole('button', { name: '确认报名' }).click();
      await page.getByText('报名成功').waitFor();

      await page.getByRole('button', { name: '进入考试（行测）' }).click();
      await page.waitForURL('**/questionBank/mockTest?*');
      const first = page.locator('main[aria-label="题目区"] article[data-question-id]').first();
      await first.getByRole('radio', { name: '选项A' }).click();
      await page.getByTestId('save-state').getByText('已保存').waitFor();

      // Hours pass: the contest is seconds from its end when the screen is opened again, and
      // the screen's clock runs out and hands the attempt in.
      await advanceContest(id, (await msUntilEnd(id)) - 8_000);
      await page.reload();
      await page
        .locator('.ant-message')
        .getByText('时间到，已自动交卷')
        .waitFor({ timeout: 60_000 });
      await page.waitForURL(`**/questionBank/mockExamExplain?mockExamId=${id}*`);
      // The server recorded the hand-in as the clock's, not the learner's.
      await page
        .getByRole('region', { name: '行测科目' })
        .getByText('时间到，已自动交卷')
        .waitFor();

      // Past the end and its grace for late saves, the next look sweeps it and computes results.
      await advanceContest(id, 60_000);
      await expect
        .poll(
          async () => {
            await page.reload();
            return page
              .getByLabel('全国排名')
              .getByText(/第\s*1\s*名/)
              .waitFor({ timeout: 10_000 })
              .then(() => true)
              .catch(() => false);
          },
          { timeout: 120_000, interval: 2_000 },
        )
        .toBe(true);
      await page
        .getByRole('img', { name: /分数分布图：我的分数/ })
        .locator('canvas')
        .waitFor();
      await page.getByText('估分').first().waitFor();
    },
  );

  it("shows the demo learner's ranks among 2,000 candidates of an ended contest", async () => {
    const { page } = ui;
    await page.goto('/mock');
    await page.getByRole('article', { name: '2027国考行测全真模考大赛·第一季' }).waitFor();
    const login = await fetch(`${ui.baseURL}/api/v1/pc/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ type: '1', account: '13800000001', password: 'shangan123' }),
    });
    const demo = ((await login.json()) as { data: { token: string } }).data.token;
    await openAs(page, demo, '/personalCenter/myMock');
    await page
      .getByRole('article', { name: '2027国考行测全真模考大赛·第一季' })
      .getByRole('link', { name: /成绩/ })
      .first()
      .click();
    const overall = page.getByLabel('全国排名');
    await overall.getByText(/共 \d{4} 人/).waitFor();
    await page.getByRole('img', { name: /分数分布图：我的分数 85 分/ }).waitFor();
  });
});
