import path from 'node:path';

/** Protected video (docs/areas/course-video.md): packaging with ffmpeg and the stream's lifetimes. */
export interface VideoConfig {
  /** The ffmpeg binary (a name looked up on PATH, or a path). Without it videos stay 视频处理中. */
  ffmpegPath: string;
  /**
   * Where encoded demo videos are kept by content (recipe hash), shared by every app and test of
   * the machine, so a video is encoded once and every later package is a copy.
   */
  cacheDir: string;
  /**
   * Where lesson videos uploaded from the console are received (resumably) and kept once
   * encoded; shared by the instances of one deployment, like the object store's directory.
   */
  uploadDir: string;
  /** A playlist address stops working this long after play info handed it out. */
  playlistTtlSeconds: number;
  /** A key token (single use) stops working this long after its playlist was served. */
  keyTokenTtlSeconds: number;
  /** Segment addresses work for the video's length plus this long after the playlist. */
  segmentTtlSeconds: number;
}

export function parseVideo(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  problems: string[],
  int: (name: string, fallback: number) => number,
  /** The directory the object store's local files live in: uploads are kept beside it. */
  uploadsBeside: string,
): VideoConfig {
  const config: VideoConfig = {
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    cacheDir: path.resolve(env.VIDEO_CACHE_DIR || path.join(repoRoot, 'data', 'video-cache')),
    uploadDir: path.resolve(env.VIDEO_UPLOAD_DIR || path.join(uploadsBeside, 'video-uploads')),
    playlistTtlSeconds: int('VIDEO_PLAYLIST_TTL_SECONDS', 600),
    keyTokenTtlSeconds: int('VIDEO_KEY_TTL_SECONDS', 60),
    segmentTtlSeconds: int('VIDEO_SEGMENT_TTL_SECONDS', 1800),
  };
  if (config.playlistTtlSeconds < 10)
    problems.push('VIDEO_PLAYLIST_TTL_SECONDS must be at least 10');
  if (config.keyTokenTtlSeconds < 5) problems.push('VIDEO_KEY_TTL_SECONDS must be at least 5');
  if (config.segmentTtlSeconds < 60) problems.push('VIDEO_SEGMENT_TTL_SECONDS must be at least 60');
  return config;
}
