import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleMsg } from '@shangan/shared';
import type { ConsoleArticle } from '@shangan/shared/contracts/console/articles';
import {
  demoUserInfo,
  fakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import ArticleEditPage from './article-edit-page';
import { ARTICLE_TARGETS } from './article-fixtures';

const ARTICLE: ConsoleArticle = {
  state: 'published',
  id: 301,
  title: '2027年国考报名时间延长',
  columnId: 2,
  columnTitle: '国考公告',
  cityId: 11,
  cityName: '北京',
  editor: '新华社',
  time: '2026-11-28T02:00:00.000Z',
  viewCount: 1280,
  publishAt: null,
  summary: '报名截止时间延长两天',
  body: '<h2>报名时间</h2><p>延长至<strong>十月二十七日</strong>。</p>',
  cover: '',
  source: '国家公务员局',
  author: '新华社',
  tags: ['国考', '报名'],
  pdf: null,
  topicId: 5,
  topicType: 2,
};

const draft = (id: number, changes: Partial<ConsoleArticle> = {}): ConsoleArticle => ({
  ...ARTICLE,
  state: 'draft',
  id,
  cityId: null,
  cityName: '',
  viewCount: 0,
  ...changes,
});

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

function renderEditor(path = '/admin/articles/edit') {
  renderRoutesInApp(
    {
      '/admin/articles/edit': <ArticleEditPage />,
      '/admin/articles': <p>文章列表</p>,
    },
    { path, showWhere: true },
  );
}

/** The body's editor, through the instance Tiptap hangs on its element (jsdom cannot type). */
async function bodyEditor(): Promise<Editor> {
  const text = await screen.findByRole('textbox', { name: '正文' });
  return (text as HTMLElement & { editor: Editor }).editor;
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('写文章', () => {
  it('edits a published article and publishes it again in place', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles/detail': { data: ARTICLE },
        'POST /console/articles/publish': (fields) => ({ data: { ...ARTICLE, ...fields } }),
      },
      { signedIn: true },
    );
    renderEditor('/admin/articles/edit?state=published&id=301');
    const title = await screen.findByRole('textbox', { name: '标题' });
    expect((title as HTMLInputElement).value).toBe(ARTICLE.title);
    expect(api.fieldsOf('GET /console/articles/detail')).toEqual([
      { state: 'published', id: '301' },
    ]);
    expect(screen.getByText('修改文章')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在网站查看' }).getAttribute('href')).toBe(
      '/articleDetail/301',
    );
    expect(screen.getByTitle('国考公告')).toBeTruthy();
    expect(screen.getByTitle('北京')).toBeTruthy();
    expect(screen.getByTitle('国考')).toBeTruthy();
    expect(screen.getByTitle('2027国考专题 / 复习资料')).toBeTruthy();
    const text = await screen.findByRole('textbox', { name: '正文' });
    expect(text.querySelector('h2')?.textContent).toBe('报名时间');
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();

    fireEvent.change(title, { target: { value: '2027年国考报名时间再次延长 ' } });
    fireEvent.click(screen.getByRole('button', { name: '更新发布' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/publish')).toEqual([
        {
          from: { state: 'published', id: 301 },
          columnId: 2,
          cityId: 11,
          title: '2027年国考报名时间再次延长',
          summary: ARTICLE.summary,
          body: ARTICLE.body,
          cover: '',
          source: '国家公务员局',
          author: '新华社',
          tags: ['国考', '报名'],
          pdfFileId: null,
          topicId: 5,
          topicType: 2,
        },
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/articles'));
    expect(api.notices).toContainEqual(['success', ArticleMsg.published]);
  });

  it('saves a new article as a draft, keeps writing that draft, then publishes it', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'POST /console/articles/draft': (fields) => ({
          data: draft(12, fields as Partial<ConsoleArticle>),
        }),
        'POST /console/articles/publish': { data: { ...ARTICLE, id: 302 } },
      },
      { signedIn: true },
    );
    renderEditor();
    expect(await screen.findByText('写文章')).toBeTruthy();
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();

    // Nothing is sent while the title or column is missing.
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText(ArticleMsg.titleRequired)).toBeTruthy();
    expect(await screen.findByText(ArticleMsg.columnRequired)).toBeTruthy();
    expect(api.fieldsOf('POST /console/articles/draft')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), {
      target: { value: '申论备考三步走' },
    });
    await pick('栏目', '备考指导');
    const editor = await bodyEditor();
    editor.commands.setContent('<h2>第一步</h2><ul><li><p>读材料</p></li></ul>', {
      emitUpdate: true,
    });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/draft')).toEqual([
        {
          draftId: null,
          columnId: 3,
          cityId: null,
          title: '申论备考三步走',
          summary: '',
          body: '<h2>第一步</h2><ul><li><p>读材料</p></li></ul>',
          cover: '',
          source: '',
          author: '',
          tags: [],
          pdfFileId: null,
          topicId: null,
          topicType: null,
        },
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/articles/edit?state=draft&id=12'));
    expect(api.notices).toContainEqual(['success', ArticleMsg.draftSaved]);
    // The same form goes on: what was typed stays, nothing is loaded again.
    expect(api.fieldsOf('GET /console/articles/detail')).toEqual([]);
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe(
      '申论备考三步走',
    );

    editor.commands.setContent('<h2>第一步</h2><ul><li><p>读材料</p></li></ul><p>第二段</p>', {
      emitUpdate: true,
    });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(api.fieldsOf('POST /console/articles/draft')).toHaveLength(2));
    expect(api.fieldsOf('POST /console/articles/draft')[1]).toMatchObject({
      draftId: 12,
      body: '<h2>第一步</h2><ul><li><p>读材料</p></li></ul><p>第二段</p>',
    });

    // Into a topic: the topic, then one of its lists; a topic without lists cannot be chosen.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '专题' }));
    expect((await screen.findByTitle('选调生专题')).className).toContain('menu-item-disabled');
    fireEvent.click(screen.getByTitle('2027国考专题'));
    fireEvent.click(await screen.findByTitle('报考公告'));
    expect(await screen.findByTitle('2027国考专题 / 报考公告')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/publish')).toEqual([
        expect.objectContaining({
          from: { state: 'draft', id: 12 },
          title: '申论备考三步走',
          columnId: 3,
          topicId: 5,
          topicType: 1,
        }),
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/articles'));
  });

  it('takes a published article out of its topic', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles/detail': { data: ARTICLE },
        'POST /console/articles/publish': (fields) => ({ data: { ...ARTICLE, ...fields } }),
      },
      { signedIn: true },
    );
    renderEditor('/admin/articles/edit?state=published&id=301');
    const chosen = await screen.findByTitle('2027国考专题 / 复习资料');
    const clear = chosen.closest('.ant-select')!.querySelector('.ant-select-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(screen.queryByTitle('2027国考专题 / 复习资料')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '更新发布' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/publish')).toEqual([
        expect.objectContaining({
          from: { state: 'published', id: 301 },
          topicId: null,
          topicType: null,
        }),
      ]),
    );
  });

  it('asks for a body before publishing, and shows the server refusing the rest', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles/detail': { data: draft(12, { body: '' }) },
        'POST /console/articles/publish': { code: 400, msg: ArticleMsg.columnNotFound },
      },
      { signedIn: true },
    );
    renderEditor('/admin/articles/edit?state=draft&id=12');
    expect(await screen.findByText('编辑草稿')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    expect(await screen.findByText(ArticleMsg.bodyRequired)).toBeTruthy();
    expect(api.fieldsOf('POST /console/articles/publish')).toEqual([]);

    (await bodyEditor()).commands.setContent('<p>正文内容</p>', { emitUpdate: true });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.notices).toContainEqual(['error', ArticleMsg.columnNotFound]));
    expect(api.fieldsOf('POST /console/articles/publish')[0]).toMatchObject({
      from: { state: 'draft', id: 12 },
      body: '<p>正文内容</p>',
    });
    expect(where()).toBe('/admin/articles/edit?state=draft&id=12');
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
  });

  it('says so when the article is gone, with the way back to the list', async () => {
    fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles/detail': { code: 404, msg: ArticleMsg.notFound },
      },
      { signedIn: true },
    );
    renderEditor('/admin/articles/edit?state=draft&id=99');
    const gone = await screen.findByText(ArticleMsg.notFound, { selector: '.ant-result-title' });
    const result = gone.closest<HTMLElement>('.ant-result')!;
    fireEvent.click(within(result).getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(where()).toBe('/admin/articles'));
  });

  it('schedules a draft to a picked time, shows the schedule and cancels it', async () => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    const typed = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')} ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles/detail': { data: draft(12) },
        'POST /console/articles/schedule': (fields) => ({
          data: draft(12, { publishAt: (fields as { publishAt: string }).publishAt }),
        }),
        'POST /console/articles/unschedule': { data: draft(12, { publishAt: null }) },
      },
      { signedIn: true },
    );
    renderEditor('/admin/articles/edit?state=draft&id=12');
    fireEvent.click(await screen.findByRole('button', { name: '定时发布' }));
    const dialog = await screen.findByRole('dialog', { name: '定时发布' });
    // No time picked: refused in the dialog, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: '定时发布' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      ArticleMsg.scheduleInvalid,
    );
    const input = within(dialog).getByRole('textbox', { name: '发布时间' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: '定时发布' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/schedule')).toEqual([
        expect.objectContaining({ draftId: 12, publishAt: at.toISOString(), title: ARTICLE.title }),
      ]),
    );
    expect(await screen.findByText(/^已定时：/)).toBeTruthy();
    expect(api.notices).toContainEqual(['success', ArticleMsg.scheduled]);
    expect(screen.getByRole('button', { name: '修改定时' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消定时' }));
    // The confirmation's own button, beside the alert's.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '取消定时' })).toHaveLength(2),
    );
    fireEvent.click(screen.getAllByRole('button', { name: '取消定时' }).at(-1)!);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/unschedule')).toEqual([{ id: 12 }]),
    );
    await waitFor(() => expect(screen.queryByText(/^已定时：/)).toBeNull());
  });

  it('uploads a PDF for the article and publishes it with the article', async () => {
    const pdf = { id: 88, fileName: '职位表.pdf', size: 20_480 };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles/detail': { data: ARTICLE },
        'POST /console/articles/pdf': { data: pdf },
        'POST /console/articles/publish': (fields) => ({ data: { ...ARTICLE, ...fields, pdf } }),
      },
      { signedIn: true },
    );
    renderEditor('/admin/articles/edit?state=published&id=301');
    await screen.findByRole('button', { name: /上传 PDF/ });
    // antd's upload puts a fresh input in after each choice: found anew each time.
    const input = () =>
      document.querySelector<HTMLInputElement>('input[type="file"][accept*="pdf"]')!;
    fireEvent.change(input(), { target: { files: [new File(['<html>'], '公告.doc')] } });
    await waitFor(() => expect(api.notices).toContainEqual(['error', ArticleMsg.pdfInvalid]));
    expect(api.fieldsOf('POST /console/articles/pdf')).toEqual([]);

    fireEvent.change(input(), { target: { files: [new File(['%PDF-1.4'], '职位表.pdf')] } });
    expect(await screen.findByText(/职位表\.pdf（20 KB）/)).toBeTruthy();
    expect(api.fieldsOf('POST /console/articles/pdf')).toEqual([
      { fileName: '职位表.pdf', content: expect.any(String) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '更新发布' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/publish')).toEqual([
        expect.objectContaining({ from: { state: 'published', id: 301 }, pdfFileId: 88 }),
      ]),
    );
  });
});
