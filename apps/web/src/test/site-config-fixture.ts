import type { SiteConfig } from '../lib/site-config';

/** A site configuration as GET /pc/siteConfig answers it; tests override what they need. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    questionBankEnabled: true,
    chatUrl: '',
    grayMode: false,
    oldSiteUrl: '',
    qqGroup: '',
    qqGroupUrl: '',
    contact: {
      servicePhone: '',
      serviceHours: '',
      email: '',
      hrEmail: '',
      icp: '',
      publicSecurity: '',
    },
    mainLogo: '',
    spareLogo: '',
    ...overrides,
  };
}
