import type { RenderedPage } from '@shangan/shared';

/**
 * Who a server-drawn page is for. `visitors`: the same for everyone, drawn without cookies and
 * only for a request without a session (the desktop site, whose header is a signed-in
 * person's own). `everyone`: the same for everyone and drawn without cookies whoever asks (the
 * mobile site's content pages, whose header is no one's). `learners`: a learner's own page (a
 * practice screen), drawn only for a signed-in request and with its session.
 */
export type DrawnFor = 'visitors' | 'everyone' | 'learners';

/** The request a site's renderer draws a page for. */
export interface DrawRequest {
  signedIn: boolean;
  /** Runs a drawing whose API calls carry the request's session (for `learners` pages). */
  asLearner: <T>(draw: () => Promise<T>) => Promise<T>;
}

export interface SiteRenderer {
  render(url: string, request: DrawRequest): Promise<RenderedPage | null>;
}

/**
 * Draws `draw` for the request when the page is drawn for it, or answers null. A learner's
 * own page is never sent to another request, whatever its row says.
 */
export async function drawFor(
  whom: DrawnFor,
  request: DrawRequest,
  draw: () => Promise<RenderedPage | null>,
): Promise<RenderedPage | null> {
  if (whom === 'learners') {
    if (!request.signedIn) return null;
    const page = await request.asLearner(draw);
    return page && { ...page, reusable: false };
  }
  if (whom === 'visitors' && request.signedIn) return null;
  return draw();
}
