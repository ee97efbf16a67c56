import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleMsg } from '@shangan/shared';
import type { ConsoleArticleRow } from '@shangan/shared/contracts/console/articles';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import { ARTICLE_TARGETS } from './article-fixtures';
import ArticlesPage from './articles-page';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';

const PUBLISHED: ConsoleArticleRow = {
  state: 'published',
  id: 301,
  title: '2027年国考报名时间延长',
  columnId: 2,
  columnTitle: '国考公告',
  cityName: '',
  editor: '新华社',
  time: '2026-11-28T02:00:00.000Z',
  viewCount: 1280,
  publishAt: null,
};

const DRAFT: ConsoleArticleRow = {
  state: 'draft',
  id: 12,
  title: '申论备考三步走',
  columnId: 3,
  columnTitle: '备考指导',
  cityName: '上海',
  editor: '小岸',
  time: '2026-11-28T03:30:00.000Z',
  viewCount: 0,
  publishAt: null,
};

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function renderList(path = '/admin/articles') {
  renderRoutesInApp({ '/admin/articles': <ArticlesPage /> }, { path, showWhere: true });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('文章管理', () => {
  it('opens to editors and administrators, counting drafts; not to customer service or learners', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['editor']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('文章管理')).toBeTruthy();
    expect(within(menu).queryByText('订单与退款')).toBeNull();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['admin']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    expect(within(await screen.findByRole('menu')).getByText('文章管理')).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['service']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/articles/edit' });
    expect(within(await screen.findByRole('menu')).queryByText('文章管理')).toBeNull();
    expect(screen.getByText(/不能使用「文章管理」/)).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person([]) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/articles' });
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByText('文章管理')).toBeNull();
    cleanup();

    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['editor']),
        'GET /console/articles': { data: { list: [DRAFT], total: 3 } },
        'GET /console/question-import/history': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '文章管理' });
    await waitFor(() => expect(card.textContent).toContain('3 篇草稿'));
    expect(api.fieldsOf('GET /console/articles')).toEqual([{ state: 'draft', pageSize: '1' }]);
  });

  it('lists published articles and drafts by tab, column and title', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['editor']),
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles': { data: { list: [PUBLISHED], total: 1 } },
      },
      { signedIn: true },
    );
    renderList();
    const row = (await screen.findByText(PUBLISHED.title)).closest('tr')!;
    expect(within(row).getByText('国考公告')).toBeTruthy();
    expect(within(row).getByText('全国')).toBeTruthy();
    expect(within(row).getByText('新华社')).toBeTruthy();
    expect(within(row).getByText('2026-11-28 10:00')).toBeTruthy();
    expect(within(row).getByText('1280')).toBeTruthy();
    const onSite = within(row).getByRole('link', { name: `在网站查看${PUBLISHED.title}` });
    expect(onSite.getAttribute('href')).toBe('/articleDetail/301');
    expect(onSite.getAttribute('target')).toBe('_blank');
    expect(
      within(row)
        .getByRole('link', { name: `编辑${PUBLISHED.title}` })
        .getAttribute('href'),
    ).toBe('/admin/articles/edit?state=published&id=301');
    expect(screen.getByRole('columnheader', { name: '发布时间' })).toBeTruthy();
    expect(api.fieldsOf('GET /console/articles')).toEqual([
      { state: 'published', page: '1', pageSize: '20' },
    ]);

    api.replies['GET /console/articles'] = { data: { list: [DRAFT], total: 1 } };
    fireEvent.click(screen.getByRole('tab', { name: '草稿' }));
    const draftRow = (await screen.findByText(DRAFT.title)).closest('tr')!;
    expect(within(draftRow).getByText('上海')).toBeTruthy();
    expect(within(draftRow).queryByText('在网站查看')).toBeNull();
    expect(within(draftRow).queryByRole('button', { name: `下线${DRAFT.title}` })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '保存时间' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '浏览' })).toBeNull();
    expect(api.fieldsOf('GET /console/articles').at(-1)).toEqual({
      state: 'draft',
      page: '1',
      pageSize: '20',
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '栏目' }));
    fireEvent.click((await screen.findAllByTitle('考试资讯')).at(-1)!);
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/articles').at(-1)).toEqual({
        state: 'draft',
        page: '1',
        pageSize: '20',
        columnId: '1',
      }),
    );

    api.replies['GET /console/articles'] = { data: { list: [], total: 0 } };
    const search = screen.getByRole('searchbox', { name: '搜索文章' });
    fireEvent.change(search, { target: { value: ' 国考 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/articles').at(-1)).toEqual({
        state: 'draft',
        page: '1',
        pageSize: '20',
        columnId: '1',
        keyword: '国考',
      }),
    );
    expect(await screen.findByText('没有找到符合条件的文章')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /写文章/ }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/articles/edit'),
    );
  });

  it('says when there is nothing yet, and offers to reload a list that failed', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['editor']),
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderList('/admin/articles?state=draft');
    expect(await screen.findByText('还没有草稿')).toBeTruthy();
    api.replies['GET /console/articles'] = { code: 500, msg: '服务器开小差了' };
    fireEvent.click(screen.getByRole('tab', { name: '已发布' }));
    expect(await screen.findByText('文章加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/articles'] = { data: { list: [], total: 0 } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有文章')).toBeTruthy();
  });

  it('takes a published article off the site after confirming', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['editor']),
        'GET /console/articles/targets': { data: ARTICLE_TARGETS },
        'GET /console/articles': { data: { list: [PUBLISHED], total: 1 } },
        'POST /console/articles/withdraw': {
          data: {
            ...PUBLISHED,
            state: 'draft',
            id: 13,
            cityId: null,
            summary: '',
            body: '<p>正文</p>',
            cover: '',
            source: '',
            author: '',
            tags: [],
          },
        },
      },
      { signedIn: true },
    );
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `下线${PUBLISHED.title}` }));
    expect(await screen.findByText('下线后网站和搜索中将不再显示，文章转为草稿')).toBeTruthy();
    expect(api.fieldsOf('POST /console/articles/withdraw')).toEqual([]);
    const lists = api.fieldsOf('GET /console/articles').length;
    api.replies['GET /console/articles'] = { data: { list: [], total: 0 } };
    fireEvent.click(screen.getByRole('button', { name: '下线' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/articles/withdraw')).toEqual([{ id: 301 }]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ArticleMsg.withdrawn]));
    expect(await screen.findByText('还没有文章')).toBeTruthy();
    expect(api.fieldsOf('GET /console/articles').length).toBeGreaterThan(lists);
  });
});
