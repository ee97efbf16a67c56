import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigError } from './env.ts';
import { loadConfig } from './env.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
}

describe('live media configuration', () => {
  it('embeds the media server by default, and opens no port in tests', () => {
    const live = loadConfig({}).live;
    expect(live).toMatchObject({
      media: 'embedded',
      rtmpPort: 1935,
      mediaHttpPort: 8000,
      rtmpPublicUrl: 'rtmp://localhost:1935/live',
      endAfterIdleSeconds: 300,
      flvUpstream: null,
      hookSecret: null,
    });
    expect(live.recordDir.endsWith(path.join('data', 'live'))).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).live.media).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', LIVE_MEDIA: 'embedded' }).live.media).toBe('embedded');
  });

  it('reads the variables; the public RTMP address follows the port', () => {
    expect(
      loadConfig({
        LIVE_RTMP_PORT: '1936',
        LIVE_MEDIA_HTTP_PORT: '8001',
        LIVE_RECORD_DIR: '/var/lib/shangan/live',
        LIVE_END_AFTER_IDLE_SECONDS: '120',
      }).live,
    ).toMatchObject({
      rtmpPort: 1936,
      mediaHttpPort: 8001,
      rtmpPublicUrl: 'rtmp://localhost:1936/live',
      recordDir: '/var/lib/shangan/live',
      endAfterIdleSeconds: 120,
    });
    expect(
      loadConfig({
        LIVE_MEDIA: 'external',
        LIVE_RTMP_PUBLIC_URL: 'rtmp://live.example.cn/live/',
        LIVE_FLV_UPSTREAM: 'http://srs:8080/live/{stream}.flv',
        LIVE_HOOK_SECRET: 'a-long-enough-secret',
      }).live,
    ).toMatchObject({
      media: 'external',
      rtmpPublicUrl: 'rtmp://live.example.cn/live',
      flvUpstream: 'http://srs:8080/live/{stream}.flv',
      hookSecret: 'a-long-enough-secret',
    });
  });

  it('refuses bad values with the list', () => {
    expect(
      problemsOf({
        LIVE_MEDIA: 'srs',
        LIVE_RTMP_PORT: '70000',
        LIVE_RTMP_PUBLIC_URL: 'http://example.cn/live',
        LIVE_END_AFTER_IDLE_SECONDS: '5',
        LIVE_FLV_UPSTREAM: 'http://srs:8080/live/stream.flv',
        LIVE_HOOK_SECRET: 'short',
      }),
    ).toEqual([
      'LIVE_MEDIA must be embedded, external or off (got "srs")',
      'LIVE_RTMP_PORT must be a port number (got "70000")',
      'LIVE_RTMP_PUBLIC_URL must be rtmp://host[:port]/live or rtmps://… (got "http://example.cn/live")',
      'LIVE_END_AFTER_IDLE_SECONDS must be at least 10',
      'LIVE_FLV_UPSTREAM must contain {stream}, e.g. http://srs:8080/live/{stream}.flv',
      'LIVE_HOOK_SECRET must be at least 16 letters, digits, _ . ~ or - (it travels in a URL)',
    ]);
    expect(problemsOf({ LIVE_MEDIA: 'external' })).toEqual([
      'LIVE_FLV_UPSTREAM is required when LIVE_MEDIA=external',
    ]);
    expect(problemsOf({ LIVE_RTMP_PORT: '8000' })).toEqual([
      'LIVE_RTMP_PORT and LIVE_MEDIA_HTTP_PORT must differ',
    ]);
    expect(problemsOf({ LIVE_MEDIA_HTTP_PORT: 'web' })).toEqual([
      'LIVE_MEDIA_HTTP_PORT must be a whole number (got "web")',
    ]);
  });
});
