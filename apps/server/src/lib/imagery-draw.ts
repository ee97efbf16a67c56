/**
 * Demo pictures drawn as SVG at seed time: a portal without banners and covers looks unfinished,
 * and the machine has no internet to fetch stock photos. Pure string building, so the seed stays
 * fast and every database gets the same bytes.
 */

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Warm and cool pairs in the colours Chinese exam portals use (red, blue, purple, green …). */
export const PALETTES: Palette[] = [
  { from: '#c9281b', to: '#f2793a', accent: '#ffd76a' },
  { from: '#1456b8', to: '#3f9df2', accent: '#8fe3ff' },
  { from: '#5b2bc4', to: '#a46df2', accent: '#ffc4f0' },
  { from: '#0a7d62', to: '#36c292', accent: '#d6ff8a' },
  { from: '#b3241f', to: '#e0492f', accent: '#ffe08a' },
  { from: '#0f4c81', to: '#2a8bc9', accent: '#ffd36e' },
  { from: '#8a3b12', to: '#e08a2c', accent: '#fff0b3' },
  { from: '#1d3f8f', to: '#6a5cf0', accent: '#9af0ff' },
];

export type IconKind = 'book' | 'calendar' | 'pen' | 'trophy' | 'megaphone' | 'chart' | 'badge';

const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei','Source Han Sans SC',sans-serif`;

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Simple line icons in a 100×100 box, white on the coloured field. */
function icon(kind: IconKind, accent: string): string {
  const s = `fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'book':
      return `<path ${s} d="M10 22c14-6 28-6 40 4v60c-12-10-26-10-40-4z"/><path ${s} d="M90 22c-14-6-28-6-40 4v60c12-10 26-10 40-4z"/><path stroke="${accent}" stroke-width="4" d="M60 40h20M60 52h20M60 64h14"/>`;
    case 'calendar':
      return `<rect ${s} x="12" y="20" width="76" height="68" rx="8"/><path ${s} d="M12 40h76M32 10v18M68 10v18"/><rect x="26" y="50" width="14" height="12" rx="2" fill="${accent}"/><rect x="46" y="50" width="14" height="12" rx="2" fill="#fff" opacity=".7"/><rect x="66" y="50" width="10" height="12" rx="2" fill="#fff" opacity=".7"/><rect x="26" y="68" width="14" height="12" rx="2" fill="#fff" opacity=".7"/>`;
    case 'pen':
      return `<rect ${s} x="14" y="12" width="56" height="76" rx="6"/><path ${s} d="M26 30h32M26 44h32M26 58h18"/><path fill="${accent}" stroke="#fff" stroke-width="4" stroke-linejoin="round" d="M88 34l8 8-34 34-12 4 4-12z"/>`;
    case 'trophy':
      return `<path ${s} d="M30 14h40v26a20 20 0 0 1-40 0z"/><path ${s} d="M30 22H16c0 14 6 22 16 22M70 22h14c0 14-6 22-16 22M50 60v14M34 88h32M40 74h20v14H40z"/><path fill="${accent}" d="M50 20l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z"/>`;
    case 'megaphone':
      return `<path ${s} d="M14 40h16l40-22v64L30 60H14z"/><path ${s} d="M30 60l6 24h12l-6-24"/><path stroke="${accent}" stroke-width="5" stroke-linecap="round" d="M80 36c6 6 6 22 0 28M88 28c10 10 10 34 0 44"/>`;
    case 'chart':
      return `<path ${s} d="M12 88h78M12 12v76"/><rect x="22" y="56" width="12" height="28" rx="2" fill="#fff" opacity=".75"/><rect x="42" y="42" width="12" height="42" rx="2" fill="#fff" opacity=".75"/><rect x="62" y="26" width="12" height="58" rx="2" fill="${accent}"/><path ${s} d="M22 46l20-14 18 8 26-26"/>`;
    case 'badge':
      return `<circle ${s} cx="50" cy="40" r="28"/><path ${s} d="M34 62l-10 28 16-8 10 14 6-26M66 62l10 28-16-8"/><path fill="${accent}" d="M50 24l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z"/>`;
  }
}

function defs(id: string, p: Palette): string {
  return `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><radialGradient id="${id}r" cx=".85" cy=".2" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><pattern id="${id}d" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" opacity=".18"/></pattern></defs>`;
}

export interface BannerSpec {
  title: string;
  subtitle: string;
  tag: string;
  action: string;
  icon: IconKind;
  palette: Palette;
}

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * A 3:1 home banner. Everything sits between x 220 and 1000 so that the phone layout, which crops
 * the sides to fill a 2:1 box (object-fit: cover), still shows all of it.
 */
export function drawBanner(spec: BannerSpec): string {
  const p = spec.palette;
  const title = esc(spec.title);
  // The headline must end before the icon (x 820) however long the ad's title is.
  const size = Math.min(64, Math.floor(600 / Math.max(1, spec.title.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 1200 400">${defs('b', p)}<rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#bd)"/><rect width="1200" height="400" fill="url(#br)"/><circle cx="1080" cy="380" r="220" fill="#fff" opacity=".08"/><circle cx="120" cy="-40" r="160" fill="#fff" opacity=".07"/><path d="M0 330 C300 280 500 400 800 340 S1100 300 1200 320 V400 H0z" fill="#000" opacity=".08"/><g transform="translate(220 86)"><rect width="${24 + spec.tag.length * 22}" height="38" rx="19" fill="${p.accent}"/><text x="${12 + spec.tag.length * 11}" y="26" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="${p.from}">${esc(spec.tag)}</text></g><text x="220" y="190" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="2">${title}</text><text x="222" y="246" font-family="${FONT}" font-size="26" fill="#fff" opacity=".92">${esc(spec.subtitle)}</text><g transform="translate(220 280)"><rect width="180" height="52" rx="26" fill="#fff"/><text x="90" y="34" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="${p.from}">${esc(spec.action)} ›</text></g><g transform="translate(830 90)"><circle cx="80" cy="110" r="100" fill="#fff" opacity=".14"/><circle cx="80" cy="110" r="72" fill="#fff" opacity=".12"/><g transform="translate(20 50) scale(1.2)">${icon(spec.icon, p.accent)}</g></g><text x="990" y="372" text-anchor="end" font-family="${FONT}" font-size="18" fill="#fff" opacity=".7">上岸教育 · 公考备考</text></svg>`;
}

export interface CoverSpec {
  title: string;
  caption: string;
  icon: IconKind;
  palette: Palette;
}

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 240;

/** A topic (专题) header: 8:3, headline left, icon right. */
export function drawCover(spec: CoverSpec): string {
  const p = spec.palette;
  const size = spec.title.length > 8 ? 36 : 42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 640 240">${defs('c', p)}<rect width="640" height="240" fill="url(#cg)"/><rect width="640" height="240" fill="url(#cd)"/><rect width="640" height="240" fill="url(#cr)"/><circle cx="560" cy="200" r="120" fill="#fff" opacity=".1"/><rect x="36" y="40" width="6" height="46" rx="3" fill="${p.accent}"/><text x="56" y="${size + 38}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${esc(spec.title)}</text><text x="38" y="138" font-family="${FONT}" font-size="20" fill="#fff" opacity=".9">${esc(spec.caption)}</text><g transform="translate(38 164)"><rect width="116" height="38" rx="19" fill="#fff" opacity=".95"/><text x="58" y="25" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="700" fill="${p.from}">进入专题</text></g><g transform="translate(470 62) scale(1.2)">${icon(spec.icon, p.accent)}</g></svg>`;
}

export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 120;

/** A course or book thumbnail: a book spine for books, a play badge for courses. */
export function drawThumb(title: string, kind: 'course' | 'book', palette: Palette): string {
  const p = palette;
  // Two lines of at most five characters fit the 4:3 face.
  const lines = [title.slice(0, 5), title.slice(5, 10)].filter(Boolean).map(esc);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${kind === 'book' ? 34 : 16}" y="${44 + i * 26}" font-family="${FONT}" font-size="21" font-weight="800" fill="#fff">${line}</text>`,
    )
    .join('');
  const mark =
    kind === 'book'
      ? `<rect x="0" y="0" width="22" height="120" fill="#000" opacity=".18"/><rect x="22" y="0" width="3" height="120" fill="#fff" opacity=".35"/><rect x="34" y="92" width="70" height="16" rx="8" fill="${p.accent}"/><text x="69" y="104.5" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="700" fill="${p.from}">上岸图书</text>`
      : `<circle cx="132" cy="94" r="18" fill="#fff" opacity=".95"/><path d="M126 85l15 9-15 9z" fill="${p.from}"/><rect x="16" y="92" width="64" height="16" rx="8" fill="${p.accent}"/><text x="48" y="104.5" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="700" fill="${p.from}">上岸网校</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" viewBox="0 0 160 120">${defs('t', p)}<rect width="160" height="120" rx="0" fill="url(#tg)"/><rect width="160" height="120" fill="url(#tr)"/><circle cx="150" cy="10" r="40" fill="#fff" opacity=".1"/>${text}${mark}</svg>`;
}

export interface ColumnHeaderSpec {
  title: string;
  /** The sub-columns, shown as a line of what the column covers. */
  caption: string;
  icon: IconKind;
  palette: Palette;
}

export const COLUMN_HEADER_WIDTH = 1200;
export const COLUMN_HEADER_HEIGHT = 160;

/**
 * A column page's header strip, 15:2. The headline and caption stay in the left 900 px and the
 * icon on the right, so a narrow screen that scales the strip down still reads the headline.
 */
export function drawColumnHeader(spec: ColumnHeaderSpec): string {
  const p = spec.palette;
  const size = Math.min(56, Math.floor(640 / Math.max(1, spec.title.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COLUMN_HEADER_WIDTH}" height="${COLUMN_HEADER_HEIGHT}" viewBox="0 0 1200 160">${defs('h', p)}<rect width="1200" height="160" fill="url(#hg)"/><rect width="1200" height="160" fill="url(#hd)"/><rect width="1200" height="160" fill="url(#hr)"/><circle cx="1110" cy="150" r="130" fill="#fff" opacity=".09"/><rect x="48" y="34" width="8" height="56" rx="4" fill="${p.accent}"/><text x="74" y="${42 + size * 0.8}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="2">${esc(spec.title)}</text><text x="50" y="130" font-family="${FONT}" font-size="22" fill="#fff" opacity=".9">${esc(spec.caption)}</text><g transform="translate(1000 22) scale(1.15)">${icon(spec.icon, p.accent)}</g></svg>`;
}

export interface BookCoverSpec {
  title: string;
  /** A line under the title (the subject, the edition). */
  subtitle: string;
  /** The series band across the top, e.g. 公务员录用考试专用教材. */
  series: string;
  author: string;
  /** The year of the edition, printed large (2026版). */
  edition: string;
  icon: IconKind;
  palette: Palette;
}

export const BOOK_COVER_WIDTH = 480;
export const BOOK_COVER_HEIGHT = 640;

/**
 * A printed exam book's front cover, 3:4: series band, the edition year, a title of one or two
 * lines, the subject, an icon and the publisher's mark at the foot.
 */
export function drawBookCover(spec: BookCoverSpec): string {
  const p = spec.palette;
  // Titles of up to 7 characters take one line; longer ones break into two of at most 8.
  const lines =
    spec.title.length <= 7 ? [spec.title] : [spec.title.slice(0, 8), spec.title.slice(8, 16)];
  const size = Math.min(58, Math.floor(400 / Math.max(...lines.map((l) => l.length), 1)));
  const title = lines
    .map(
      (line, i) =>
        `<text x="40" y="${250 + i * (size + 14)}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="2">${esc(line)}</text>`,
    )
    .join('');
  const subtitleY = 250 + lines.length * (size + 14) + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BOOK_COVER_WIDTH}" height="${BOOK_COVER_HEIGHT}" viewBox="0 0 480 640">${defs('k', p)}<rect width="480" height="640" fill="url(#kg)"/><rect width="480" height="640" fill="url(#kd)"/><rect width="480" height="640" fill="url(#kr)"/><rect x="0" y="0" width="18" height="640" fill="#000" opacity=".2"/><rect x="18" y="0" width="3" height="640" fill="#fff" opacity=".3"/><rect x="40" y="44" width="400" height="44" rx="6" fill="#fff" opacity=".16"/><text x="240" y="74" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff" letter-spacing="4">${esc(spec.series)}</text><text x="40" y="160" font-family="${FONT}" font-size="40" font-weight="800" fill="${p.accent}">${esc(spec.edition)}</text>${title}<rect x="40" y="${subtitleY - 26}" width="6" height="32" rx="3" fill="${p.accent}"/><text x="56" y="${subtitleY}" font-family="${FONT}" font-size="22" fill="#fff" opacity=".95">${esc(spec.subtitle)}</text><circle cx="380" cy="500" r="96" fill="#fff" opacity=".12"/><g transform="translate(320 440) scale(1.2)">${icon(spec.icon, p.accent)}</g><text x="40" y="540" font-family="${FONT}" font-size="20" fill="#fff" opacity=".9">${esc(spec.author)} 编著</text><rect x="0" y="584" width="480" height="56" fill="#000" opacity=".16"/><text x="40" y="620" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff">上岸图书</text><text x="440" y="620" text-anchor="end" font-family="${FONT}" font-size="16" fill="#fff" opacity=".8">上岸教育 · 公考备考</text></svg>`;
}

export interface PortraitSpec {
  /** The coach's name; the surname is set on the badge. */
  name: string;
  /** short or long hair, so a page of coaches is not one face repeated. */
  hair: 'short' | 'long';
  palette: Palette;
}

export const PORTRAIT_WIDTH = 240;
export const PORTRAIT_HEIGHT = 240;

/**
 * A coach's avatar, 1:1: a head-and-shoulders figure in a jacket over the palette's field, the
 * surname on a badge at the foot. Drawn, not photographed: the demo has no pictures of people.
 */
export function drawPortrait(spec: PortraitSpec): string {
  const p = spec.palette;
  const hair =
    spec.hair === 'long'
      ? `<path d="M74 112c-6-46 18-72 46-72s52 26 46 72l8 58h-30l-4-40H100l-4 40H66z" fill="#2b2320"/>`
      : `<path d="M80 100c-4-36 16-58 40-58s46 20 40 58c-6-14-20-24-40-24s-34 10-40 24z" fill="#2b2320"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 240 240">${defs('p', p)}<rect width="240" height="240" fill="url(#pg)"/><rect width="240" height="240" fill="url(#pr)"/><circle cx="200" cy="36" r="60" fill="#fff" opacity=".1"/>${hair}<path d="M40 240c4-44 34-66 80-66s76 22 80 66z" fill="#1f2a44"/><path d="M100 176l20 34 20-34z" fill="#fff"/><path d="M114 186h12l-3 30h-6z" fill="${p.from}"/><rect x="108" y="146" width="24" height="32" rx="10" fill="#e8b996"/><ellipse cx="120" cy="112" rx="36" ry="42" fill="#f1c7a5"/><path d="M84 104c2-30 18-44 36-44s34 14 36 44c-8-16-20-22-36-22s-28 6-36 22z" fill="#2b2320"/><circle cx="106" cy="116" r="3.6" fill="#2b2320"/><circle cx="134" cy="116" r="3.6" fill="#2b2320"/><path d="M110 136q10 8 20 0" fill="none" stroke="#b5523f" stroke-width="3" stroke-linecap="round"/><g transform="translate(170 186)"><circle r="30" fill="${p.accent}"/><text y="11" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="800" fill="${p.from}">${esc(spec.name.slice(0, 1))}</text></g></svg>`;
}

/**
 * A person's drawn avatar, stored by `store` (which answers the picture's address), as the avatar
 * columns teacher and coach rows share.
 */
export async function storePortrait(
  store: (fileName: string, svg: string) => Promise<string>,
  fileName: string,
  spec: PortraitSpec,
): Promise<{ avatar_url: string; avatar_width: number; avatar_height: number }> {
  return {
    avatar_url: await store(fileName, drawPortrait(spec)),
    avatar_width: PORTRAIT_WIDTH,
    avatar_height: PORTRAIT_HEIGHT,
  };
}
