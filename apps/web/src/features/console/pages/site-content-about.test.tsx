import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteContentMsg } from '@shangan/shared';
import type { ConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import SiteContentPage from './site-content-page';
import { ABOUT, SITE_OPTIONS } from './site-content-fixtures';

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

function renderAbout() {
  renderRoutesInApp(
    { '/admin/site-content': <SiteContentPage /> },
    { path: '/admin/site-content?tab=about' },
  );
}

/** The rich text of that name, through the editor Tiptap hangs on it (jsdom cannot type). */
async function editorNamed(name: string): Promise<Editor> {
  const text = await screen.findByLabelText(name);
  return (text as HTMLElement & { editor: Editor }).editor;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('站点内容 · 关于我们', () => {
  it('saves the profile and the entries, refusing a bad address first', async () => {
    const saved: ConsoleAbout = { ...ABOUT, updatedAt: '2026-11-28T02:00:00.000Z' };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/site-content/options': { data: SITE_OPTIONS },
        'GET /console/site-content/about': { data: ABOUT },
        'POST /console/site-content/about/save': (fields) => ({ data: { ...saved, ...fields } }),
      },
      { signedIn: true },
    );
    renderAbout();
    expect(await screen.findByText('网站上的「关于我们」页面会立即更新')).toBeTruthy();
    expect(screen.getByText('最后修改 2026-11-20 10:00')).toBeTruthy();
    expect((screen.getByLabelText('上岸APP地址') as HTMLInputElement).value).toBe('/download');
    expect((screen.getByLabelText('上岸APP介绍') as HTMLTextAreaElement).value).toBe(
      '随时随地刷题听课',
    );
    expect((await editorNamed('公司简介')).getHTML()).toBe(ABOUT.profile);

    type('公考公众号地址', 'weixin://gkgzh');
    fireEvent.click(screen.getByLabelText('保存关于我们'));
    expect(await screen.findByText(SiteContentMsg.aboutUrlInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/site-content/about/save')).toEqual([]);

    type('公考公众号地址', ' https://mp.weixin.qq.com/gkgzh ');
    type('公考公众号介绍', '每日推送公考资讯 ');
    type('抖音介绍', '备考干货短视频');
    (await editorNamed('公司简介')).commands.setContent('<p>上岸教育，陪你上岸。</p>', {
      emitUpdate: true,
    });
    fireEvent.click(screen.getByLabelText('保存关于我们'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/about/save')).toEqual([
        {
          profile: '<p>上岸教育，陪你上岸。</p>',
          app: { url: '/download', profile: '随时随地刷题听课' },
          officialAccountGxw: {
            url: 'https://mp.weixin.qq.com/gkgzh',
            profile: '每日推送公考资讯',
          },
          officialAccountLxw: { url: '', profile: '' },
          tiktok: { url: 'https://www.douyin.com/', profile: '备考干货短视频' },
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.saved]));
    expect(await screen.findByText('最后修改 2026-11-28 10:00')).toBeTruthy();
    // The answer is kept as read: the content is not asked for again.
    expect(api.fieldsOf('GET /console/site-content/about')).toHaveLength(1);
  });

  it('saves each company page on its own, refusing an empty one', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/site-content/options': { data: SITE_OPTIONS },
        'GET /console/site-content/about': { data: ABOUT },
        'POST /console/site-content/pages/save': { data: ABOUT },
      },
      { signedIn: true },
    );
    renderAbout();
    expect(await screen.findByText('最后修改 2026-11-01 10:00')).toBeTruthy();
    // 发展历程 was never saved: it has no last change, and nothing to save yet.
    expect(screen.getAllByText(/^最后修改/)).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('保存发展历程'));
    expect(await screen.findByText(SiteContentMsg.pageBodyRequired)).toBeTruthy();

    type('企业文化标题', '');
    fireEvent.click(screen.getByLabelText('保存企业文化'));
    expect(await screen.findByText(SiteContentMsg.pageTitleRequired)).toBeTruthy();
    expect(api.fieldsOf('POST /console/site-content/pages/save')).toEqual([]);

    type('企业文化标题', ' 我们的文化 ');
    (await editorNamed('企业文化内容')).commands.setContent('<p>专注、专业、陪伴。</p>', {
      emitUpdate: true,
    });
    fireEvent.click(screen.getByLabelText('保存企业文化'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/pages/save')).toEqual([
        { type: 2, title: '我们的文化', body: '<p>专注、专业、陪伴。</p>' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.saved]));
    // What was typed in the other page stays as it was.
    expect(
      within(screen.getByLabelText('发展历程内容')).queryByText('专注、专业、陪伴。'),
    ).toBeNull();
  });
});
