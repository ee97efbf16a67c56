/**
 * Every URL of the site is built here, and nowhere else (docs/architecture.md).
 *
 * ROUTE_PATHS maps each route id of the site to its path pattern, read from the route table
 * (app/routes/route-table.ts), which the router reads as well: a link built with `pathTo` can
 * never drift from the route it targets, and a new page's row is all it takes to link to it.
 * Folder-style duplicate paths (/my/*, /vip/VipRights …) have no id: nothing links to them.
 */
import { ROUTE_TABLE } from '../app/routes/route-table';
import type { RouteRow } from '../app/routes/route-table';

/** The rows of the table, a section's children included. */
type TableRow<Row> = Row extends { readonly children: ReadonlyArray<infer Child> }
  ? Row | TableRow<Child>
  : Row;
type PathTable = {
  readonly [Row in TableRow<(typeof ROUTE_TABLE)[number]> as Row['id']]: Row['path'];
};

function pathEntries(rows: readonly RouteRow[]): Array<[string, string]> {
  return rows.flatMap((row) => [[row.id, row.path], ...pathEntries(row.children ?? [])]);
}

export const ROUTE_PATHS = Object.fromEntries(pathEntries(ROUTE_TABLE)) as PathTable;

export type RouteId = keyof typeof ROUTE_PATHS;
export type RoutePattern = (typeof ROUTE_PATHS)[RouteId];

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : P;
type RequiredParamName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalParamName<S> = S extends `:${infer N}?` ? N : never;
type ParamValue = string | number;

/** The params a React Router pattern takes, required and optional (`:id`, `:tab?`). */
export type PatternParams<P extends string> = {
  [K in RequiredParamName<Segments<P>>]: ParamValue;
} & {
  [K in OptionalParamName<Segments<P>>]?: ParamValue | null;
};

export type RouteParams<Id extends RouteId> = PatternParams<(typeof ROUTE_PATHS)[Id]>;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryInit = Record<string, QueryValue>;

/** Params may be left out only for patterns whose params are all optional. */
export type PatternArgs<P extends string> = [RequiredParamName<Segments<P>>] extends [never]
  ? [params?: PatternParams<P>, query?: QueryInit]
  : [params: PatternParams<P>, query?: QueryInit];

type PathToArgs<Id extends RouteId> = PatternArgs<(typeof ROUTE_PATHS)[Id]>;

/** `?a=1&b=2`, or '' when nothing is left after dropping empty values. */
export function toQueryString(query: QueryInit | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills a React Router pattern; optional params that are empty drop their segment. */
export function fillPattern(
  pattern: string,
  params: Record<string, ParamValue | null | undefined> = {},
): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === null || value === '') {
        if (optional) return [];
        throw new Error(`Missing route param "${name}" for ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    });
  return `/${segments.join('/')}`;
}

/** The URL of a route by id: `pathTo('ArticleDetail', { id: 12 })` → '/articleDetail/12'. */
export function pathTo<Id extends RouteId>(id: Id, ...args: PathToArgs<Id>): string {
  const [params, query] = args;
  return fillPattern(ROUTE_PATHS[id], params) + toQueryString(query);
}

/** Header home link: inside a city sub-site it leads to that substation. */
export function homeUrl(cityId?: string | null): string {
  return cityId ? pathTo('Substation', {}, { cityId }) : pathTo('Home');
}

export function searchUrl(keyword: string): string {
  return pathTo('Search', {}, { keyword });
}

/** Footer's corporate pages: type 2 is corporate culture, type 3 the company history. */
export const ENTERPRISE_PORTAL_ID = 81;
export function enterpriseUrl(type: 2 | 3): string {
  return pathTo('Enterprise', {}, { id: ENTERPRISE_PORTAL_ID, type });
}

/** Where `/refresh2?path=…` bounces to after payment. */
export function refresh2Url(path: string): string {
  return pathTo('Refresh2', {}, { path });
}

/**
 * Only same-site paths may be used as a redirect target: `//evil.example` and `https://…`
 * would turn the login redirect or /refresh2 into an open redirect.
 */
export function isSafeInternalPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Legal documents are standalone HTML files in public/agreement/, outside the SPA, so that the
 * app stores and the mobile site can link to the same addresses.
 */
export const LEGAL_URLS = {
  privacyPolicy: '/agreement/privacy.html',
  userAgreement: '/agreement/user.html',
} as const;

/** An article's page; PDF articles open the in-page PDF reader. */
export function articleUrl(
  article: { id: number; isPdf?: boolean },
  topicId?: number | null,
): string {
  return pathTo(article.isPdf ? 'ArticlePdf' : 'ArticleDetail', { id: article.id, topicId });
}

/**
 * A column page, the named route TheColumnList: firstColumnName is the
 * column directory plus '.html', secondColumnName the sub-column's directory, cityColumnName
 * the sub-site's; the query holds id (column), columnId (the one shown) and cityId.
 */
export function columnUrl(
  column: { id: number; columnDir: string },
  child?: { id: number; columnDir: string } | null,
  city?: { cityId: number; dir: string } | null,
): string {
  return pathTo(
    'TheColumnList',
    {
      cityColumnName: city?.dir,
      firstColumnName: `${column.columnDir}.html`,
      secondColumnName: child?.columnDir,
    },
    { id: column.id, columnId: (child ?? column).id, cityId: city?.cityId },
  );
}

export function tagUrl(tagId: number): string {
  return pathTo('tagAggregation', {}, { tagId });
}

export function topicUrl(topicId: number): string {
  return pathTo('TopicDetail', {}, { id: topicId });
}
