/** What the app shell uses of the home feature. */
export { usePageViewTracking } from './hooks/use-page-view-tracking';
export { siteConfigQuery, useSiteConfig, type SiteConfig } from './api/site-config';
