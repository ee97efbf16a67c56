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

describe('video configuration', () => {
  it('defaults to ffmpeg on the PATH, the cache under data/ and the stream lifetimes', () => {
    const video = loadConfig({}).video;
    expect(video).toMatchObject({
      ffmpegPath: 'ffmpeg',
      playlistTtlSeconds: 600,
      keyTokenTtlSeconds: 60,
      segmentTtlSeconds: 1800,
    });
    expect(video.cacheDir.endsWith(path.join('data', 'video-cache'))).toBe(true);
  });

  it('reads the variables and refuses lifetimes too short to play', () => {
    expect(
      loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg', VIDEO_CACHE_DIR: '/var/cache/v' }).video,
    ).toMatchObject({ ffmpegPath: '/opt/ffmpeg/bin/ffmpeg', cacheDir: '/var/cache/v' });
    expect(
      problemsOf({
        VIDEO_PLAYLIST_TTL_SECONDS: '5',
        VIDEO_KEY_TTL_SECONDS: '1',
        VIDEO_SEGMENT_TTL_SECONDS: 'soon',
      }),
    ).toEqual([
      'VIDEO_SEGMENT_TTL_SECONDS must be a whole number (got "soon")',
      'VIDEO_PLAYLIST_TTL_SECONDS must be at least 10',
      'VIDEO_KEY_TTL_SECONDS must be at least 5',
    ]);
  });
});
