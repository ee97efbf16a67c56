/** What the route table uses of the error pages: the fallback when the error page itself fails. */
export { ErrorPageFallback } from './components/error-page-fallback';
