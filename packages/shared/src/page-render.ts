/**
 * What the server and the web app's page renderer agree on. The web build makes a server
 * bundle of the mobile site (apps/web/src/mobile-app/server-render.tsx); the server loads it
 * and asks it for the HTML of a page, answering the page's API calls from its own routes.
 */

/** The answer to one of the page's API calls: status and body are all the clients read. */
export interface RenderFetchResponse {
  status: number;
  text(): Promise<string>;
}

/** Sends one API call of the page; `url` is the address the browser would have called. */
export type RenderFetch = (
  url: string,
  init: { method?: string; headers?: Record<string, string> },
) => Promise<RenderFetchResponse>;

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The data the page was drawn from (JSON), handed to the browser so it draws the same. */
  state: string;
  /**
   * The source files of the page (build manifest keys); their stylesheets and those of what
   * they import must be in the page's head.
   */
  modules: string[];
  /**
   * Whether the same HTML may be sent, for a few seconds, to the next request of the same path
   * (whatever its query) without drawing it again: only for a page drawn from its path alone,
   * and not when drawing it did something (an article's drawing counts its read).
   */
  reusable: boolean;
}

export interface PageRenderer {
  /** The page at `url` (path and query), or null when it is not one the server draws. */
  render(url: string): Promise<RenderedPage | null>;
}

export type CreatePageRenderer = (options: { fetch: RenderFetch }) => PageRenderer;

/** The element that carries RenderedPage.state (JSON in a non-executed script). */
export const RENDER_STATE_ELEMENT_ID = 'render-state';
/** Set on #root when its content came from the server, to be hydrated rather than replaced. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
