import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const TYPE_TAGS = ['单选题', '判断题', '多选题', '不定项选择题', '填空题', '排序题'] as const;

describe('question bank', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    // Logged in through the API: the accounts UI is not what is under test here.
    const base = inject('baseURL');
    const call = async <T>(path: string, body?: Record<string, string>) => {
      const res = await fetch(`${base}/api/v1${path}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
        ...(body ? { body: new URLSearchParams(body) } : {}),
      });
      const envelope = (await res.json()) as Envelope<T>;
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    };
    const phone = `136${String(Date.now()).slice(-8)}`;
    const sms = await call<{ code: string }>(`/pc/sms_send?phone=${phone}&type=register`);
    const login = await call<{ token: string }>('/h5/lxuserRegister', {
      realname: '刷题学员',
      phone,
      code: sms.code,
      email: '',
      password: 'secret123',
    });
    token = login.token;
  });

  async function open(path: string): Promise<Page> {
    const { page } = ui;
    const url = inject('baseURL');
    await page.context().addCookies([
      { name: 'edu_token', value: token, url },
      { name: 'lx_token', value: token, url },
    ]);
    await page.goto(path);
    return page;
  }

  /** Starts practising a catalogue node from 分类题库 with the given number of questions. */
  async function startSection(page: Page, subject: string, node: string, count: number) {
    await page.getByRole('tab', { name: subject }).click();
    await page.getByRole('button', { name: `选择${node}的题量`, exact: true }).click();
    await page.getByRole('menuitem', { name: `练习 ${count} 题` }).click();
    await page.waitForURL('**/questionBank/specificTest?exerciseId=*');
    await page.locator('main[aria-label="题目区"] article[data-question-id]').first().waitFor();
  }

  /** Answers one question on screen, whatever its type; returns the type's tag. */
  async function answer(question: Locator, keys?: Map<number, string>): Promise<string> {
    const tag = (await question.locator('header .ant-tag').first().innerText()).trim();
    const id = Number(await question.getAttribute('data-question-id'));
    const key = keys?.get(id);
    if (tag === '单选题' || tag === '判断题') {
      await question.getByRole('radio', { name: `选项${key ?? 'A'}` }).click();
    } else if (tag === '多选题' || tag === '不定项选择题') {
      for (const letter of key ? key.split('') : ['A', 'C']) {
        await question.getByRole('checkbox', { name: `选项${letter}` }).click();
      }
    } else if (tag === '填空题') {
      const inputs = question.getByPlaceholder('请输入内容');
      const blanks = key ? key.split('；') : [];
      for (let i = 0; i < (await inputs.count()); i++)
        await inputs.nth(i).fill(` ${blanks[i] ?? '答案'} `);
    } else if (tag === '排序题') {
      const slots = question.locator('input');
      const order = key ? key.split(',') : [];
      for (let i = 0; i < (await slots.count()); i++)
        await slots.nth(i).fill(order[i] ?? String(i + 1));
    }
    return tag;
  }

  /** Goes through every question of the practice screen, answering each, then hands in. */
  async function answerAllAndHandIn(page: Page, keys?: Map<number, string>) {
    const seen = new Set<string>();
    for (;;) {
      const main = page.locator('main[aria-label="题目区"]');
      if (await main.locator('.ant-tag', { hasText: '材料题' }).count()) seen.add('材料题');
      const questions = main.locator('article[data-question-id]');
      for (let i = 0; i < (await questions.count()); i++)
        seen.add(await answer(questions.nth(i), keys));
      const next = page.getByRole('button', { name: /下一题/ });
      if (!(await next.count())) break;
      await next.click();
    }
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
    await page.getByRole('button', { name: '交卷' }).first().click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '交卷' }).click();
    await page.waitForURL('**/questionBank/exerciseReport?exerciseId=*');
    return seen;
  }

  it('practises a section with every widget, reports with the gauge, reviews, stars, finds it in favourites', async () => {
    const page = await open('/questionBank/classSubjectLibrary');
    await startSection(page, '公共基础知识', '公文写作', 20);
    const seen = await answerAllAndHandIn(page);
    expect([...seen].sort()).toEqual([...TYPE_TAGS, '材料题'].sort());

    // The report: the semicircle gauge, score, time, rank, accuracy per knowledge point.
    const gauge = page.getByRole('meter');
    await gauge.waitFor();
    await expect.poll(() => gauge.getAttribute('aria-valuenow')).not.toBeNull();
    expect(await page.getByText('正确率').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('report-rank').innerText()).toMatch(/排名第 \d+ \/ \d+/);
    await page.getByRole('cell', { name: '公文写作' }).waitFor();

    // The analysis: my answer, the key, text analyses.
    await page.getByRole('link', { name: '查看解析' }).click();
    await page.waitForURL('**/questionBank/analysis?exerciseId=*');
    const first = page.locator('main[aria-label="解析区"] article[data-question-id]').first();
    await first.getByText('题目答案').waitFor();
    await first.getByText('题目解析').waitFor();
    expect(await first.getByTestId('right-answer').innerText()).not.toBe('');
    const questionId = await first.getAttribute('data-question-id');

    await first.getByRole('button', { name: '收藏' }).click();
    await page.getByText('收藏成功').waitFor();

    await page.goto('/personalCenter/myCollection?tab=favorite');
    const item = page.getByLabel(`收藏题目${questionId}`);
    await item.waitFor();
    await item.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByTestId('right-answer').first().waitFor();
    await drawer.getByRole('button', { name: '已收藏' }).waitFor();
  });

  it('collects a wrong answer in the error book and lets it go after two right answers in a row', async () => {
    const page = await open('/questionBank/classSubjectLibrary');
    await startSection(page, '行测', '定义判断', 15);
    // Everything answered A: the questions whose key is not A are wrong.
    const keys = new Map<number, string>();
    const wrongAll = new Map<number, string>();
    await answerAllAndHandIn(page, wrongAll);

    // The review tells the keys (they are only ever shown after hand-in).
    await page.getByRole('link', { name: '查看解析' }).click();
    await page.waitForURL('**/questionBank/analysis?exerciseId=*');
    const reviewed = page.locator('main[aria-label="解析区"] article[data-question-id]');
    await reviewed.first().getByTestId('right-answer').waitFor();
    for (let i = 0; i < (await reviewed.count()); i++) {
      const id = Number(await reviewed.nth(i).getAttribute('data-question-id'));
      keys.set(id, (await reviewed.nth(i).getByTestId('right-answer').innerText()).trim());
    }
    const wrongCount = [...keys.values()].filter((key) => key !== 'A').length;
    expect(wrongCount).toBeGreaterThan(0);

    await page.goto('/personalCenter/myCollection?tab=error');
    const group = page.getByRole('listitem').filter({ hasText: '定义判断' });
    await group.getByText(`${wrongCount} 道错题`).waitFor();

    for (const round of [1, 2]) {
      await group.getByRole('button', { name: '练习本组' }).click();
      await page.waitForURL('**/questionBank/specificTest?exerciseId=*');
      await page.locator('main[aria-label="题目区"] article[data-question-id]').first().waitFor();
      await answerAllAndHandIn(page, keys);
      await page.goto('/personalCenter/myCollection?tab=error');
      if (round === 1) {
        // One right answer is not enough: still in the book, half way out.
        await group.getByText(`${wrongCount} 道错题`).waitFor();
        // Only this group's entries: the book lists 5 per page across all groups.
        await group.getByRole('button', { name: '查看错题' }).click();
        await page.getByText('定义判断 的错题').waitFor();
        await page.getByText('已连续答对 1/2 次').first().waitFor();
      }
    }
    await page.getByRole('tab', { name: '错题本' }).waitFor();
    await expect.poll(() => group.count()).toBe(0);
  });

  it('hands a past paper in once: 做题记录 shows one record, handed in, nothing 进行中', async () => {
    const title = '2024年广东省公务员录用考试《行测》（县镇级）';
    const page = await open('/questionBank/overYearTrueTopic');
    await page.getByLabel(title).getByRole('link', { name: '去做题' }).click();
    await page.getByRole('link', { name: '开始练习' }).click();
    await page.waitForURL('**/questionBank/overYearTrueTopicDetailTest?paperId=*');
    const question = page.locator('main[aria-label="题目区"] article[data-question-id]').first();
    await question.getByRole('radio', { name: '选项A' }).click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
    await page.getByRole('button', { name: '交卷' }).first().click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '交卷' }).click();
    await page.waitForURL('**/questionBank/exerciseReport?exerciseId=*');
    await page.getByRole('meter').waitFor();
    const exerciseId = new URL(page.url()).searchParams.get('exerciseId');

    await page.goto('/questionBank/record?kind=paper');
    const records = page.getByLabel(title, { exact: true });
    await records.filter({ hasText: '已交卷' }).waitFor();
    expect(await records.count()).toBe(1);
    expect(await records.getByRole('link', { name: '查看报告' }).getAttribute('href')).toContain(
      `exerciseId=${exerciseId}`,
    );
    expect(await page.getByText('进行中').count()).toBe(0);

    // The paper page agrees: handed in, nothing to continue.
    await page.goto('/questionBank/overYearTrueTopic');
    await page.getByLabel(title).getByRole('link', { name: '去做题' }).click();
    await page.getByRole('link', { name: '开始练习' }).waitFor();
  });

  it('keeps a timed past paper through a reload and continues the clock and the answers', async () => {
    const page = await open('/questionBank/overYearTrueTopic');
    await page
      .getByLabel('2024年国家公务员录用考试《行政职业能力测验》（地市级）')
      .getByRole('link', { name: '去做题' })
      .click();
    await page.getByRole('link', { name: /模考模式/ }).click();
    await page.waitForURL('**/questionBank/realSituationTest?paperId=*');
    const clock = page.getByTestId('practice-clock');
    await expect.poll(() => clock.innerText()).toMatch(/^剩余 \d{2}:\d{2}$/);

    const firstQuestion = page
      .locator('main[aria-label="题目区"] article[data-question-id]')
      .first();
    await firstQuestion.getByRole('radio', { name: '选项A' }).click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
    await page.getByRole('button', { name: /下一题/ }).click();
    const second = page.locator('main[aria-label="题目区"] article[data-question-id]').first();
    const secondId = await second.getAttribute('data-question-id');
    await second.getByRole('radio', { name: '选项B' }).click();
    // Reload at once: the unsaved answer leaves with the page (keep-alive), nothing is lost.
    await page.reload();

    await page.locator('main[aria-label="题目区"] article[data-question-id]').first().waitFor();
    expect(
      await page
        .locator('main[aria-label="题目区"] article[data-question-id]')
        .first()
        .getAttribute('data-question-id'),
    ).toBe(secondId);
    await expect
      .poll(() =>
        page
          .locator('main[aria-label="题目区"]')
          .getByRole('radio', { name: '选项B' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    await page.getByRole('button', { name: '第1题' }).click();
    expect(
      await page
        .locator('main[aria-label="题目区"]')
        .getByRole('radio', { name: '选项A' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(await page.locator('nav[aria-label="答题卡"] [data-state="answered"]').count()).toBe(2);
    expect(await clock.innerText()).toMatch(/^剩余 (29|30):\d{2}$/);

    await page.locator('header').first().waitFor();
    await page.getByRole('button', { name: '交卷' }).first().click();
    await page.locator('.ant-modal-confirm').getByText('还有').waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '交卷' }).click();
    await page.waitForURL('**/questionBank/exerciseReport?exerciseId=*');
    await page.getByRole('meter').waitFor();
  });
});
