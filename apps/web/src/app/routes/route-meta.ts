import type { UIMatch } from 'react-router';

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
  /** A workspace with a frame of its own (the staff console): no site header either. */
  hideHeader?: boolean;
}

export interface ShellFlags {
  showFooter: boolean;
  showToolbar: boolean;
  showFooterDivider: boolean;
  footerSpacing: boolean;
  showHeaderSearch: boolean;
  showHeader: boolean;
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
    showHeader: !any('hideHeader'),
    // Only the route named Home: mourning-day grey is for the front page alone.
    greyMode: matches.some((match) => match.id === 'Home'),
    isSubstation: matches.some((match) => match.id === 'Substation'),
  };
}

export const NO_FOOTER: RouteMeta = { hideFooter: true };
/** Full-screen forms and the PDF reader: neither footer nor floating toolbar. */
export const BARE_PAGE: RouteMeta = { hideFooter: true, hideToolbar: true };
export const NO_FOOTER_DIVIDER: RouteMeta = { hideFooterDivider: true };
/** The staff console fills the window with its own menu and bar. */
export const CONSOLE_PAGE: RouteMeta = { hideHeader: true, hideFooter: true, hideToolbar: true };
