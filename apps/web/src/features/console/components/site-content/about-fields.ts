import type { Rule } from 'antd/es/form';
import {
  ABOUT_LINE_MAX,
  ABOUT_PROFILE_MAX,
  LINK_ADDRESS,
  PORTAL_PAGE_BODY_MAX,
  SiteContentMsg,
  URL_MAX,
} from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type { SaveConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { check } from '../../lib/form-checks';
import { charCount } from './site-choice';

export type AboutBody = BodyOf<typeof SaveConsoleAbout>;
export type EntryKey = 'app' | 'officialAccountGxw' | 'officialAccountLxw' | 'tiktok';

/** The about page's entries, in the order the page shows them. */
export const ENTRIES: Array<{ key: EntryKey; name: string }> = [
  { key: 'app', name: '上岸APP' },
  { key: 'officialAccountGxw', name: '公考公众号' },
  { key: 'officialAccountLxw', name: '遴选公众号' },
  { key: 'tiktok', name: '抖音' },
];

/** A company page's title: the server counts it to 20 characters. */
export const PAGE_TITLE_MAX = 20;

/** The text of some HTML, as a reader sees it (to tell an empty editor from a written one). */
export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** What the server checks, with its messages; the server still has the last word. */
export const ABOUT_RULES = {
  profile: [
    check<string>(SiteContentMsg.profileTooLong, (html) => (html ?? '').length > ABOUT_PROFILE_MAX),
  ],
  url: [
    check<string>(SiteContentMsg.aboutUrlInvalid, (url) => {
      const address = url?.trim() ?? '';
      return address !== '' && (address.length > URL_MAX || !LINK_ADDRESS.test(address));
    }),
  ],
  line: [
    check<string>(SiteContentMsg.aboutLineTooLong, (text) => charCount(text) > ABOUT_LINE_MAX),
  ],
  pageTitle: [
    check<string>(SiteContentMsg.pageTitleRequired, (title) => charCount(title) === 0),
    check<string>(SiteContentMsg.pageTitleTooLong, (title) => charCount(title) > PAGE_TITLE_MAX),
  ],
  pageBody: [
    check<string>(SiteContentMsg.pageBodyRequired, (html) => plainText(html) === ''),
    check<string>(
      SiteContentMsg.pageBodyTooLong,
      (html) => (html ?? '').length > PORTAL_PAGE_BODY_MAX,
    ),
  ],
} satisfies Record<string, Rule[]>;

/** What 保存 sends: the profile as written, each entry's address and words trimmed. */
export function aboutBody(values: AboutBody): AboutBody {
  const entry = (key: EntryKey) => ({
    url: (values[key]?.url ?? '').trim(),
    profile: (values[key]?.profile ?? '').trim(),
  });
  return {
    profile: values.profile ?? '',
    app: entry('app'),
    officialAccountGxw: entry('officialAccountGxw'),
    officialAccountLxw: entry('officialAccountLxw'),
    tiktok: entry('tiktok'),
  };
}
