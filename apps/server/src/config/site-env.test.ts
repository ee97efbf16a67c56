import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { DEMO_CONTACT } from './site-env.ts';

const production = {
  NODE_ENV: 'production',
  ALLOW_DEMO_PROVIDERS: 'true',
  APP_SECRET: 'r7Kq2ZpX9vLm4TwB8nHc1YdF6sGj3QeA0uViNbOyWkRt',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('site settings from the environment', () => {
  it('keeps the home page in colour and hides 返回旧版 unless configured', () => {
    const site = loadConfig({}).site;
    expect(site).toMatchObject({ grayMode: false, oldSiteUrl: '', qqGroupUrl: '', chatUrl: '' });
    const configured = loadConfig({
      SITE_GRAY_MODE: 'true',
      OLD_SITE_URL: 'https://old.shangan.example/',
      QQ_GROUP: '123456789',
      QQ_GROUP_URL: 'https://qm.qq.com/q/abc',
    }).site;
    expect(configured).toMatchObject({
      grayMode: true,
      oldSiteUrl: 'https://old.shangan.example/',
      qqGroup: '123456789',
      qqGroupUrl: 'https://qm.qq.com/q/abc',
    });
  });

  it('shows demo contacts in development and none in production unless set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).site.contact).toEqual(DEMO_CONTACT);
    expect(loadConfig(production).site.contact).toEqual({
      servicePhone: '',
      serviceHours: '',
      email: '',
      hrEmail: '',
      icp: '',
      publicSecurity: '',
    });
    const set = loadConfig({
      ...production,
      SITE_SERVICE_PHONE: '010-6255 1234',
      SITE_ICP: '苏ICP备12345678号-2',
    }).site.contact;
    expect(set).toMatchObject({
      servicePhone: '010-6255 1234',
      icp: '苏ICP备12345678号-2',
      email: '',
    });
    // An empty variable hides a line even where a demo value would fill it.
    expect(loadConfig({ SITE_ICP: '' }).site.contact.icp).toBe('');
  });

  it('refuses malformed addresses and numbers, all in one list', () => {
    const problems = problemsOf({
      SITE_GRAY_MODE: 'sometimes',
      OLD_SITE_URL: 'old.shangan.example',
      QQ_GROUP_URL: 'javascript:alert(1)',
      QQ_GROUP: 'qq-group',
      SITE_SERVICE_PHONE: 'call us',
      SITE_CONTACT_EMAIL: 'bd-at-shangan',
      SITE_ICP: 'x'.repeat(65),
    });
    expect([...problems].sort()).toEqual(
      [
        'OLD_SITE_URL must start with http:// or https://',
        'QQ_GROUP must be a QQ group number',
        'QQ_GROUP_URL must start with http:// or https://',
        'SITE_CONTACT_EMAIL must be an e-mail address',
        'SITE_GRAY_MODE must be true or false (got "sometimes")',
        'SITE_ICP must be at most 64 characters',
        'SITE_SERVICE_PHONE must be a phone number such as 400-820-1234',
      ].sort(),
    );
  });
});
