import { ApiCode, HIDDEN_HEADER_COLUMN_TITLE } from '@shangan/shared';
import type { ArticleSummary, CityRef } from '@shangan/shared/contracts/news/articles';
import { ApiError } from '../../lib/api-error.ts';
import * as repo from './news.repository.ts';
import { shanghaiDay } from './hot-words.ts';
import { columnTree, latestForCity, weekHotArticles, type NewsContext } from './news.service.ts';
import { listTopics } from './topics.service.ts';
import {
  findExamTopics,
  findFriendlyLinks,
  findRecommends,
  findRunningAds,
} from './portal.repository.ts';

/** Home page data (GET /pc/linxuan/pc/index) and the city sub-site calls. */
export const CITY_NOT_FOUND = '该城市分站不存在';

export async function requireCity(ctx: NewsContext, key: number | string): Promise<CityRef> {
  const cities = await citySites(ctx);
  const city = cities.find((item) =>
    typeof key === 'number' ? item.cityId === key : item.dir === key,
  );
  if (!city) throw new ApiError(ApiCode.NOT_FOUND, CITY_NOT_FOUND);
  return city;
}

export function citySites(ctx: NewsContext): Promise<CityRef[]> {
  return ctx.cache.get('cities', () => repo.listCities(ctx.db));
}

export async function provinceCities(ctx: NewsContext, province?: string) {
  const cities = await citySites(ctx);
  const groups = new Map<string, CityRef[]>();
  for (const city of cities) {
    if (province && city.province !== province) continue;
    groups.set(city.province, [...(groups.get(city.province) ?? []), city]);
  }
  return [...groups].map(([name, list]) => ({ province: name, cities: list }));
}

/** A city's own links first, then the main site's; the main site shows only its own. */
export async function friendlyLinks(ctx: NewsContext, cityId: number | null) {
  const rows = await findFriendlyLinks(ctx.db, cityId);
  rows.sort((a, b) => Number(a.city_id === null) - Number(b.city_id === null));
  return rows.map((row) => ({ name: row.name, link: row.link }));
}

/** Ads of a position running now; a city sees its own before the main site's. */
export async function activeAds(ctx: NewsContext, position: string, cityId: number | null) {
  const rows = await findRunningAds(ctx.db, position, cityId, new Date().toISOString());
  rows.sort((a, b) => Number(a.city_id === null) - Number(b.city_id === null));
  return rows.map(({ city_id: _city, ...ad }) => ad);
}

export interface ExamTopicQuery {
  examType?: string;
  province?: string;
  cityId?: number;
  /** Only exams on or after today (the home calendar). */
  upcoming?: boolean;
  limit?: number;
}

export async function examTopics(ctx: NewsContext, query: ExamTopicQuery) {
  return findExamTopics(ctx.db, {
    ...query,
    ...(query.upcoming ? { fromDay: shanghaiDay() } : {}),
  });
}

async function recommends(ctx: NewsContext, kind: string) {
  const rows = await findRecommends(ctx.db, kind, 4);
  // Money is fen in the database and a yuan string at the edge (docs/decisions).
  return rows.map(({ price_fen, ...row }) => ({ ...row, price: (price_fen / 100).toFixed(2) }));
}

const BLOCK_ARTICLES = 6;

async function loadHomeData(ctx: NewsContext, city: CityRef | null) {
  const cityId = city?.cityId ?? null;
  const tree = (await columnTree(ctx)).filter((col) => col.title !== HIDDEN_HEADER_COLUMN_TITLE);
  const [banners, headlines, weekHot, calendar, courses, books, links, topics, blocks] =
    await Promise.all([
      activeAds(ctx, 'banner', cityId),
      cityId
        ? latestForCity(
            ctx,
            tree.flatMap((col) => [col.id, ...col.child.map((c) => c.id)]),
            cityId,
            8,
          )
        : repo.latestArticles(ctx.db, {}, 8),
      weekHotArticles(ctx, cityId),
      examTopics(ctx, { upcoming: true, limit: 8, ...(cityId ? { cityId } : {}) }),
      recommends(ctx, 'course'),
      recommends(ctx, 'book'),
      friendlyLinks(ctx, cityId),
      listTopics(ctx),
      Promise.all(
        tree.map(async (column) => ({
          column: { id: column.id, title: column.title, columnDir: column.columnDir },
          children: column.child,
          articles: await latestForCity(
            ctx,
            [column.id, ...column.child.map((child) => child.id)],
            cityId,
            BLOCK_ARTICLES,
          ),
        })),
      ),
    ]);
  // The home page shows titles only: without summaries the payload is half the size, which
  // counts on the cheap phones many learners use.
  const titlesOnly = (items: ArticleSummary[]) => items.map((item) => ({ ...item, summary: '' }));
  return {
    city,
    banners,
    headlines: titlesOnly(headlines),
    columnBlocks: blocks.map((block) => ({ ...block, articles: titlesOnly(block.articles) })),
    weekHot: titlesOnly(weekHot),
    examCalendar: calendar,
    courses,
    books,
    friendlyLinks: links,
    topics: topics.list.slice(0, 4),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;

/** Cached for a short while: every visitor of a site's home sees the same data. */
export async function homeData(
  ctx: NewsContext,
  cityKey: number | string | null,
): Promise<HomeData> {
  const city = cityKey === null ? null : await requireCity(ctx, cityKey);
  return ctx.cache.get(`home:${city?.cityId ?? 0}`, () => loadHomeData(ctx, city));
}
