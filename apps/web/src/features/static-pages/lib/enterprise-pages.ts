/** The corporate texts of the portal page endpoint, by type, in the order they are shown. */
export const ENTERPRISE_PAGES = [
  { type: 2, title: '企业文化' },
  { type: 3, title: '发展历程' },
] as const;

/** The built-in title of a corporate page type, when the server's answer has not come yet. */
export function enterprisePageTitle(type: number): string | undefined {
  return ENTERPRISE_PAGES.find((page) => page.type === type)?.title;
}
