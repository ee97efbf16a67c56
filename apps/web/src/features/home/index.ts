/** What the app shell uses of the home feature. */
export { usePageViewTracking } from './hooks/use-page-view-tracking';
