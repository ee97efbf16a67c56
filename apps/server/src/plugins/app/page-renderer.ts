import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  escapeHtml,
  hasSessionCookie,
  RENDER_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type CreatePageRenderer,
  type PageRenderer,
  type RenderedPage,
} from '@shangan/shared';
import { RESPONSE_TTL_MS } from './response-cache.ts';

/** Where the web build leaves the renderer's bundle and its manifest, inside the build folder. */
const RENDERER_FILE = path.join('.ssr', 'server-render.js');
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A stylesheet of a drawn page: its address, and its text when it is written into the page. */
export interface PageStylesheet {
  href: string;
  css: string | null;
}

export type DrawnPage = RenderedPage & { stylesheets: PageStylesheet[] };

/** Pages as the server draws them (both sites'), with the stylesheets each needs. */
export interface PageDrawer {
  /** The page for a request with this Cookie header (see PageRenderer.render), or null. */
  draw(url: string, cookie: string | null): Promise<DrawnPage | null>;
}

/**
 * Reusable pages (the home) are kept as long as the public API answers they are drawn from
 * (RESPONSE_TTL_MS): drawing one takes tens of milliseconds of CPU, and on an
 * exam-announcement day most phones open the same home page. Publishing drops them at once on
 * this instance, within RESPONSE_TTL_MS on the others.
 */
const KEPT_PAGES = 100;

class DrawnPageStore {
  private readonly pages = new Map<
    string,
    { page: DrawnPage; expires: number; redrawing: boolean }
  >();
  /** Counts clear(): a drawing that began before one is not kept. */
  generation = 0;

  /**
   * The kept page. Once it has expired, the next request draws it again while the others keep
   * getting it as it was (for at most RESPONSE_TTL_MS more), rather than all drawing at once.
   */
  get(path: string, now: number): DrawnPage | null {
    const kept = this.pages.get(path);
    if (!kept) return null;
    if (kept.expires > now) return kept.page;
    if (kept.redrawing && now < kept.expires + RESPONSE_TTL_MS) return kept.page;
    kept.redrawing = true;
    return null;
  }

  set(path: string, page: DrawnPage, now: number, generation: number): void {
    if (generation !== this.generation) return;
    if (this.pages.size >= KEPT_PAGES) this.pages.clear();
    this.pages.set(path, { page, expires: now + RESPONSE_TTL_MS, redrawing: false });
  }

  clear(): void {
    this.pages.clear();
    this.generation += 1;
  }
}

/**
 * Bounds of drawing, past which the browser draws the page instead (it still gets the
 * article's text from page-meta.ts): drawings under way at once, each an API call and a
 * render that holds the event loop, and how long one may take (a database that hangs must not
 * hang the page with it).
 */
const MAX_DRAWINGS_AT_ONCE = 8;
const DRAWING_DEADLINE_MS = 1_000;

/**
 * Stylesheets of the given source files and of every chunk they import, in import order: the
 * browser must have them before it paints the drawn page, while the chunks' scripts wait.
 */
export function stylesheetsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) sheets.add(`/${sheet}`);
  };
  for (const module of modules) visit(module);
  return [...sheets];
}

/**
 * Loads the web build's page renderer, whose API calls are answered by this server's own
 * routes (no network; a learner's own page sends the session its cookies carry, the others
 * none). Null when the build has none (an API-only checkout): pages are then drawn by the
 * browser as before.
 */
export async function loadPageDrawer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageDrawer | null> {
  const rendererPath = path.join(distDir, RENDERER_FILE);
  const manifestPath = path.join(distDir, MANIFEST_FILE);
  if (!fs.existsSync(rendererPath) || !fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(await fs.promises.readFile(manifestPath, 'utf8')) as Manifest;
  const { createPageRenderer } = (await import(pathToFileURL(rendererPath).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const renderer: PageRenderer = createPageRenderer({
    fetch: async (url, init) => {
      const response = await app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url,
        headers: { ...init.headers, 'accept-encoding': 'identity' },
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return { status: response.statusCode, text: async () => response.body };
    },
  });
  const readStylesheet = stylesheetReader(distDir);
  const kept = new DrawnPageStore();
  if (app.hasDecorator('publicContent')) app.publicContent.onInvalidate(() => kept.clear());
  let drawing = 0;

  async function drawAndKeep(
    url: string,
    keptAs: string,
    cookie: string | null,
  ): Promise<DrawnPage | null> {
    const generation = kept.generation;
    const rendered = await renderer.render(url, { cookie });
    if (!rendered) return null;
    const stylesheets = stylesheetsOf(manifest, rendered.modules).map((href) => ({
      href,
      css: readStylesheet(href),
    }));
    const page = { ...rendered, stylesheets };
    if (page.reusable) kept.set(keptAs, page, Date.now(), generation);
    return page;
  }

  return {
    async draw(url, cookie) {
      // By path: a reusable page does not read its query, and a query of its own per request
      // must not make every request draw. And by whether the request has a session: whom a
      // page is drawn for is the renderer's to say, so a drawing made for a visitor (with the
      // visitor's header) is never handed to a signed-in person without asking it again.
      const path = url.split('?', 1)[0] ?? url;
      const keptAs = hasSessionCookie(cookie) ? `${path} (signed in)` : path;
      const reused = kept.get(keptAs, Date.now());
      if (reused) return reused;
      if (drawing >= MAX_DRAWINGS_AT_ONCE) return null;
      drawing += 1;
      const done = drawAndKeep(url, keptAs, cookie).finally(() => {
        drawing -= 1;
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), DRAWING_DEADLINE_MS);
      });
      try {
        return await Promise.race([done, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The text of the build's stylesheets, read once each. A drawn page carries its own in its
 * head: a practice screen's components come with thirty small sheets, which a phone would
 * otherwise fetch a few at a time, each round trip holding back the first paint.
 */
function stylesheetReader(distDir: string) {
  const texts = new Map<string, string | null>();
  return (href: string): string | null => {
    if (texts.has(href)) return texts.get(href) ?? null;
    const file = path.join(distDir, href);
    let css: string | null = null;
    if (file.startsWith(path.join(distDir, 'assets') + path.sep)) {
      try {
        css = fs.readFileSync(file, 'utf8');
      } catch {
        css = null;
      }
    }
    texts.set(href, css);
    return css;
  };
}

/** JSON inside a script element: a `</script>` in an article must not end the element. */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * A stylesheet the page carries: its text, then a disabled link to its file, which the browser
 * does not fetch but the app's chunk loader finds, so that waking the app does not add the
 * sheet again after the others (where its rules would win over later sheets' equal ones).
 */
function carriedStylesheet({ href, css }: PageStylesheet): string {
  if (css === null) return `<link rel="stylesheet" crossorigin href="${href}">`;
  const text = css.replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${href}">${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * The page's HTML with the drawn markup in an empty #root (marked for hydration), the data it
 * was drawn from beside it, and its stylesheets and style elements in the head (the page's
 * own sheets written in, those of the HTML file left as they are).
 */
export function injectDrawnPage(html: string, page: DrawnPage): string {
  const links = page.stylesheets
    .filter(({ href }) => !html.includes(`href="${href}"`))
    .map(carriedStylesheet)
    .join('');
  const state = `<script type="application/json" id="${RENDER_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  const attributes = Object.entries(page.htmlAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return html
    .replace(/<html([^>]*)>/, (_tag, own: string) => `<html${own}${attributes}>`)
    .replace('</head>', () => `${links}${page.head}</head>`)
    .replace(
      /<div id="root">\s*<\/div>/,
      () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>${state}`,
    );
}
