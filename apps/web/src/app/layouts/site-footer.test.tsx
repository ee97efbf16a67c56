import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../test/browser-state';
import { siteConfigFixture } from '../../test/site-config-fixture';
import type { SiteContact } from '../../lib/site-config';
import { AppProviders } from '../providers';
import { SiteFooter } from './site-footer';

async function renderFooter(contact: Partial<SiteContact>) {
  const config = siteConfigFixture({ contact: { ...siteConfigFixture().contact, ...contact } });
  const fetchMock = vi.fn(async () => envelopeResponse(200, 200, '', config));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AppProviders>
      <MemoryRouter>
        <SiteFooter showDivider spacious={false} />
      </MemoryRouter>
    </AppProviders>,
  );
  await waitFor(() => expect(fetchMock.mock.results[0]?.type).toBe('return'));
  return screen.getByRole('contentinfo');
}

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('site footer contacts', { timeout: 20_000 }, () => {
  it('shows the operator’s phone, hours and filing numbers from the server', async () => {
    const footer = await renderFooter({
      servicePhone: '400-820-1234',
      serviceHours: '周一至周日 9:00-21:00',
      icp: '京ICP备2023018765号-1',
      publicSecurity: '京公网安备11010802041873号',
    });
    const phone = await screen.findByRole('link', { name: '400-820-1234' });
    expect(phone.getAttribute('href')).toBe('tel:400-820-1234');
    expect(footer.textContent).toContain('周一至周日 9:00-21:00');
    expect(screen.getByRole('link', { name: '京ICP备2023018765号-1' }).getAttribute('href')).toBe(
      'https://beian.miit.gov.cn/',
    );
    expect(footer.textContent).toContain('京公网安备11010802041873号');
  });

  it('leaves out every line the operator has not set, rather than a made-up one', async () => {
    const footer = await renderFooter({});
    // The links and the copyright line are still there.
    expect(screen.getByRole('link', { name: '网站地图' })).toBeTruthy();
    expect(footer.textContent).toContain('版权所有');
    expect(footer.textContent).not.toContain('客服热线');
    expect(footer.textContent).not.toMatch(/ICP|公网安备|400-/);
    expect(footer.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
