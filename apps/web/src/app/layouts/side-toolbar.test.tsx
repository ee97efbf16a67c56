import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import { siteConfigFixture } from '../../test/site-config-fixture';
import type { SiteConfig } from '../../lib/site-config';
import { AppProviders } from '../providers';
import { SideToolbar } from './side-toolbar';

function renderToolbar(config: SiteConfig) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/pc/siteConfig') return envelopeResponse(200, 200, '', config);
      return envelopeResponse(200, 200, '', null);
    }),
  );
  render(
    <AppProviders>
      <MemoryRouter>
        <SideToolbar />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('complementary', { name: '快捷服务' });
}

/** Waits until the toolbar has the server's answer: its fetch is the only one on mount. */
const configLoaded = () =>
  waitFor(() => expect(vi.mocked(fetch).mock.results[0]?.type).toBe('return'));

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('side toolbar', { timeout: 20_000 }, () => {
  it('opens the message form for a topic when the site has no chat, and has no dead 返回旧版', async () => {
    const toolbar = renderToolbar(siteConfigFixture());
    await configLoaded();
    expect(within(toolbar).queryByRole('link', { name: /返回旧版/ })).toBeNull();

    fireEvent.click(within(toolbar).getByRole('button', { name: /岗位查询/ }));
    const dialog = await screen.findByRole('dialog', { name: '留言咨询' });
    expect(within(dialog).getByTitle('岗位查询')).toBeTruthy();
    expect(within(dialog).getByText(/在线客服暂未开通/)).toBeTruthy();
    expect(screen.queryByText(/请拨打客服热线/)).toBeNull();
  });

  it('offers the form for the study group when no QQ group is configured', async () => {
    const toolbar = renderToolbar(siteConfigFixture());
    await configLoaded();
    fireEvent.click(within(toolbar).getByRole('button', { name: /QQ群/ }));
    const dialog = await screen.findByRole('dialog', { name: '留言咨询' });
    expect(within(dialog).getByTitle('备考交流群')).toBeTruthy();
    expect(screen.queryByText(/即将开放/)).toBeNull();
  });

  it('uses the configured chat, QQ group and old site', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const toolbar = renderToolbar(
      siteConfigFixture({
        chatUrl: 'https://chat.shangan.example/s?ch=web',
        oldSiteUrl: 'https://old.shangan.example/',
        qqGroup: '123456789',
        qqGroupUrl: 'https://qm.qq.com/q/abc',
      }),
    );
    const back = await within(toolbar).findByRole('link', { name: /返回旧版/ });
    expect(back.getAttribute('href')).toBe('https://old.shangan.example/');

    fireEvent.click(within(toolbar).getByRole('button', { name: /考试真题/ }));
    expect(open).toHaveBeenCalledWith(
      `https://chat.shangan.example/s?ch=web&topic=${encodeURIComponent('考试真题')}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(toolbar).getByRole('button', { name: /QQ群/ }));
    expect(await screen.findByText('群号：123456789')).toBeTruthy();
    expect(screen.getByRole('link', { name: '一键加群' }).getAttribute('href')).toBe(
      'https://qm.qq.com/q/abc',
    );
    open.mockRestore();
  });
});
