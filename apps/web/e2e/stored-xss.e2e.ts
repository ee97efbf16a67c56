import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { escapeHtml } from '@shangan/shared';
import { createArticles, shanghaiDay } from '../../server/src/modules/news/public.ts';
import { launchChromium } from './support/browser.ts';
import { withServerDatabase } from './support/server-database.ts';

/**
 * Stored XSS: hostile text kept by the server comes back to other people's browsers as text (or
 * with its markup removed), never as script. Payloads go in through the paths people use (a
 * learner's registration name, short answer and search; the demo grader's note, sent as raw HTML
 * the way any client could) and, for what no API writes, into the e2e server's database:
 * articles through the server's own article writer (which sanitizes bodies), hot-search counts
 * and the nickname as rows, and the text of an AI explanation the server generated.
 *
 * The server sends `script-src 'self'`, which alone would stop inline handlers. These browsers
 * bypass that policy, so what is tested is the rendering: a payload that became markup would run
 * here and set `window.__xss` or open a dialog. The first test proves both detectors fire.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const XSS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '<svg onload="window.__xss=1">',
  iframe: '"><iframe srcdoc="<script>parent.__xss=1</script>">',
  link: 'javascript:window.__xss=1',
  alert: `'"><img src=x onerror=alert(document.domain)>`,
  details: '<details open ontoggle="window.__xss=1">',
};

/** Registration allows 20 characters; the nickname column 32 (it has no API of its own). */
const REALNAME = '<svg onload=__xss=1>';
const NICKNAME = `'"><img src=x onerror=__xss=1>`;

const ARTICLE_A = {
  title: `xssprobe 标题 ${XSS.script}${XSS.img}${XSS.iframe}`,
  summary: `摘要 ${XSS.alert} ${XSS.svg} ${XSS.link}`,
  source: XSS.svg,
  author: XSS.alert,
  tag: '<img src=x onerror=alert(1)>标签',
  body: [
    '<p>正文开始xssprobe</p>',
    XSS.script,
    XSS.img,
    '<svg onload="window.__xss=1"><circle r="1"/></svg>',
    '<p><a href="javascript:window.__xss=1">点我链接</a> ',
    '<a href="JaVaScRiPt&colon;window.__xss=1">编码链接</a> ',
    '<a href="data:text/html,&lt;script&gt;parent.__xss=1&lt;/script&gt;">数据链接</a></p>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<p onclick="window.__xss=1" style="background:url(javascript:window.__xss=1)">段落属性</p>',
    '<details open ontoggle="window.__xss=1"><summary>折叠</summary>内容</details>',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=window.__xss=1&gt;"></math>',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
    '<form action="javascript:window.__xss=1"><button formaction="javascript:window.__xss=1">表单按钮</button></form>',
    '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
    '<p>正文结束</p>',
  ].join(''),
};

/** A body whose text mentions markup: its derived summary and plain text hold raw `<`. */
const ARTICLE_B = {
  title: `xssprobe 第二篇 ${XSS.svg}${XSS.link}`,
  body: `<p>第二篇正文xssprobe：${escapeHtml(XSS.img)} 与 ${escapeHtml(XSS.script)} 只是文字。</p>`,
};

const ANSWER_LINES = [
  `作答xssprobe ${XSS.script}`,
  XSS.img,
  XSS.iframe,
  `<a href="${XSS.link}">作答链接</a> ${XSS.link}`,
  XSS.alert,
];

/** Raw HTML, as a client other than our grading page could send it. */
const NOTE = [
  '<p>评语开始xssprobe</p>',
  XSS.script,
  XSS.img,
  XSS.svg,
  '<p><a href="javascript:window.__xss=1">评语链接</a></p>',
  XSS.iframe,
  XSS.details,
  // What our grading page sends for typed text: every character escaped.
  `<p>${escapeHtml(XSS.script)}</p>`,
].join('');

/** Plain text from a model; stored here without the output sanitizer a model's text passes. */
const AI_TEXT = [
  `【考点】${XSS.script}`,
  XSS.img,
  XSS.iframe,
  `【易错点】${XSS.link} ${XSS.alert}`,
].join('\n');

const HOT_WORDS = [XSS.script, XSS.img, XSS.svg, XSS.link, XSS.iframe, XSS.alert];

async function api<T>(
  path: string,
  { token, form, json }: { token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers.token = token;
  }
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method: form || json !== undefined ? 'POST' : 'GET',
    headers,
    ...(form ? { body: new URLSearchParams(form) } : {}),
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * Markup a payload would have become, in the live page or in HTML parsed without running it:
 * event-handler attributes, `javascript:` addresses, srcdoc frames and our inline scripts.
 * One arrow function with no helpers inside: it is sent to the page as source.
 */
const hostileMarkup = (html: string | null): string[] => {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster'];
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      // Browsers ignore control characters and spaces in a URL's scheme.
      const bare = Array.from(value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (
        name.toLowerCase().startsWith('on') ||
        name.toLowerCase() === 'srcdoc' ||
        (urlAttributes.includes(name.toLowerCase()) && /^(javascript|vbscript):/.test(bare))
      ) {
        found.push(`<${el.localName} ${name}="${value}">`);
      }
    }
    // The data of a drawn page is JSON the browser never runs (its < escaped, so no
    // </script> inside can end it); any other script holding a payload would run.
    const inertData = el.getAttribute('type') === 'application/json';
    if (el.localName === 'script' && !inertData && /__xss|alert\(/.test(el.textContent ?? '')) {
      found.push(`<script>${el.textContent}</script>`);
    }
  }
  return found;
};

describe('stored text never runs as script', () => {
  let browser: Browser;
  let learner = { token: '', id: 0 };
  let grader = '';
  let articleA = 0;
  let articleB = 0;
  let tagId = 0;
  let questionId = 0;
  let fullScore = 0;
  /** The question's AI explanation, put back as it was afterwards. */
  let explanation = { id: 0, original: '' };
  const contexts: BrowserContext[] = [];
  /** Every alert, confirm or prompt any page opened. */
  const dialogs: string[] = [];

  /** A context like useBrowser's, but with the CSP bypassed so that injected markup would run. */
  async function open(path: string, token?: string, appScripts = true): Promise<Page> {
    const baseURL = inject('baseURL');
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
      bypassCSP: true,
    });
    contexts.push(context);
    context.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    if (!appScripts) await context.route('**/assets/*.js', (route) => route.abort());
    if (token) {
      await context.addCookies([
        { name: 'edu_token', value: token, url: baseURL },
        { name: 'lx_token', value: token, url: baseURL },
      ]);
    }
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  /**
   * Waits until whatever a payload could trigger has had its turn: the page loaded, every
   * picture loaded or failed (onerror), two frames painted (onload, ontoggle), then checks.
   */
  async function expectClean(page: Page): Promise<void> {
    await page.waitForLoadState('load');
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(hostileMarkup, null), 'payloads turned into markup').toEqual([]);
    expect(
      await page.evaluate(() => (window as { __xss?: unknown }).__xss),
      `a payload ran on ${page.url()}`,
    ).toBeUndefined();
    expect(dialogs, 'dialogs a payload opened').toEqual([]);
  }

  /** Raw HTML from the server, parsed (not run) in a page: no payload became markup. */
  async function expectInertHtml(page: Page, html: string): Promise<void> {
    expect(await page.evaluate(hostileMarkup, html)).toEqual([]);
  }

  beforeAll(async () => {
    browser = await launchChromium();

    // The learner registers with a hostile name through the API.
    const phone = `137${String(Date.now()).slice(-8)}`;
    const sms = await api<{ code: string }>(`/api/v1/pc/sms_send?phone=${phone}&type=register`);
    const login = await api<{ token: string }>('/api/v1/h5/lxuserRegister', {
      form: { realname: REALNAME, phone, code: sms.code, email: '', password: 'secret123' },
    });
    const user = await api<{ id: number; realname: string }>('/api/v1/pc/getuserinfo', {
      token: login.token,
    });
    expect(user.realname).toBe(REALNAME);
    learner = { token: login.token, id: user.id };
    grader = (
      await api<{ token: string }>('/api/v1/pc/login', {
        form: { type: '1', account: '13800000009', password: 'shangan123' },
      })
    ).token;

    await withServerDatabase(async ({ db, engine }) => {
      await db
        .updateTable('app_user')
        .set({ nick_name: NICKNAME })
        .where('id', '=', learner.id)
        .execute();

      // Articles through the one writer the seed and importers use (it sanitizes bodies).
      const column = await db
        .selectFrom('news_column')
        .select('id')
        .where('column_dir', '=', 'zhaokaozhengce')
        .executeTakeFirstOrThrow();
      const city = await db
        .selectFrom('city_site')
        .select('id')
        .where('dir', '=', 'chengdu')
        .executeTakeFirstOrThrow();
      const publishTime = new Date().toISOString();
      [articleA, articleB] = (await db.transaction().execute((trx) =>
        createArticles(trx, engine, [
          {
            columnId: column.id,
            cityId: city.id,
            title: ARTICLE_A.title,
            summary: ARTICLE_A.summary,
            body: ARTICLE_A.body,
            source: ARTICLE_A.source,
            author: ARTICLE_A.author,
            publishTime,
            tags: [ARTICLE_A.tag],
          },
          {
            columnId: column.id,
            cityId: city.id,
            title: ARTICLE_B.title,
            body: ARTICLE_B.body,
            publishTime,
            tags: [ARTICLE_A.tag],
          },
        ]),
      )) as [number, number];
      tagId = (
        await db
          .selectFrom('news_tag')
          .select('id')
          .where('name', '=', ARTICLE_A.tag)
          .executeTakeFirstOrThrow()
      ).id;

      // Hot searches are counted from segmented words only, so no search can store these:
      // they go in as counts, far above the demo's, to lead the list.
      await db
        .insertInto('search_keyword_daily')
        .values(HOT_WORDS.map((keyword) => ({ keyword, day: shanghaiDay(), count: 1_000_000 })))
        .execute();

      // The last free 申论 question: short-answer.e2e.ts writes to the first.
      const question = await db
        .selectFrom('qb_question as q')
        .innerJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
        .innerJoin('qb_subject as s', 's.id', 'c.subject_id')
        .select(['q.id', 'q.score_tenths'])
        .where('s.code', '=', 'shenlun')
        .where('q.type_code', '=', 'short_answer')
        .where('q.vip_only', '=', 0)
        .where('c.vip_only', '=', 0)
        .orderBy('q.id', 'desc')
        .executeTakeFirstOrThrow();
      questionId = question.id;
      fullScore = question.score_tenths / 10;
    });
  });

  afterEach(async () => {
    while (contexts.length > 0) await contexts.pop()!.close();
    dialogs.length = 0;
  });

  afterAll(async () => {
    await browser?.close();
    // Leave the shared server as the other specs expect it.
    await withServerDatabase(async ({ db }) => {
      await db.deleteFrom('search_keyword_daily').where('keyword', 'in', HOT_WORDS).execute();
      const ids = [articleA, articleB].filter(Boolean);
      if (ids.length > 0) {
        await sql`delete from news_article_search where rowid in (${sql.join(ids)})`.execute(db);
        await db.deleteFrom('news_article').where('id', 'in', ids).execute();
      }
      if (tagId) await db.deleteFrom('news_tag').where('id', '=', tagId).execute();
      if (explanation.id) {
        await db
          .updateTable('ai_explanation')
          .set({ analysis: explanation.original })
          .where('id', '=', explanation.id)
          .execute();
      }
    });
  });

  it('the detectors work: these pages run injected handlers and report dialogs', async () => {
    const res = await fetch(`${inject('baseURL')}/aboutUs`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");

    const page = await open('/aboutUs');
    await page.getByRole('searchbox', { name: '站内搜索' }).waitFor();
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/no-such-picture" onerror="window.__xssCanary=1"><img src="/nor-this" onerror="alert(2)">',
      ),
    );
    await page.waitForFunction(() => (window as { __xssCanary?: number }).__xssCanary === 1);
    await expect.poll(() => dialogs).toEqual(['alert: 2']);
    expect(await page.evaluate(hostileMarkup, null)).toHaveLength(2);
    dialogs.length = 0;
  });

  it('articles: detail, server-rendered page, column and tag lists, search results', async () => {
    // That server-rendered article in a browser before (here: without) the app takes over.
    const ssr = await open(`/articleDetail/${articleA}`, undefined, false);
    await ssr.getByText('正文结束').waitFor();
    await expectClean(ssr);
    expect(await ssr.locator('#root[data-server-rendered] main h1').innerText()).toBe(
      ARTICLE_A.title,
    );

    // The app's article page: title, source, author and tag as text, the body without markup.
    const page = await open(`/articleDetail/${articleA}`);
    const main = page.locator('main, .app-main').first();
    await main.getByText('正文开始xssprobe').waitFor();
    await expectClean(page);
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(ARTICLE_A.title);
    expect(await page.title()).toBe(`${ARTICLE_A.title} - 上岸`);
    await main.getByText(`来源：${ARTICLE_A.source}`, { exact: true }).waitFor();
    await main.getByText(`作者：${ARTICLE_A.author}`, { exact: true }).waitFor();
    await main.getByText(ARTICLE_A.tag, { exact: true }).waitFor();
    for (const name of ['点我链接', '编码链接', '数据链接']) {
      const link = main.getByText(name, { exact: true });
      expect(await link.getAttribute('href')).toBeNull();
      await link.click();
    }
    await main.getByText('段落属性').click();
    await main.getByText('正文结束').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/articleDetail/${articleA}`);
    await expectClean(page);

    // The HTML the server sends for the article and its column, parsed here (not run).
    const articleHtml = await (
      await fetch(`${inject('baseURL')}/articleDetail/${articleA}`)
    ).text();
    expect(articleHtml).toContain(`<title>${escapeHtml(ARTICLE_A.title)} - 上岸</title>`);
    await expectInertHtml(page, articleHtml);
    const columnPath = '/column/chengdu/list/zhengcejiedu.html/zhaokaozhengce';
    const columnHtml = await (await fetch(`${inject('baseURL')}${columnPath}`)).text();
    expect(columnHtml).toContain(escapeHtml(ARTICLE_B.title));
    await expectInertHtml(page, columnHtml);

    // Text that mentions markup stays text in the body.
    await page.goto(`/articleDetail/${articleB}`);
    await main.getByText('只是文字').waitFor();
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(ARTICLE_B.title);
    expect(await main.getByText('第二篇正文xssprobe').innerText()).toContain(XSS.img);
    await expectClean(page);

    // Search: the highlighted title and snippet are escaped HTML around <em>.
    await page.goto(`/search?keyword=${encodeURIComponent('xssprobe script')}`);
    const hit = page.locator(`a[href="/articleDetail/${articleA}"]`);
    await hit.waitFor();
    expect(await hit.innerText()).toBe(ARTICLE_A.title);
    expect(await hit.locator('em').count()).toBeGreaterThan(0);
    await page.goto(`/search?keyword=${encodeURIComponent('第二篇正文xssprobe')}`);
    await page.getByText(`${XSS.img} 与 ${XSS.script}`).first().waitFor();
    await expectClean(page);

    // The tag's list: titles and the written and derived summaries as text.
    await page.goto(`/tagAggregation?tagId=${tagId}`);
    await page.locator(`a[href="/articleDetail/${articleA}"]`).waitFor();
    await page.getByText(ARTICLE_A.summary, { exact: true }).waitFor();
    await page.getByText(`第二篇正文xssprobe：${XSS.img}`).waitFor();
    await expectClean(page);

    // Articles written straight into the database announce nothing: the column list shows them
    // once its caches run out (30 s of news data, 5 s of the finished answer plus 2 s of grace,
    // 5 s in the browser). Reload until it lists the new articles.
    await page.goto(columnPath);
    const listed = page.locator(`a[href="/articleDetail/${articleB}"]`);
    await expect
      .poll(
        async () => {
          if ((await listed.count()) === 0) await page.reload();
          await page.locator('main ul li a').first().waitFor();
          return listed.count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await listed.first().innerText()).toBe(ARTICLE_B.title);
    await expectClean(page);
  }, 120_000);

  it('short answer: the answer, the grader pages, the grader’s note and the AI analysis', async () => {
    await api('/gxw-web-student/shortAnswer/save', {
      token: learner.token,
      json: { id: questionId, answer: ANSWER_LINES.join('\n'), url: [] },
    });
    await api('/gxw-web-student/shortAnswer/submit', {
      token: learner.token,
      json: { id: questionId },
    });
    const answerId = await withServerDatabase(
      async ({ db }) =>
        (
          await db
            .selectFrom('sa_answer')
            .select('id')
            .where('user_id', '=', learner.id)
            .where('question_id', '=', questionId)
            .executeTakeFirstOrThrow()
        ).id,
    );

    // The grader's queue and the grading page (opening it claims the answer).
    const masked = `${[...NICKNAME][0]}**`;
    const queue = await open(`/grading?questionId=${questionId}`, grader);
    const row = queue
      .locator('tr')
      .filter({ has: queue.getByLabel(`批改${answerId}`, { exact: true }) });
    await row.waitFor();
    await row.getByText(masked, { exact: true }).waitFor();
    await expectClean(queue);
    await queue.getByLabel(`批改${answerId}`, { exact: true }).click();
    await queue.waitForURL(`**/grading/${answerId}`);
    const learnerAnswer = queue.getByTestId('learner-answer');
    await learnerAnswer.getByText('作答xssprobe').waitFor();
    for (const line of ANSWER_LINES) expect(await learnerAnswer.innerText()).toContain(line);
    await queue.getByRole('heading', { name: `批改作答 · ${masked}` }).waitFor();
    await expectClean(queue);

    // The note as raw HTML through the grading API, while this grader holds the answer.
    await api('/gxw-web-student/grading/grade', {
      token: grader,
      json: { answerId, score: fullScore, checkNote: NOTE },
    });

    // The AI explanation: the server writes it for the learner, then it is swapped for text a
    // model could have sent (stored without the output sanitizer, as a bug there would).
    await api('/gxw-web-student/aigc/readNotice?type=1', { token: learner.token });
    const generated = await api<{ id: number; analysis: string }>(
      '/gxw-web-student/aigc/analysis',
      { token: learner.token, json: { questionId } },
    );
    explanation = { id: generated.id, original: generated.analysis };
    await withServerDatabase(({ db }) =>
      db
        .updateTable('ai_explanation')
        .set({ analysis: AI_TEXT })
        .where('id', '=', generated.id)
        .execute(),
    );

    // The learner's review: the answer as text, the note without markup, the AI text as text.
    const page = await open(`/questionBank/shortAnswer?questionId=${questionId}`, learner.token);
    const mine = page.getByTestId('my-short-answer');
    await mine.getByText('作答xssprobe').waitFor();
    for (const line of ANSWER_LINES) expect(await mine.innerText()).toContain(line);
    const result = page.getByTestId('grading-result');
    await result.getByText('评语开始xssprobe').waitFor();
    await expectClean(page);
    await result.getByText(XSS.script, { exact: true }).waitFor();
    const noteLink = result.getByText('评语链接', { exact: true });
    expect(await noteLink.getAttribute('href')).toBeNull();
    await noteLink.click();
    await expectClean(page);

    const ai = page.getByTestId('ai-analysis');
    await ai.getByRole('button', { name: /生成AI解析/ }).click();
    await ai.getByRole('group', { name: '评价AI解析' }).waitFor({ timeout: 30_000 });
    expect(await ai.getByTestId('ai-analysis-text').textContent()).toBe(AI_TEXT);
    await ai.getByText('【考点】', { exact: true }).waitFor();
    await expectClean(page);
  }, 120_000);

  it('names: the realname and nickname in the header, the account menu and settings', async () => {
    const page = await open('/personalCenter/accountSettings', learner.token);
    await page.getByText(`您好，${NICKNAME}，欢迎来到上岸！`, { exact: true }).waitFor();
    const realname = page.locator('.ant-descriptions-row').filter({ hasText: '姓名' });
    await realname.getByText(REALNAME, { exact: true }).waitFor();
    await expectClean(page);

    const menu = page.getByRole('button', { name: `账号菜单：${NICKNAME}` });
    await menu.click();
    await page.locator('.ant-popover').getByText(NICKNAME, { exact: true }).waitFor();
    await expectClean(page);

    await page.goto('/personalCenter/myVip');
    await page.locator('main, .app-main').first().getByText(NICKNAME, { exact: true }).waitFor();
    await expectClean(page);
  });

  it('hot searches: the home header list, a hot word’s search page, a typed hostile search', async () => {
    // The list is cached for up to 30 s; the words were stored before the other tests ran.
    await expect
      .poll(
        async () =>
          (await api<Array<{ keyword: string }>>('/api/v1/pc/search/hotWords')).map(
            (word) => word.keyword,
          ),
        { timeout: 45_000, interval: 1_000 },
      )
      .toEqual(expect.arrayContaining(HOT_WORDS));

    const page = await open('/');
    // The home arrives drawn by the server; its app, which shows the pop-up, starts when the
    // reader points at the page.
    await page.mouse.move(200, 300);
    const popAd = page.getByRole('dialog');
    await popAd.getByText('立即查看').waitFor();
    await popAd.getByRole('button', { name: /close|关闭/i }).click();
    await popAd.waitFor({ state: 'hidden' });
    const search = page.getByRole('searchbox', { name: '站内搜索' });
    await search.focus();
    const hot = page.getByRole('listbox', { name: '热门搜索' });
    for (const word of HOT_WORDS) {
      await hot.getByRole('option').filter({ hasText: word }).first().waitFor();
    }
    await expectClean(page);

    // A hot word is a search: its page shows it in the count line and among its hot tags.
    await hot.getByRole('option').filter({ hasText: XSS.link }).first().click();
    await page.waitForURL(/\/search\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(XSS.link);
    await page.getByText(`与“${XSS.link}”相关`).first().waitFor();
    for (const word of HOT_WORDS) {
      await page.locator('.ant-tag-checkable').filter({ hasText: word }).first().waitFor();
    }
    await expectClean(page);

    // What a visitor types is echoed back as text, in the page and its title.
    const box = page.getByRole('searchbox', { name: '搜索关键词' });
    await box.fill(XSS.iframe);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === XSS.iframe.trim());
    await page.getByText(`与“${XSS.iframe}”相关`).first().waitFor();
    expect(await page.title()).toContain(XSS.iframe);
    await expectClean(page);
  }, 90_000);
});
