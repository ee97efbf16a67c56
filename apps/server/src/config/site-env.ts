import { EMAIL_PATTERN } from '@shangan/shared';

/** What the web shell asks the server about (GET /api/v1/pc/siteConfig). */
export interface SiteConfig {
  /** Shows the 题库 tab in the header. */
  questionBankEnabled: boolean;
  /** Online customer-service chat the toolbar's entries open; empty: the message form. */
  chatUrl: string;
  /** SITE_GRAY_MODE: the home page's mourning grey until a stored site setting says otherwise. */
  grayMode: boolean;
  /** The previous version of the site (返回旧版); empty: the toolbar hides the entry. */
  oldSiteUrl: string;
  /** The study group's QQ number and its join link; both empty: the toolbar offers the form. */
  qqGroup: string;
  qqGroupUrl: string;
  contact: SiteContact;
}

/**
 * The operator's public contact facts (footer, 联系我们, 加入我们). Empty means "not shown":
 * production shows only what the operator set, never a made-up number.
 */
export interface SiteContact {
  servicePhone: string;
  serviceHours: string;
  /** 商务合作 address. */
  email: string;
  /** Where applicants send their CV. */
  hrEmail: string;
  /** ICP filing number (ICP备案号), linked to beian.miit.gov.cn. */
  icp: string;
  /** Public-security filing number (公安备案号). */
  publicSecurity: string;
}

/**
 * Development and test show a complete footer with these; they are demo data (the e-mail
 * domain is reserved and reaches no one), which is why production never falls back to them.
 */
export const DEMO_CONTACT: SiteContact = {
  servicePhone: '400-820-1234',
  serviceHours: '周一至周日 9:00-21:00',
  email: 'hezuo@shangan.example',
  hrEmail: 'hr@shangan.example',
  icp: '京ICP备2023018765号-1',
  publicSecurity: '京公网安备11010802041873号',
};

const URL_PATTERN = /^https?:\/\/\S+$/;
// 400/800 numbers, landlines with area code and extension, mobiles.
const SERVICE_PHONE_PATTERN = /^[0-9][0-9 ()+-]{4,23}$/;

export function parseSite(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  problems: string[],
  parseBoolean: (name: string, fallback: boolean) => boolean,
): SiteConfig {
  const text = (name: string) => (env[name] ?? '').trim();
  const url = (name: string) => {
    const value = text(name);
    if (value && !URL_PATTERN.test(value)) {
      problems.push(`${name} must start with http:// or https://`);
    }
    return value;
  };
  const demo = nodeEnv !== 'production';
  const contactValue = (name: string, key: keyof SiteContact, maxLength: number) => {
    const value = env[name] === undefined ? (demo ? DEMO_CONTACT[key] : '') : text(name);
    if (value.length > maxLength) problems.push(`${name} must be at most ${maxLength} characters`);
    return value;
  };
  const contact: SiteContact = {
    servicePhone: contactValue('SITE_SERVICE_PHONE', 'servicePhone', 24),
    serviceHours: contactValue('SITE_SERVICE_HOURS', 'serviceHours', 40),
    email: contactValue('SITE_CONTACT_EMAIL', 'email', 128),
    hrEmail: contactValue('SITE_HR_EMAIL', 'hrEmail', 128),
    icp: contactValue('SITE_ICP', 'icp', 64),
    publicSecurity: contactValue('SITE_PUBLIC_SECURITY', 'publicSecurity', 64),
  };
  if (contact.servicePhone && !SERVICE_PHONE_PATTERN.test(contact.servicePhone)) {
    problems.push('SITE_SERVICE_PHONE must be a phone number such as 400-820-1234');
  }
  for (const [name, value] of [
    ['SITE_CONTACT_EMAIL', contact.email],
    ['SITE_HR_EMAIL', contact.hrEmail],
  ] as const) {
    if (value && !EMAIL_PATTERN.test(value)) problems.push(`${name} must be an e-mail address`);
  }
  const qqGroup = text('QQ_GROUP');
  if (qqGroup && !/^\d{5,12}$/.test(qqGroup)) problems.push('QQ_GROUP must be a QQ group number');

  return {
    questionBankEnabled: parseBoolean('QUESTION_BANK_ENABLED', true),
    chatUrl: url('CHAT_URL'),
    grayMode: parseBoolean('SITE_GRAY_MODE', false),
    oldSiteUrl: url('OLD_SITE_URL'),
    qqGroup,
    qqGroupUrl: url('QQ_GROUP_URL'),
    contact,
  };
}
