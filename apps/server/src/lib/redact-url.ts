/**
 * Query parameters that are credentials by themselves: whoever holds the URL holds the right
 * (signed media, upload and picture URLs, the local pay page, S3 presigned URLs). Logs and
 * stored rows keep the rest of the address and lose these values.
 */
const BEARER_PARAMS = new Set([
  'sig',
  'sign',
  'signature',
  't',
  'token',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'securitytoken',
  'code',
]);

export const REDACTED = '[redacted]';

/** The URL (absolute or a path) with the values of its bearer parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = safeDecode(pair.slice(0, eq)).toLowerCase();
      return BEARER_PARAMS.has(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
