import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { escapeHtml, MOBILE_BASE_PATH, mobileLocationFor } from '@shangan/shared';

/**
 * Server-rendered meta for the pages crawlers and share previews care about: article
 * and column pages get their real <title>, description and canonical URL in the HTML the server
 * sends, and the article text (or the column's latest titles) inside #root, readable without
 * JavaScript. React replaces that content when the app starts.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; the renderer prefixes the site's public address. */
  canonicalPath: string;
  /** Trusted HTML: escaped text and article bodies that were sanitized when written. */
  bodyHtml: string;
  type: 'article' | 'website';
}

export type PageLookup = { kind: 'none' } | { kind: 'missing' } | { kind: 'page'; meta: PageMeta };

const SITE = '上岸';
const DESCRIPTION_LENGTH = 120;
const COLUMN_LIST_LENGTH = 20;

function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

function shanghaiDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

const ARTICLE_PATH = /^\/(articleDetail|articlePdf)\/(\d{1,10})(?:\/\d{1,10})?\/?$/;
const COLUMN_PATH = /^\/(column|columnGov)(\/.*)?$/;

async function articleMeta(db: Kysely<Database>, kind: string, id: number): Promise<PageLookup> {
  const article = await db
    .selectFrom('news_article as a')
    .innerJoin('news_column as c', 'c.id', 'a.column_id')
    .select([
      'a.id',
      'a.title',
      'a.summary',
      'a.body',
      'a.source',
      'a.publish_time',
      'a.pdf_file_id',
      'c.title as column_title',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!article) return { kind: 'missing' };
  const isPdf = kind === 'articlePdf' && article.pdf_file_id !== null;
  const source = article.source ? ` · 来源：${escapeHtml(article.source)}` : '';
  return {
    kind: 'page',
    meta: {
      title: `${article.title} - ${SITE}`,
      description: clip(article.summary),
      canonicalPath: `/${isPdf ? 'articlePdf' : 'articleDetail'}/${article.id}`,
      type: 'article',
      bodyHtml:
        `<article class="ssr-article"><h1>${escapeHtml(article.title)}</h1>` +
        `<p class="ssr-meta">${escapeHtml(article.column_title)} · ${shanghaiDate(article.publish_time)}${source}</p>` +
        // Stored bodies were sanitized on write (modules/news/article-writer.ts).
        `${article.body}</article>`,
    },
  };
}

/** /column/{city?}/{attribute?}/list/{dir.html?}/{subDir?}, same for /columnGov. */
export function parseColumnPath(path: string): {
  city?: string;
  first?: string;
  second?: string;
} | null {
  const match = COLUMN_PATH.exec(path);
  if (!match) return null;
  const segments = (match[2] ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  const list = segments.indexOf('list');
  if (list === -1) return null;
  const before = segments.slice(0, list);
  const [first, second] = segments.slice(list + 1);
  return {
    ...(before.length > 0 ? { city: before[0] } : {}),
    ...(first ? { first: first.replace(/\.html$/i, '') } : {}),
    ...(second ? { second } : {}),
  };
}

async function columnMeta(
  db: Kysely<Database>,
  path: string,
  query: URLSearchParams,
): Promise<PageLookup> {
  const parsed = parseColumnPath(path) ?? {};
  const columns = await db
    .selectFrom('news_column')
    .select(['id', 'parent_id', 'title', 'column_dir'])
    .orderBy('sort_order')
    .execute();
  const queryColumn = Number(query.get('columnId') || query.get('id'));
  const top =
    columns.find((c) => c.parent_id === null && c.column_dir === parsed.first) ??
    columns.find((c) => c.id === Number(query.get('id')) && c.parent_id === null) ??
    columns.find((c) => c.id === queryColumn);
  if (!top) return { kind: 'missing' };
  const root = top.parent_id === null ? top : columns.find((c) => c.id === top.parent_id);
  if (!root) return { kind: 'missing' };
  const children = columns.filter((c) => c.parent_id === root.id);
  const child =
    children.find((c) => c.column_dir === parsed.second) ??
    children.find((c) => c.id === queryColumn) ??
    null;
  const current = child ?? root;

  const cityId = Number(query.get('cityId'));
  const city = await db
    .selectFrom('city_site')
    .select(['id', 'name'])
    .where((eb) =>
      parsed.city
        ? eb('dir', '=', parsed.city)
        : eb('id', '=', Number.isInteger(cityId) ? cityId : 0),
    )
    .executeTakeFirst();

  let list = db
    .selectFrom('news_article')
    .select(['id', 'title', 'publish_time', 'pdf_file_id'])
    .where('column_id', 'in', child ? [child.id] : [root.id, ...children.map((c) => c.id)]);
  // A sub-site lists its own city's articles first, as its column page does.
  if (city) list = list.orderBy(sql`case when city_id = ${city.id} then 0 else 1 end`);
  const articles = await list.orderBy('publish_time', 'desc').limit(COLUMN_LIST_LENGTH).execute();

  const name = `${city ? `${city.name}` : ''}${current.title}`;
  const subjects = (child ? [child] : children).map((c) => c.title).join('、');
  const items = articles
    .map(
      (a) =>
        `<li><a href="/${a.pdf_file_id === null ? 'articleDetail' : 'articlePdf'}/${a.id}">${escapeHtml(a.title)}</a> <time>${shanghaiDate(a.publish_time)}</time></li>`,
    )
    .join('');
  return {
    kind: 'page',
    meta: {
      title: `${name} - ${SITE}`,
      description: clip(
        `${SITE}${name}栏目：${subjects ? `${subjects}等` : ''}公务员、选调生考试最新资讯与备考指导。`,
      ),
      canonicalPath: path,
      type: 'website',
      bodyHtml: `<section class="ssr-column"><h1>${escapeHtml(name)}</h1><ul>${items}</ul></section>`,
    },
  };
}

function splitUrl(url: string): { rawPath: string; path: string; query: URLSearchParams } | null {
  const [rawPath = '/', rawQuery = ''] = url.split('?', 2);
  try {
    return { rawPath, path: decodeURI(rawPath), query: new URLSearchParams(rawQuery) };
  } catch {
    return null;
  }
}

const MOBILE_ARTICLE_PATH = new RegExp(`^${MOBILE_BASE_PATH}/article/(\\d{1,10})/?$`);

/**
 * A page of the mobile site: an article carries its own title, description and text like the
 * desktop's, and names the desktop page as its canonical address (one page for search engines).
 */
export async function lookupMobilePageMeta(db: Kysely<Database>, url: string): Promise<PageLookup> {
  const parts = splitUrl(url);
  const article = parts && MOBILE_ARTICLE_PATH.exec(parts.path);
  return article ? articleMeta(db, 'articleDetail', Number(article[1])) : { kind: 'none' };
}

/** What page a request is for; only article and column pages get meta of their own. */
export async function lookupPageMeta(db: Kysely<Database>, url: string): Promise<PageLookup> {
  const parts = splitUrl(url);
  if (!parts) return { kind: 'none' };
  const { rawPath, path, query } = parts;
  const article = ARTICLE_PATH.exec(path);
  if (article) return articleMeta(db, article[1]!, Number(article[2]));
  if (COLUMN_PATH.test(path) || (path === '/columnList' && query.get('columnId'))) {
    return columnMeta(db, rawPath, query);
  }
  return { kind: 'none' };
}

function attr(value: string): string {
  return escapeHtml(value);
}

/**
 * The desktop page's mobile counterpart, declared on desktop pages so that search engines
 * see one page in two layouts (the mobile page names the desktop one as canonical).
 */
function mobileAlternate(publicUrl: string, canonicalPath: string): string {
  const [path = '/', search = ''] = canonicalPath.split('?', 2);
  const mobile = mobileLocationFor(path, search ? `?${search}` : '');
  return mobile
    ? `<link rel="alternate" media="only screen and (max-width: 640px)" href="${attr(`${publicUrl}${mobile}`)}" />`
    : '';
}

/**
 * index.html (or the mobile site's m/index.html) with the page's own head tags and
 * pre-rendered content. The mobile page's stylesheet styles the text itself.
 */
export function injectPageMeta(
  indexHtml: string,
  meta: PageMeta,
  publicUrl: string,
  site: 'desktop' | 'mobile' = 'desktop',
): string {
  const canonical = `${publicUrl}${meta.canonicalPath}`;
  const head =
    `<link rel="canonical" href="${attr(canonical)}" />` +
    (site === 'desktop' ? mobileAlternate(publicUrl, meta.canonicalPath) : '') +
    `<meta property="og:type" content="${meta.type}" />` +
    `<meta property="og:title" content="${attr(meta.title)}" />` +
    `<meta property="og:description" content="${attr(meta.description)}" />` +
    `<meta property="og:url" content="${attr(canonical)}" />`;
  const style =
    site === 'mobile'
      ? ''
      : '<style>.ssr-article,.ssr-column{max-width:860px;margin:24px auto;padding:0 16px;' +
        'line-height:1.8;font-size:16px}.ssr-meta{color:#86909c;font-size:13px}</style>';
  // Replacer functions, not strings: a `$&` or `$'` in an article would otherwise be read as
  // a replacement pattern and splice pieces of index.html into the page.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${attr(meta.description)}" />`,
    )
    .replace('</head>', () => `${head}${style}</head>`)
    .replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${meta.bodyHtml}</div>`);
}
