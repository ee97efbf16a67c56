/** Content other modules own, for tests outside them (plugins, providers). */
export { createArticles } from '../src/modules/news/public.ts';
