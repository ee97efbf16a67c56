import type { UIMatch } from 'react-router';
import type { PageId } from './page-loaders';

/**
 * What the app shell needs to know about a route before its lazy chunk arrives (header search,
 * footer, toolbar, grey mode). It lives in the route's `handle`, so the shell decides from the
 * matched route, and a folder-style duplicate path gets the same behaviour by copying the handle.
 */
export interface RouteMeta {
  hideFooter?: boolean;
  hideToolbar?: boolean;
  hideFooterDivider?: boolean;
  /** Extra space above the footer (the VIP-rights page ends in a tall purchase panel). */
  footerSpacing?: boolean;
  /** The header search box would only repeat the page's own (search page, substations). */
  hideHeaderSearch?: boolean;
}

export interface ShellFlags {
  showFooter: boolean;
  showToolbar: boolean;
  showFooterDivider: boolean;
  footerSpacing: boolean;
  showHeaderSearch: boolean;
  greyMode: boolean;
  isSubstation: boolean;
}

function metaOf(match: Pick<UIMatch, 'handle'>): RouteMeta {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as RouteMeta)
    : {};
}

/** A flag set on any matched route (a section parent or the page itself) applies. */
export function shellFlagsFor(matches: ReadonlyArray<Pick<UIMatch, 'id' | 'handle'>>): ShellFlags {
  const metas = matches.map(metaOf);
  const any = (key: keyof RouteMeta) => metas.some((meta) => meta[key] === true);
  return {
    showFooter: !any('hideFooter'),
    showToolbar: !any('hideToolbar'),
    showFooterDivider: !any('hideFooterDivider'),
    footerSpacing: any('footerSpacing'),
    showHeaderSearch: !any('hideHeaderSearch'),
    // Only the route named Home: mourning-day grey is for the front page alone.
    greyMode: matches.some((match) => match.id === 'Home'),
    isSubstation: matches.some((match) => match.id === 'Substation'),
  };
}

const NO_FOOTER: RouteMeta = { hideFooter: true };
/** Full-screen forms and the PDF reader: neither footer nor floating toolbar. */
const BARE_PAGE: RouteMeta = { hideFooter: true, hideToolbar: true };
const NO_FOOTER_DIVIDER: RouteMeta = { hideFooterDivider: true };

/**
 * Shell behaviour per page. Sections (question bank, personal
 * centre) set theirs on the parent route in section-routes.ts.
 */
export const PAGE_META: Partial<Record<PageId, RouteMeta>> = {
  login: BARE_PAGE,
  register: BARE_PAGE,
  ArticlePdf: BARE_PAGE,
  Course: NO_FOOTER,
  courseDetail: NO_FOOTER,
  Feature: NO_FOOTER_DIVIDER,
  VideoPlay: NO_FOOTER_DIVIDER,
  LivePlayer: NO_FOOTER_DIVIDER,
  VipRights: { footerSpacing: true },
  Search: { hideHeaderSearch: true },
  Substation: { hideHeaderSearch: true },
};

export const SECTION_META = {
  questionBank: NO_FOOTER,
  personalCenter: NO_FOOTER,
} as const satisfies Record<string, RouteMeta>;
