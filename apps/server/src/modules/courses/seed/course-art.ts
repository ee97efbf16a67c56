import type { Palette } from '../../../lib/imagery-draw.ts';

/**
 * The demo courses' pictures, drawn as SVG at seed time in the palettes of lib/imagery-draw.ts:
 * a 16:9 cover for the catalogue's cards and the detail page, and a one-page handout (讲义) for
 * the document lessons. Pure string building, the same bytes in every database.
 */

const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei','Source Han Sans SC',sans-serif`;

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const COURSE_COVER_WIDTH = 640;
export const COURSE_COVER_HEIGHT = 360;

export interface CourseCoverSpec {
  title: string;
  /** The corner badge: 系统课, 微课, 公开课, 套餐. */
  badge: string;
  /** The line under the title: subject and exam. */
  caption: string;
  teacher: string;
  palette: Palette;
}

/** Splits a title into lines of at most `per` characters (two lines at most). */
function titleLines(title: string, per: number): string[] {
  const chars = [...title];
  if (chars.length <= per) return [title];
  return [chars.slice(0, per).join(''), chars.slice(per, per * 2).join('')];
}

/** A course cover, 16:9: badge, a title of one or two lines, caption, teacher, a play mark. */
export function drawCourseCover(spec: CourseCoverSpec): string {
  const p = spec.palette;
  const lines = titleLines(spec.title, 11);
  const size = lines.length === 1 ? Math.min(46, Math.floor(520 / [...spec.title].length)) : 38;
  const title = lines
    .map(
      (line, i) =>
        `<text x="44" y="${150 + i * (size + 12)}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="1">${esc(line)}</text>`,
    )
    .join('');
  const captionY = 150 + lines.length * (size + 12) + 8;
  const badgeWidth = 28 + [...spec.badge].length * 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COURSE_COVER_WIDTH}" height="${COURSE_COVER_HEIGHT}" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><pattern id="d" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" opacity=".16"/></pattern></defs><rect width="640" height="360" fill="url(#g)"/><rect width="640" height="360" fill="url(#d)"/><circle cx="560" cy="70" r="140" fill="#fff" opacity=".08"/><circle cx="600" cy="330" r="90" fill="#000" opacity=".07"/><g transform="translate(44 44)"><rect width="${badgeWidth}" height="36" rx="18" fill="${p.accent}"/><text x="${badgeWidth / 2}" y="25" text-anchor="middle" font-family="${FONT}" font-size="19" font-weight="700" fill="${p.from}">${esc(spec.badge)}</text></g>${title}<text x="46" y="${captionY}" font-family="${FONT}" font-size="22" fill="#fff" opacity=".9">${esc(spec.caption)}</text><g transform="translate(44 296)"><rect width="${40 + [...spec.teacher].length * 19}" height="34" rx="17" fill="#000" opacity=".18"/><text x="18" y="23" font-family="${FONT}" font-size="18" fill="#fff">${esc(spec.teacher)}</text></g><g transform="translate(548 282)"><circle r="34" fill="#fff" opacity=".95"/><path d="M-10 -16l26 16-26 16z" fill="${p.from}"/></g><text x="606" y="40" text-anchor="end" font-family="${FONT}" font-size="16" fill="#fff" opacity=".75">上岸网校</text></svg>`;
}

/** Wraps by character count; CJK glyphs are one em wide. */
function wrap(text: string, perLine: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += perLine) out.push(chars.slice(i, i + perLine).join(''));
  return out.length > 0 ? out : [''];
}

/** A lesson's handout (讲义), A4-proportioned: title band, numbered points, a footer. */
export function drawHandout(title: string, course: string, points: string[]): string {
  const width = 794;
  const lines: Array<{ text: string; indent: number; bold: boolean }> = [];
  points.forEach((point, index) => {
    wrap(`${index + 1}. ${point}`, 36).forEach((text, i) =>
      lines.push({ text, indent: i === 0 ? 0 : 24, bold: i === 0 && point.length < 14 }),
    );
    lines.push({ text: '', indent: 0, bold: false });
  });
  const height = Math.max(1123, 260 + lines.length * 34 + 120);
  const body = lines
    .map(
      (line, i) =>
        `<text x="${72 + line.indent}" y="${260 + i * 34}" font-family="${FONT}" font-size="20" fill="#222"${line.bold ? ' font-weight="700"' : ''}>${esc(line.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#fff"/><rect width="${width}" height="150" fill="#1456b8"/><text x="72" y="70" font-family="${FONT}" font-size="20" fill="#fff" opacity=".85">${esc(course)} · 课程讲义</text><text x="72" y="118" font-family="${FONT}" font-size="34" font-weight="800" fill="#fff">${esc(title)}</text><text x="72" y="210" font-family="${FONT}" font-size="18" fill="#888">本讲义仅供购买学员学习使用，请勿外传</text>${body}<text x="${width / 2}" y="${height - 48}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#999">上岸网校 · 公考备考</text></svg>`;
}
