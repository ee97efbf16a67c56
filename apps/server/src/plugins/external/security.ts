import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { S3Config } from '../../config/env.ts';

/** Security headers, compression and form bodies: what every response and request passes. */
export default fp(
  async (app) => {
    // With S3 storage the browser PUTs answer pictures to the store and shows them from there.
    const s3 = app.config.storage.provider === 's3' ? app.config.storage.s3 : null;
    const storeOrigin = s3 ? [storageOrigin(s3)] : [];
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd writes its component styles at run time (CSS-in-JS).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storeOrigin],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...storeOrigin],
          frameSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Payment and storage providers open our pages from other origins.
      crossOriginEmbedderPolicy: false,
      // The site's own pages learn which of its pages sent a reader to them (the account pages
      // return there: drawn pages link with plain links); other sites learn nothing.
      referrerPolicy: { policy: 'same-origin' },
    });
    // Computed once: the headers depend on the configuration alone, and building them again for
    // every request (as @fastify/helmet does) was among the largest costs of a small API call. A reply
    // written to the raw response (event streams, uploads) passes reply.getHeaders() on.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(compress, { threshold: 1024 });
    await app.register(formbody);
  },
  { name: 'security' },
);

/** The headers helmet sets for these options, read off once from a stand-in response. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

function storageOrigin(s3: S3Config): string {
  const endpoint = new URL(s3.endpoint);
  return s3.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}
