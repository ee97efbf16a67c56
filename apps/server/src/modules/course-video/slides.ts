import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cjkFont, runFfmpeg, type FontChoice } from './ffmpeg.ts';

/** How a demo video is made: slides with the title and one caption per slide. */
export interface SlidesRecipe {
  kind: 'slides';
  title: string;
  lines: string[];
  seconds: number;
}

/** Changing the look below changes this, so cached videos of the old look are not reused. */
const LOOK = 'slides-v3';
const WIDTH = 640;
const HEIGHT = 360;
/**
 * Slides change slowly: 2 frames a second show them (and the growing bar) well enough, and a
 * frame is most of the encoding's cost.
 */
const FPS = 2;
/** A keyframe every 5 s, so the packager can cut 5 s segments. */
export const SEGMENT_SECONDS = 5;
const PALETTE = ['0x1f4e79', '0x7b2d26', '0x1e5631', '0x4a235a', '0x0e4d64', '0x6e2c00'];

/** The base video's name in the cache: the recipe and the look, hashed. */
export function recipeHash(recipe: SlidesRecipe): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([LOOK, recipe.title, recipe.lines, recipe.seconds]))
    .digest('hex')
    .slice(0, 32);
}

const encoding = new Map<string, Promise<string>>();

/** The cached file `name` of the cache, made by `make` (into a temporary path) when absent. */
function cached(file: string, make: (partial: string) => Promise<void>): Promise<string> {
  if (fs.existsSync(file)) return Promise.resolve(file);
  let pending = encoding.get(file);
  if (!pending) {
    pending = (async () => {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a reader (or a second process making the
      // same file) never sees half of it.
      const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}${path.extname(file)}`;
      try {
        await make(partial);
        await fs.promises.rename(partial, file);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
      return file;
    })().finally(() => encoding.delete(file));
    encoding.set(file, pending);
  }
  return pending;
}

/**
 * The recipe's video (H.264 + AAC in MP4), from the cache when another app, test or earlier
 * start of this machine made it already, else encoded once into it. The sound (a soft chime as
 * each slide comes up) depends only on the length and the pace of the slides, so few distinct
 * tracks exist: each is encoded once and copied into every video that uses it.
 */
export async function slidesVideo(
  ffmpegPath: string,
  cacheDir: string,
  recipe: SlidesRecipe,
): Promise<string> {
  const file = path.join(cacheDir, 'base', `${recipeHash(recipe)}.mp4`);
  if (fs.existsSync(file)) return file;
  const seconds = Math.max(1, Math.round(recipe.seconds));
  const lines = recipe.lines.length > 0 ? recipe.lines : [recipe.title];
  const slide = (seconds / lines.length).toFixed(3);
  const audio = await cached(
    path.join(cacheDir, 'audio', `${LOOK}-${seconds}-${slide}.m4a`),
    (partial) =>
      runFfmpeg(ffmpegPath, [
        ...['-f', 'lavfi', '-i', `sine=f=880:sample_rate=44100:d=${seconds}`],
        ...['-af', `volume='if(lt(mod(t\\,${slide})\\,0.35)\\,0.2\\,0)':eval=frame`],
        ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-t', String(seconds), partial],
      ]),
  );
  return cached(file, (partial) => encode(ffmpegPath, partial, recipe, audio));
}

async function encode(
  ffmpegPath: string,
  output: string,
  recipe: SlidesRecipe,
  audio: string,
): Promise<void> {
  const work = await fs.promises.mkdtemp(`${output}.work-`);
  try {
    const seconds = Math.max(1, Math.round(recipe.seconds));
    const lines = recipe.lines.length > 0 ? recipe.lines : [recipe.title];
    const slide = seconds / lines.length;
    // Text goes through files: nothing a title says can break the filter graph's syntax.
    const titleFile = path.join(work, 'title.txt');
    await fs.promises.writeFile(titleFile, wrap(recipe.title, 20).slice(0, 2).join('\n'));
    const captionFiles: string[] = [];
    for (const [index, line] of lines.entries()) {
      const captionFile = path.join(work, `line${index}.txt`);
      await fs.promises.writeFile(captionFile, wrap(line, 20).slice(0, 4).join('\n'));
      captionFiles.push(captionFile);
    }
    const font = fontOption(await cjkFont());
    const colour = PALETTE[parseInt(recipeHash(recipe).slice(0, 6), 16) % PALETTE.length]!;
    const text = (options: string) => `drawtext=${font}${options}`;
    const video = [
      // A bar along the bottom grows with the time played.
      `[0][1]overlay=x='-W+W*t/${seconds}':y=H-6[bg]`,
      `[bg]${text(`textfile=${escapePath(titleFile)}:expansion=none:fontcolor=white:fontsize=28:line_spacing=8:x=(w-tw)/2:y=30`)}`,
      `drawbox=x=40:y=96:w=${WIDTH - 80}:h=2:color=white@0.5:t=fill`,
      ...captionFiles.map((captionFile, index) =>
        text(
          `textfile=${escapePath(captionFile)}:expansion=none:fontcolor=white:fontsize=26:line_spacing=12:` +
            `x=(w-tw)/2:y=(h-th)/2+24:enable='gte(t,${(index * slide).toFixed(3)})*lt(t,${((index + 1) * slide).toFixed(3)})'`,
        ),
      ),
      text(
        `text='%{eif\\:min(floor(t/${slide.toFixed(3)})+1\\,${lines.length})\\:d} / ${lines.length}':fontcolor=white@0.7:fontsize=16:x=w-tw-24:y=h-34`,
      ),
      text(`text='上岸网校':expansion=none:fontcolor=white@0.7:fontsize=16:x=24:y=h-34`),
    ].join(',');
    await runFfmpeg(ffmpegPath, [
      ...['-f', 'lavfi', '-i', `color=c=${colour}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}`],
      ...['-f', 'lavfi', '-i', `color=c=0xf5b041:s=${WIDTH}x6:r=${FPS}:d=${seconds}`],
      ...['-i', audio],
      ...['-filter_complex', `${video},format=yuv420p[v]`],
      ...['-map', '[v]', '-map', '2:a', '-c:a', 'copy'],
      // Still pictures: the fastest preset costs a third less and the files stay small.
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-crf', '28'],
      ...['-g', String(FPS * SEGMENT_SECONDS), '-keyint_min', String(FPS * SEGMENT_SECONDS)],
      ...['-sc_threshold', '0', '-t', String(seconds), '-movflags', '+faststart', output],
    ]);
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

function fontOption(font: FontChoice): string {
  if (!font) return '';
  if ('family' in font) return `font='${font.family.replace(/[':\\]/g, '')}':`;
  return `fontfile=${escapePath(font.file)}:`;
}

/** A path inside a filter option: its own special characters escaped for the graph parser. */
function escapePath(file: string): string {
  return file.replace(/[\\:',;[\]=]/g, (c) => `\\\\${c}`);
}

/** Breaks a caption into lines of about `width` Chinese characters (Latin letters count half). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    const cost = char.charCodeAt(0) < 0x2e80 ? 0.5 : 1;
    if (used + cost > width && line) {
      lines.push(line);
      line = '';
      used = 0;
    }
    if (line === '' && char === ' ') continue;
    line += char;
    used += cost;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
