import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake S3 on 127.0.0.1 for tests. It checks presigned (query-string) SigV4 requests the way
 * S3 does — its own computation of the canonical request from the raw request line, the
 * credential scope, the expiry — and answers 403 otherwise. Path-style buckets; PUT stores the
 * body, GET (with Range), HEAD and DELETE read it back.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Why requests were refused, newest last ('SignatureDoesNotMatch', 'Request has expired' …). */
  refusals: string[];
  close: () => Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'shangan-test';
  const region = 'cn-test-1';
  const accessKeyId = 'AKIAFAKE' + crypto.randomBytes(6).toString('hex').toUpperCase();
  const secretAccessKey = crypto.randomBytes(24).toString('base64');
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const refusals: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, PUT, HEAD',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const refusal = checkSignature(req, { accessKeyId, secretAccessKey, region });
      if (refusal) {
        refusals.push(refusal);
        res.writeHead(403, { ...cors, 'content-type': 'application/xml' });
        res.end(`<Error><Code>AccessDenied</Code><Message>${refusal}</Message></Error>`);
        return;
      }
      const rawPath = (req.url ?? '/').split('?')[0]!;
      const [, bucketName, ...rest] = rawPath.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== bucket || !key) {
        res.writeHead(404, cors).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { ...cors, etag: '"fake"' }).end();
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204, cors).end();
        return;
      }
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { ...cors, 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      const size = object.body.length;
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      const start = range ? Number(range[1]) : 0;
      const end = range && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      const body = object.body.subarray(start, end + 1);
      res.writeHead(range ? 206 : 200, {
        ...cors,
        'content-type': object.contentType,
        'content-length': String(req.method === 'HEAD' ? size : body.length),
        ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Null when the request carries a valid, unexpired presigned signature; the reason otherwise. */
function checkSignature(
  req: http.IncomingMessage,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, ' '))] as const;
    });
  const query = new Map(pairs);
  const credential = (query.get('X-Amz-Credential') ?? '').split('/');
  const date = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  const signature = query.get('X-Amz-Signature') ?? '';
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'Missing or unknown algorithm';
  if (credential[0] !== keys.accessKeyId) return 'InvalidAccessKeyId';
  if (
    credential[1] !== date.slice(0, 8) ||
    credential[2] !== keys.region ||
    credential[3] !== 's3'
  ) {
    return 'AuthorizationQueryParametersError';
  }
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!m || !Number.isInteger(expires) || expires < 1 || expires > 604800) {
    return 'AuthorizationQueryParametersError';
  }
  const signedAt = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  if (Date.now() > signedAt + expires * 1000) return 'Request has expired';
  if (!signedHeaders.split(';').includes('host')) return 'AuthorizationQueryParametersError';

  const enc = (s: string) =>
    encodeURIComponent(s).replace(
      /[!'()*]/g,
      (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
    );
  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${enc(name)}=${enc(value)}`)
    .sort()
    .join('&');
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => enc(decodeURIComponent(segment)))
    .join('/');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = credential.slice(1).join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, credential[1]);
  for (const part of [keys.region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign).toString('hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== 32 || !crypto.timingSafeEqual(given, Buffer.from(expected, 'hex'))) {
    return 'SignatureDoesNotMatch';
  }
  return null;
}

function hmac(key: string | Buffer, value: string): Buffer {
  return crypto.createHmac('sha256', key).update(value, 'utf8').digest();
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}
