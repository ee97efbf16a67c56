import path from 'node:path';

/**
 * Live classes' media (modules/live/media): which media server carries the teachers' streams,
 * where OBS is pointed, where recordings are written, when an abandoned class ends.
 */
export interface LiveConfig {
  /**
   * embedded: node-media-server in this process (RTMP in, HTTP-FLV out on 127.0.0.1);
   * external: SRS, nginx-rtmp or a cloud service, reached through LIVE_FLV_UPSTREAM and telling
   * us about publishes through the hooks; off: no live media at all (tests, API-only instances).
   */
  media: 'embedded' | 'external' | 'off';
  /** The embedded server's RTMP port (what OBS connects to). */
  rtmpPort: number;
  /** The embedded server's HTTP-FLV port, on 127.0.0.1 only. */
  mediaHttpPort: number;
  /** What the teacher is told to put in OBS as the server, e.g. rtmp://live.example.cn/live. */
  rtmpPublicUrl: string;
  /** Live HLS, recorded parts and finished recordings, one folder per session. */
  recordDir: string;
  /** A live class without a publisher for this long ends (and becomes a playback). */
  endAfterIdleSeconds: number;
  /** external: the stream's HTTP-FLV address, `{stream}` standing for the stream name. */
  flvUpstream: string | null;
  /** external: the secret the publish hooks must carry (`?token=`); null refuses every hook. */
  hookSecret: string | null;
}

const MEDIA = ['embedded', 'external', 'off'] as const;

export function parseLive(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  repoRoot: string,
  problems: string[],
  int: (name: string, fallback: number) => number,
): LiveConfig {
  // Unit tests build many apps side by side: none of them opens media ports unless it asks.
  const media = (env.LIVE_MEDIA ||
    (nodeEnv === 'test' ? 'off' : 'embedded')) as LiveConfig['media'];
  if (!MEDIA.includes(media)) {
    problems.push(`LIVE_MEDIA must be embedded, external or off (got "${env.LIVE_MEDIA}")`);
  }
  const rtmpPort = int('LIVE_RTMP_PORT', 1935);
  const mediaHttpPort = int('LIVE_MEDIA_HTTP_PORT', 8000);
  for (const [name, port] of [
    ['LIVE_RTMP_PORT', rtmpPort],
    ['LIVE_MEDIA_HTTP_PORT', mediaHttpPort],
  ] as const) {
    if (port < 1 || port > 65535) problems.push(`${name} must be a port number (got "${port}")`);
  }
  if (media === 'embedded' && rtmpPort === mediaHttpPort) {
    problems.push('LIVE_RTMP_PORT and LIVE_MEDIA_HTTP_PORT must differ');
  }

  const rtmpPublicUrl = (env.LIVE_RTMP_PUBLIC_URL || `rtmp://localhost:${rtmpPort}/live`).replace(
    /\/+$/,
    '',
  );
  if (!/^rtmps?:\/\/[^/\s]+\/live$/.test(rtmpPublicUrl)) {
    problems.push(
      `LIVE_RTMP_PUBLIC_URL must be rtmp://host[:port]/live or rtmps://… (got "${env.LIVE_RTMP_PUBLIC_URL}")`,
    );
  }

  const endAfterIdleSeconds = int('LIVE_END_AFTER_IDLE_SECONDS', 300);
  if (endAfterIdleSeconds < 10) problems.push('LIVE_END_AFTER_IDLE_SECONDS must be at least 10');

  const flvUpstream = env.LIVE_FLV_UPSTREAM || null;
  if (flvUpstream && !/^https?:\/\/[^\s]+$/.test(flvUpstream)) {
    problems.push('LIVE_FLV_UPSTREAM must start with http:// or https://');
  } else if (flvUpstream && !flvUpstream.includes('{stream}')) {
    problems.push(
      'LIVE_FLV_UPSTREAM must contain {stream}, e.g. http://srs:8080/live/{stream}.flv',
    );
  }
  if (media === 'external' && !flvUpstream) {
    problems.push('LIVE_FLV_UPSTREAM is required when LIVE_MEDIA=external');
  }
  const hookSecret = env.LIVE_HOOK_SECRET || null;
  if (hookSecret && (hookSecret.length < 16 || !/^[\w.~-]+$/.test(hookSecret))) {
    problems.push(
      'LIVE_HOOK_SECRET must be at least 16 letters, digits, _ . ~ or - (it travels in a URL)',
    );
  }

  return {
    media,
    rtmpPort,
    mediaHttpPort,
    rtmpPublicUrl,
    recordDir: path.resolve(env.LIVE_RECORD_DIR || path.join(repoRoot, 'data', 'live')),
    endAfterIdleSeconds,
    flvUpstream,
    hookSecret,
  };
}
