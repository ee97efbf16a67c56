/**
 * What the server and the web app's page renderer agree on. The web build makes a server
 * bundle of both sites' renderers (apps/web/src/server-render.ts); the server loads it and
 * asks it for the HTML of a page, answering the page's API calls from its own routes.
 */

/** The answer to one of the page's API calls: status and body are all the clients read. */
export interface RenderFetchResponse {
  status: number;
  text(): Promise<string>;
}

/** Sends one API call of the page; `url` is the address the browser would have called. */
export type RenderFetch = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<RenderFetchResponse>;

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The data the page was drawn from (JSON), handed to the browser so it draws the same. */
  state: string;
  /** Markup for the page's head: the style elements the drawn components wrote (antd's). */
  head: string;
  /**
   * Attributes for the page's <html> element that the app would set once started (the home's
   * grey mode on days of mourning), so the drawn page already looks as it will.
   */
  htmlAttributes: Record<string, string>;
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

/** Who asks for a page: the Cookie header of the request (null when it has none). */
export interface PageRequest {
  cookie: string | null;
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query), or null when it is not one the server draws for this
   * request. Pages the same for every visitor are drawn without the cookies, and only for a
   * request without a session where a signed-in person's header would differ (the desktop
   * site's); a learner's own pages (a practice screen) only with the session, whose cookies
   * their API calls carry. A page drawn with cookies is never reusable.
   */
  render(url: string, request: PageRequest): Promise<RenderedPage | null>;
}

export type CreatePageRenderer = (options: { fetch: RenderFetch }) => PageRenderer;

/** The element that carries RenderedPage.state (JSON in a non-executed script). */
export const RENDER_STATE_ELEMENT_ID = 'render-state';
/** Set on #root when its content came from the server, to be hydrated rather than replaced. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The cookie that carries the session token of the main API (set by the web app's login). */
export const SESSION_TOKEN_COOKIE = 'edu_token';
/** The cookie of the learning API's token; the same login sets both. */
export const LEARNING_TOKEN_COOKIE = 'lx_token';

/**
 * Whether a request's Cookie header carries a session. The desktop site's visitor pages are
 * drawn on the server for visitors only: a signed-in person's header (name, VIP, member links)
 * is their own.
 */
export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    return (name === SESSION_TOKEN_COOKIE || name === LEARNING_TOKEN_COOKIE) && !!value;
  });
}
