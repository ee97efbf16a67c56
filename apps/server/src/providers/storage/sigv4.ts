import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for presigned (query-string) S3 requests: what S3, MinIO, Aliyun OSS
 * (S3 mode) and the test's fake S3 all check. The payload is never signed (UNSIGNED-PAYLOAD),
 * as with every presigned URL.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface PresignInput {
  method: string;
  /** Absolute URL without any X-Amz-* parameters. */
  url: string;
  /** Header names (lowercase) and values the request must carry; `host` is added. */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  now?: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function presignUrl(credentials: SigV4Credentials, input: PresignInput): string {
  const url = new URL(input.url);
  const date = amzDate(input.now ?? new Date());
  const scope = `${date.slice(0, 8)}/${credentials.region}/s3/aws4_request`;
  const headers = { ...lowercase(input.headers ?? {}), host: url.host };
  const signedHeaders = Object.keys(headers).sort().join(';');
  url.searchParams.set('X-Amz-Algorithm', ALGORITHM);
  url.searchParams.set('X-Amz-Credential', `${credentials.accessKeyId}/${scope}`);
  url.searchParams.set('X-Amz-Date', date);
  url.searchParams.set('X-Amz-Expires', String(input.expiresInSeconds));
  url.searchParams.set('X-Amz-SignedHeaders', signedHeaders);
  const signature = signatureOf(credentials.secretAccessKey, {
    method: input.method,
    url,
    headers,
    signedHeaders,
    date,
    scope,
  });
  return `${url.origin}${url.pathname}?${canonicalQuery(url.searchParams)}&X-Amz-Signature=${signature}`;
}

export interface CanonicalParts {
  method: string;
  /** The URL with every X-Amz-* parameter except the signature. */
  url: URL;
  /** Lowercase names → values of the signed headers. */
  headers: Record<string, string>;
  signedHeaders: string;
  date: string;
  scope: string;
}

/** The hex signature of a request; shared by the signer and the fake S3 that checks it. */
export function signatureOf(secretAccessKey: string, parts: CanonicalParts): string {
  const names = parts.signedHeaders.split(';');
  const canonicalRequest = [
    parts.method.toUpperCase(),
    canonicalPath(parts.url.pathname),
    canonicalQuery(parts.url.searchParams, 'X-Amz-Signature'),
    names
      .map((name) => `${name}:${(parts.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
      .join(''),
    parts.signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [ALGORITHM, parts.date, parts.scope, sha256(canonicalRequest)].join('\n');
  const [day, region, service] = parts.scope.split('/') as [string, string, string];
  let key: Buffer = hmac(`AWS4${secretAccessKey}`, day);
  key = hmac(key, region);
  key = hmac(key, service);
  key = hmac(key, 'aws4_request');
  return hmac(key, stringToSign).toString('hex');
}

/** Path segments decoded once and encoded the SigV4 way; S3 does not double-encode. */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(params: URLSearchParams, skip?: string): string {
  return [...params.entries()]
    .filter(([name]) => name !== skip)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function lowercase(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function hmac(key: string | Buffer, value: string): Buffer {
  return crypto.createHmac('sha256', key).update(value, 'utf8').digest();
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}
