import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import { usePopAd } from '../api/pop-ad';
import { PopAdDialog } from './pop-ad-dialog';

/** The main site's ad and a city's own ad: two ids, as after a login that brings a city. */
const ADS: Record<string, { id: number; title: string }> = {
  '0': { id: 11, title: '国考冲刺班限时报名' },
  '5': { id: 12, title: '北京分站面试季' },
};

function serveAds() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/pc/linxuan/pc/popAd')) {
        const ad = ADS[url.searchParams.get('cityId') ?? '0'];
        return envelopeResponse(200, 200, '', ad && { ...ad, subtitle: '', image: '', link: '/' });
      }
      return envelopeResponse(200, 200, '', null);
    }),
  );
}

/** Shows when the ad request has answered, so "no dialog" is checked after the data is in. */
function Loaded({ cityId }: { cityId: number | null }) {
  const { data } = usePopAd(cityId);
  return data ? <p>广告已加载</p> : null;
}

/** One visit to the home page: a fresh mount with its own query cache, as after a reload. */
function visitHome(cityId: number | null = null) {
  return render(
    <AppProviders>
      <MemoryRouter>
        <Loaded cityId={cityId} />
        <PopAdDialog cityId={cityId} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('PopAdDialog', () => {
  it('leaves a reader who is already typing alone, and shows on a later visit', async () => {
    serveAds();
    const box = document.createElement('input');
    document.body.append(box);
    box.focus();
    const typing = visitHome();
    expect(await screen.findByText('广告已加载')).toBeTruthy();
    expect(screen.queryByText('国考冲刺班限时报名')).toBeNull();
    expect(document.activeElement).toBe(box);
    typing.unmount();
    box.remove();
    visitHome();
    expect(await screen.findByText('国考冲刺班限时报名')).toBeTruthy();
  });

  it('shows once, then never again in the session even when it was left open', async () => {
    serveAds();
    const first = visitHome();
    expect(await screen.findByText('国考冲刺班限时报名')).toBeTruthy();
    // The visitor goes to /login with the ad still open and comes back logged in.
    first.unmount();
    visitHome();
    await screen.findByText('广告已加载');
    expect(screen.queryByText('国考冲刺班限时报名')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show a second ad when the home page changes city within the session', async () => {
    serveAds();
    const first = visitHome();
    fireEvent.click(await screen.findByRole('button', { name: /Close|关闭/ }));
    first.unmount();
    visitHome(5);
    await screen.findByText('广告已加载');
    expect(screen.queryByText('北京分站面试季')).toBeNull();
  });

  it('shows in a new browser session', async () => {
    serveAds();
    sessionStorage.clear();
    visitHome(5);
    expect(await screen.findByText('北京分站面试季')).toBeTruthy();
  });
});
