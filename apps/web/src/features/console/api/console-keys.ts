import type { QueryClient } from '@tanstack/react-query';

/** Every console query lives under this key; a change made in the console refreshes its lists. */
export const CONSOLE_KEY = ['console'] as const;

export function consoleKey(...rest: unknown[]) {
  return [...CONSOLE_KEY, ...rest] as const;
}

/** The audit log's pages: every change the console makes adds a row to it. */
export const AUDIT_KEY = consoleKey('audit');

/** Every site-content query: the city sites, the ads, the links, the calendar and about us. */
export const SITE_CONTENT_KEY = consoleKey('siteContent');

/** One part of the site content, refreshed on its own after a change to it. */
export type SiteContentPart = 'options' | 'ads' | 'links' | 'exams' | 'about';

export function siteContentKey(part: SiteContentPart, ...rest: unknown[]) {
  return [...SITE_CONTENT_KEY, part, ...rest] as const;
}

/** After a change to a part of the site content: that part read again, and the audit log. */
export function refreshSiteContent(queryClient: QueryClient, part: SiteContentPart) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteContentKey(part) }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/**
 * The question editor's lists and questions (题目管理): a question saved or removed there, and a
 * paper's change (a question taken out of it, its title), read them again.
 */
export const QUESTIONS_KEY = consoleKey('questions');
