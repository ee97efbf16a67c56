import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteContentMsg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import ConsoleLayout from './console-layout';
import SiteContentPage from './site-content-page';
import { ENDED_AD, LINKS, RUNNING_AD, SCHEDULED_AD, SITE_OPTIONS } from './site-content-fixtures';

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function siteApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person(['editor']),
      'GET /console/site-content/options': { data: SITE_OPTIONS },
      'GET /console/site-content/ads': (fields) => ({
        data: { list: fields.position === 'banner' ? [RUNNING_AD, SCHEDULED_AD, ENDED_AD] : [] },
      }),
      'GET /console/site-content/links': { data: { list: LINKS } },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage(path = '/admin/site-content') {
  renderRoutesInApp({ '/admin/site-content': <SiteContentPage /> }, { path, showWhere: true });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** A row's button by its name (by label: role queries measure styles, slow in a big table). */
const button = (row: HTMLElement, name: string) =>
  within(row).getByLabelText(name) as HTMLButtonElement;

/** The open dialog of that title. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Answers a Popconfirm titled `title` with its `ok` button. */
async function confirm(title: string, ok: string) {
  const popup = (await screen.findByText(title)).closest<HTMLElement>('.ant-popover')!;
  fireEvent.click(within(popup).getByRole('button', { name: ok }));
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('站点内容 · 轮播与广告', () => {
  it('opens to editors after 文章管理, and not to finance', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['editor']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const link = within(menu).getByRole('link', { name: '站点内容' });
    expect(link.getAttribute('href')).toBe('/admin/site-content');
    const labels = within(menu)
      .getAllByRole('link')
      .map((item) => item.textContent);
    expect(labels.indexOf('站点内容')).toBe(labels.indexOf('文章管理') + 1);
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/site-content' });
    const financeMenu = await screen.findByRole('menu');
    expect(within(financeMenu).queryByText('站点内容')).toBeNull();
    expect(screen.getByText(/不能使用「站点内容」/)).toBeTruthy();
  });

  it('lists a position’s ads with their site, window and state, and switches position', async () => {
    const api = siteApi();
    renderPage();
    const running = await rowOf(RUNNING_AD.title);
    expect(within(running).getByText(RUNNING_AD.subtitle)).toBeTruthy();
    expect(within(running).getByText('主站')).toBeTruthy();
    expect(within(running).getByText('长期')).toBeTruthy();
    expect(within(running).getByText('展示中')).toBeTruthy();
    expect(within(running).getByRole('img').getAttribute('src')).toBe(RUNNING_AD.image);
    expect(within(running).getByRole('link', { name: '/course' }).getAttribute('target')).toBe(
      '_blank',
    );

    const scheduled = await rowOf(SCHEDULED_AD.title);
    expect(within(scheduled).getByText('未开始')).toBeTruthy();
    expect(within(scheduled).getByText('无图片')).toBeTruthy();
    expect(scheduled.textContent).toContain('2027-01-01 08:00 起');
    expect(scheduled.textContent).toContain('2027-02-01 08:00 止');

    const ended = await rowOf(ENDED_AD.title);
    expect(within(ended).getByText('已结束')).toBeTruthy();
    expect(within(ended).getByText('北京')).toBeTruthy();

    // Up and down stay within a site: 主站's first cannot go up, its last cannot go down, and
    // 北京's only ad can go neither way.
    expect(button(running, `上移：${RUNNING_AD.title}`).disabled).toBe(true);
    expect(button(running, `下移：${RUNNING_AD.title}`).disabled).toBe(false);
    expect(button(scheduled, `上移：${SCHEDULED_AD.title}`).disabled).toBe(false);
    expect(button(scheduled, `下移：${SCHEDULED_AD.title}`).disabled).toBe(true);
    expect(button(ended, `上移：${ENDED_AD.title}`).disabled).toBe(true);
    expect(button(ended, `下移：${ENDED_AD.title}`).disabled).toBe(true);
    expect(api.fieldsOf('GET /console/site-content/ads')).toEqual([{ position: 'banner' }]);

    fireEvent.click(screen.getByText('首页弹窗'));
    expect(await screen.findByText('首页弹窗还没有广告，点「新建广告」添加一条')).toBeTruthy();
    expect(where()).toBe('/admin/site-content?position=popup');
    expect(api.fieldsOf('GET /console/site-content/ads').at(-1)).toEqual({ position: 'popup' });
  });

  it('moves an ad within its site and deletes one after asking', async () => {
    const api = siteApi({
      'POST /console/site-content/move': { data: { moved: true } },
      'POST /console/site-content/delete': { data: null },
    });
    renderPage();
    const running = await rowOf(RUNNING_AD.title);
    fireEvent.click(button(running, `下移：${RUNNING_AD.title}`));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/move')).toEqual([
        { kind: 'ad', id: RUNNING_AD.id, direction: 'down' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.moved]));
    // The list is read again in its new order.
    await waitFor(() => expect(api.fieldsOf('GET /console/site-content/ads')).toHaveLength(2));

    fireEvent.click(button(await rowOf(ENDED_AD.title), `删除：${ENDED_AD.title}`));
    expect(api.fieldsOf('POST /console/site-content/delete')).toEqual([]);
    await confirm('删除这条广告？', '删除');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/delete')).toEqual([
        { kind: 'ad', id: ENDED_AD.id },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.deleted]));
    await waitFor(() => expect(api.fieldsOf('GET /console/site-content/ads')).toHaveLength(3));
  });

  it('checks the title and the link before sending, then sends a new ad with an open window', async () => {
    const api = siteApi({
      'POST /console/site-content/ads/save': (fields) => ({
        data: { ...RUNNING_AD, ...fields, id: 34, cityName: '南宁', state: 'running' },
      }),
    });
    renderPage();
    await rowOf(RUNNING_AD.title);
    fireEvent.click(screen.getByRole('button', { name: /新建广告/ }));
    const dialog = await dialogTitled('新建广告（首页轮播）');
    expect(within(dialog).getByText(/首页轮播不填图片时，按标题自动绘制一张/)).toBeTruthy();

    type(dialog, '标题', '   ');
    type(dialog, '点击打开的地址', 'javascript:alert(1)');
    type(dialog, '图片地址', 'http://example.com/a.png');
    save(dialog);
    expect(await within(dialog).findByText(SiteContentMsg.adTitleRequired)).toBeTruthy();
    expect(within(dialog).getByText(SiteContentMsg.adLinkInvalid)).toBeTruthy();
    expect(within(dialog).getByText(SiteContentMsg.imageInvalid)).toBeTruthy();
    // An address the server would refuse shows no picture.
    expect(within(dialog).queryByAltText('图片预览')).toBeNull();
    expect(api.fieldsOf('POST /console/site-content/ads/save')).toEqual([]);

    type(dialog, '标题', ' 南宁事业单位备考 ');
    type(dialog, '点击打开的地址', ' /course ');
    type(dialog, '图片地址', '');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '显示站点' }));
    fireEvent.click((await screen.findAllByTitle('南宁')).at(-1)!);
    save(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/ads/save')).toEqual([
        {
          id: null,
          position: 'banner',
          cityId: 12,
          title: '南宁事业单位备考',
          subtitle: '',
          image: '',
          link: '/course',
          startAt: null,
          endAt: null,
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.saved]));
    await waitFor(() => expect(api.fieldsOf('GET /console/site-content/ads')).toHaveLength(2));
  });

  it('edits an ad keeping its window and picture, and keeps the dialog on a refusal', async () => {
    const api = siteApi({
      'POST /console/site-content/ads/save': { code: 400, msg: SiteContentMsg.cityNotFound },
    });
    renderPage();
    fireEvent.click(button(await rowOf(ENDED_AD.title), `编辑：${ENDED_AD.title}`));
    const dialog = await dialogTitled('编辑广告（首页轮播）');
    expect((within(dialog).getByLabelText('标题') as HTMLInputElement).value).toBe(ENDED_AD.title);
    expect(within(dialog).getByAltText('图片预览').getAttribute('src')).toBe(ENDED_AD.image);
    type(dialog, '副标题', '报名 10 月截止');
    save(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/ads/save')).toHaveLength(1),
    );
    const [sent] = api.fieldsOf('POST /console/site-content/ads/save') as Array<
      Record<string, string | number | null>
    >;
    expect(sent).toMatchObject({
      id: ENDED_AD.id,
      position: 'banner',
      cityId: 11,
      title: ENDED_AD.title,
      subtitle: '报名 10 月截止',
      image: ENDED_AD.image,
      link: ENDED_AD.link,
    });
    // The same instants, written with the browser's offset.
    expect(Date.parse(String(sent!.startAt))).toBe(Date.parse(ENDED_AD.startAt!));
    expect(Date.parse(String(sent!.endAt))).toBe(Date.parse(ENDED_AD.endAt!));
    expect(String(sent!.startAt)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/,
    );

    await waitFor(() => expect(api.notices).toContainEqual(['error', SiteContentMsg.cityNotFound]));
    expect(api.notices).not.toContainEqual(['success', SiteContentMsg.saved]);
    expect((within(dialog).getByLabelText('副标题') as HTMLInputElement).value).toBe(
      '报名 10 月截止',
    );
  });

  it('reloads a list that failed', async () => {
    const api = siteApi({ 'GET /console/site-content/ads': { code: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('广告加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/site-content/ads'] = { data: { list: [] } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('首页轮播还没有广告，点「新建广告」添加一条')).toBeTruthy();
  });
});

describe('站点内容 · 友情链接', () => {
  it('lists the links by site, filters one site, and saves and moves a link', async () => {
    const api = siteApi({
      'POST /console/site-content/links/save': (fields) => ({
        data: { ...LINKS[2], ...fields, id: 44 },
      }),
      'POST /console/site-content/move': { data: { moved: true } },
    });
    renderPage('/admin/site-content?tab=links');
    const first = await rowOf('国家公务员局');
    expect(
      within(first).getByRole('link', { name: 'http://www.scs.gov.cn/' }).getAttribute('target'),
    ).toBe('_blank');
    expect(button(first, '上移：国家公务员局').disabled).toBe(true);
    const beijing = await rowOf('北京人社');
    expect(button(beijing, '上移：北京人社').disabled).toBe(true);
    expect(button(beijing, '下移：北京人社').disabled).toBe(true);

    fireEvent.click(button(await rowOf('人事考试网'), '上移：人事考试网'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/move')).toEqual([
        { kind: 'link', id: 42, direction: 'up' },
      ]),
    );

    fireEvent.mouseDown(screen.getByLabelText('站点'));
    fireEvent.click((await screen.findAllByTitle('北京')).at(-1)!);
    await waitFor(() => expect(screen.queryByText('国家公务员局')).toBeNull());
    expect(screen.getByText('北京人社')).toBeTruthy();
    expect(where()).toBe('/admin/site-content?tab=links&site=11');

    fireEvent.click(screen.getByRole('button', { name: /新建链接/ }));
    const dialog = await dialogTitled('新建链接');
    save(dialog);
    expect(await within(dialog).findByText(SiteContentMsg.linkNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(SiteContentMsg.linkInvalid)).toBeTruthy();
    type(dialog, '名称', '北京市人事考试网');
    type(dialog, '地址', 'ftp://rsj.beijing.gov.cn');
    save(dialog);
    expect(await within(dialog).findByText(SiteContentMsg.linkInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/site-content/links/save')).toEqual([]);
    type(dialog, '地址', 'https://rsj.beijing.gov.cn/rsks/');
    save(dialog);
    // A new link goes to the site being looked at.
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/links/save')).toEqual([
        {
          id: null,
          cityId: 11,
          name: '北京市人事考试网',
          link: 'https://rsj.beijing.gov.cn/rsks/',
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.saved]));
  });
});
