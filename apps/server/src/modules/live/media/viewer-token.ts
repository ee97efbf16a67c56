import crypto from 'node:crypto';

/** A player's addresses work for new connections this long after they were handed out. */
export const VIEWER_TOKEN_TTL_SECONDS = 600;

export interface ViewerClaim {
  sessionId: number;
  userId: number;
  /** Unix seconds after which the token opens nothing new. */
  expires: number;
}

function signature(secret: string, claim: ViewerClaim): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`live-viewer:${claim.sessionId}:${claim.userId}:${claim.expires}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * `{session}.{user}.{expires}.{hmac}`: minted only for a viewer who may watch, so the media
 * routes know who asks without a session header (players fetch media without one) and check
 * the viewer's rights again by the user id it carries.
 */
export function viewerToken(secret: string, claim: ViewerClaim): string {
  return `${claim.sessionId}.${claim.userId}.${claim.expires}.${signature(secret, claim)}`;
}

/** The claim of a genuine token that has not expired, else null. */
export function readViewerToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ViewerClaim | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const claim = {
    sessionId: Number(match[1]),
    userId: Number(match[2]),
    expires: Number(match[3]),
  };
  if (claim.expires < nowSeconds) return null;
  const expected = Buffer.from(signature(secret, claim));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? claim : null;
}
