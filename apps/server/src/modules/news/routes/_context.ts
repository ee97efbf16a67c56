import type { NewsContext } from '../news.service.ts';

/** Options every news route plugin receives from the module (see ../index.ts). */
export interface NewsRouteOptions {
  ctx: NewsContext;
}
