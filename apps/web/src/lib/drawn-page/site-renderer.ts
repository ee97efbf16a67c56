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

/** Draws `draw` for the request when the page is drawn for it, or answers null. */
export function drawFor<T>(
  whom: DrawnFor,
  request: DrawRequest,
  draw: () => Promise<T | null>,
): Promise<T | null> {
  if (whom === 'learners')
    return request.signedIn ? request.asLearner(draw) : Promise.resolve(null);
  if (whom === 'visitors' && request.signedIn) return Promise.resolve(null);
  return draw();
}
