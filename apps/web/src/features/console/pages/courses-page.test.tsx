import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import { COURSE_ROW, FREE_ROW, PACKAGE_ROW } from './course-fixtures';
import CoursesPage from './courses-page';

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function renderList(path = '/admin/courses') {
  renderRoutesInApp(
    { '/admin/courses': <CoursesPage />, '/admin/courses/new': <p>新建课程页</p> },
    { path, showWhere: true },
  );
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('课程管理', () => {
  it('opens to teachers and editors, with its count on the overview; not to customer service', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['teacher']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('课程管理')).toBeTruthy();
    expect(within(menu).queryByText('后台任务')).toBeNull();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['service']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/courses/12' });
    expect(within(await screen.findByRole('menu')).queryByText('课程管理')).toBeNull();
    expect(screen.getByText(/不能使用「课程管理」/)).toBeTruthy();
    cleanup();

    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['editor']),
        'GET /console/courses': { data: { list: [COURSE_ROW], total: 7 } },
        'GET /console/articles': { data: { list: [], total: 0 } },
        'GET /console/question-import/history': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '课程管理' });
    await waitFor(() => expect(card.textContent).toContain('7 门课程'));
    expect(api.fieldsOf('GET /console/courses')).toEqual([{ pageSize: '1' }]);
  });

  it('lists courses with their kind, price, state and counts, found by title and state', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['teacher']),
        'GET /console/courses': { data: { list: [COURSE_ROW, FREE_ROW, PACKAGE_ROW], total: 3 } },
      },
      { signedIn: true },
    );
    renderList();
    const row = (await screen.findByText(COURSE_ROW.title)).closest('tr')!;
    expect(within(row).getByText('系统课')).toBeTruthy();
    expect(within(row).getByText('行测')).toBeTruthy();
    expect(within(row).getByText('国考')).toBeTruthy();
    expect(within(row).getByText('￥1280.00')).toBeTruthy();
    expect(within(row).getByText('上架')).toBeTruthy();
    expect(within(row).getByText('36')).toBeTruthy();
    expect(within(row).getByText('208')).toBeTruthy();
    expect(within(row).getByText('2026-11-28 10:00')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `编辑${COURSE_ROW.title}` })
        .getAttribute('href'),
    ).toBe('/admin/courses/12');
    const free = screen.getByText(FREE_ROW.title).closest('tr')!;
    expect(within(free).getByText('公开课')).toBeTruthy();
    expect(within(free).getByText('免费')).toBeTruthy();
    expect(within(free).getByText('下架')).toBeTruthy();
    // A package is marked by its title.
    const pack = screen.getByText(PACKAGE_ROW.title).closest('tr')!;
    expect(within(pack).getByText('套餐')).toBeTruthy();
    expect(within(pack).getByText('课程套餐')).toBeTruthy();
    expect(within(pack).getByRole('link', { name: PACKAGE_ROW.title }).getAttribute('href')).toBe(
      '/admin/courses/30',
    );
    expect(within(row).queryByText('套餐')).toBeNull();
    expect(screen.getByText('共 3 门')).toBeTruthy();
    expect(api.fieldsOf('GET /console/courses')).toEqual([{ page: '1', pageSize: '20' }]);

    api.replies['GET /console/courses'] = { data: { list: [FREE_ROW], total: 1 } };
    fireEvent.click(screen.getByRole('tab', { name: '下架' }));
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/courses').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        status: 'off',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin/courses?status=off');

    api.replies['GET /console/courses'] = { data: { list: [], total: 0 } };
    const search = screen.getByRole('searchbox', { name: '搜索课程' });
    fireEvent.change(search, { target: { value: ' 申论 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/courses').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        status: 'off',
        keyword: '申论',
      }),
    );
    expect(await screen.findByText('没有找到符合条件的课程')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新建课程/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/courses/new'));
  });

  it('reads a hand-edited state as all, says when there is nothing, and reloads a failed list', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['teacher']),
        'GET /console/courses': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderList('/admin/courses?status=deleted');
    expect(await screen.findByText('课程加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    expect(api.fieldsOf('GET /console/courses')).toEqual([{ page: '1', pageSize: '20' }]);
    api.replies['GET /console/courses'] = { data: { list: [], total: 0 } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有课程，先新建一门')).toBeTruthy();
  });
});
