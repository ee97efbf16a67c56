import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileProviders } from '../../../mobile-app/providers';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import { HOME } from './home-data-fixture';
import MobileHomePage from './home-page';

function serveHome(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('/pc/linxuan/pc/index')) return answer();
    return envelopeResponse(404, 404, '没有这个接口');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderHome() {
  render(
    <MobileProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<MobileHomePage />} />
        </Routes>
      </MemoryRouter>
    </MobileProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('MobileHomePage', () => {
  it('shows the search entry and the doors to every section before any data', () => {
    serveHome(() => new Promise<Response>(() => undefined));
    renderHome();
    expect(screen.getByRole('link', { name: '搜索' }).getAttribute('href')).toBe('/search');
    const doors = within(screen.getByRole('navigation', { name: '常用入口' }));
    const hrefs = Object.fromEntries(
      doors.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      课程: '/course',
      题库: '/questionBank',
      历年真题: '/trueQuestion',
      模考大赛: '/mockExam',
      图书: '/books',
      VIP会员: '/vipCenter',
      公开课: '/publicClass',
      考试预测: '/forecast',
    });
    expect(screen.getByLabelText('资讯加载中')).toBeTruthy();
  });

  it('shows the newest news by column in tabs, the exams ahead and the topics', async () => {
    serveHome(() => envelopeResponse(200, 200, 'success', HOME));
    renderHome();
    const latest = await screen.findByRole('link', { name: /2027年国考公告发布/ });
    expect(latest.getAttribute('href')).toBe('/article/11');
    // Dates are China's.
    expect(within(latest).getByText('2026-11-30')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: '招录职位' }));
    expect(screen.getByRole('link', { name: /2027福建省考职位分析/ }).getAttribute('href')).toBe(
      '/article/21',
    );
    expect(screen.queryByText('2027年国考公告发布')).toBeNull();
    expect(screen.getByRole('link', { name: '查看更多招录职位' }).getAttribute('href')).toBe(
      '/article?columnId=6',
    );

    expect(screen.getByText('2027年度国家公务员考试').closest('a')?.getAttribute('href')).toBe(
      '/article/335',
    );
    expect(screen.getByText('公开遴选专题').closest('a')?.getAttribute('href')).toBe('/special/3');
    // The banner's desktop link opens its mobile page.
    const banner = screen.getByRole('img', { name: '2027国考备考全程班：名师带学' });
    expect(banner.closest('a')?.getAttribute('href')).toBe('/special');
  });

  it('offers a retry when the home data fails, and shows it after', async () => {
    let online = false;
    serveHome(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return envelopeResponse(200, 200, 'success', HOME);
    });
    renderHome();
    const retry = await screen.findByRole('button', { name: '重新加载' });
    online = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /2027年国考公告发布/ })).toBeTruthy();
  });
});
