import { execFile } from 'node:child_process';
import fs from 'node:fs';

/** ffmpeg could not be started (not installed, not executable): videos wait, the site runs on. */
export class FfmpegMissingError extends Error {}

/** Runs ffmpeg with the arguments (no shell); rejects with its last error lines on failure. */
export function runFfmpeg(ffmpegPath: string, args: string[], timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args],
      { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (!err) return resolve();
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EACCES') {
          return reject(new FfmpegMissingError(`ffmpeg not found at ${ffmpegPath}`));
        }
        const tail = String(stderr).trim().split('\n').slice(-5).join(' | ');
        reject(new Error(`ffmpeg failed: ${tail || err.message}`));
      },
    );
  });
}

/** How drawtext names its font: a fontconfig family (with its face in a collection) or a file. */
export type FontChoice = { family: string } | { file: string } | null;

const CJK_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
];

let fontLookup: Promise<FontChoice> | null = null;

/**
 * A font with Chinese glyphs for the slides: fontconfig's Simplified Chinese face of Noto Sans
 * CJK (installed with ffmpeg by scripts/ensure-ffmpeg.sh), else a known file, else none (the
 * captions then fall back to fontconfig's default, which may lack the glyphs). Looked up once.
 */
export function cjkFont(): Promise<FontChoice> {
  fontLookup ??= new Promise((resolve) => {
    execFile(
      'fc-match',
      ['-f', '%{family}\n', 'Noto Sans CJK SC:lang=zh-cn'],
      { timeout: 5_000 },
      (err, stdout) => {
        const family = String(stdout ?? '')
          .split(/[,\n]/)[0]
          ?.trim();
        if (!err && family && /CJK|Hei|Song|Kai/i.test(family)) return resolve({ family });
        const file = CJK_FONT_FILES.find((candidate) => fs.existsSync(candidate));
        resolve(file ? { file } : null);
      },
    );
  });
  return fontLookup;
}
