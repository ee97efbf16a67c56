import { API_PREFIX } from '@shangan/shared';

/**
 * The demo catalogue's tier and benefit icons, drawn as SVG and served by this module
 * (GET /api/v1/pc/vipIcons/{key}.svg), so the demo needs no image hosting and a user row's
 * `icon` stays a short URL. An operator's own icons may be any image URL.
 */
const CROWN =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd978"/>' +
  '<stop offset="1" stop-color="#e2a23b"/></linearGradient></defs>' +
  '<path d="M6 36 9 14l10 9 5-13 5 13 10-9 3 22z" fill="url(#g)" stroke="#b7791f" ' +
  'stroke-width="2" stroke-linejoin="round"/>' +
  '<rect x="6" y="37" width="36" height="5" rx="2" fill="#b7791f"/>';

const DIAMOND =
  '<defs><linearGradient id="d" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b8d4ff"/>' +
  '<stop offset="1" stop-color="#6a5cff"/></linearGradient></defs>' +
  '<path d="M12 8h24l9 11-21 23L3 19z" fill="url(#d)" stroke="#4b3fd6" stroke-width="2" ' +
  'stroke-linejoin="round"/>' +
  '<path d="M3 19h42M17 8l-4 11 11 23 11-23-4-11" fill="none" stroke="#fff" ' +
  'stroke-opacity=".7" stroke-width="1.5"/>';

const GOLD = ['#f6c45f', '#d9921a'] as const;
const VIOLET = ['#8fa8ff', '#5b45e0'] as const;

/** A round benefit badge with one or two characters on it. */
function badge(text: string, [from, to]: readonly [string, string]): string {
  const size = text.length > 1 ? 17 : 22;
  return (
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<circle cx="24" cy="24" r="22" fill="url(#b)"/>' +
    `<text x="24" y="24" dy=".35em" text-anchor="middle" font-size="${size}" font-weight="700" ` +
    `fill="#fff" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif">` +
    `${text}</text>`
  );
}

const BODIES: Record<string, string> = {
  crown: CROWN,
  diamond: DIAMOND,
  'vip-questions': badge('题', GOLD),
  'vip-ai': badge('AI', GOLD),
  'vip-papers': badge('真', GOLD),
  'vip-report': badge('报', GOLD),
  'diamond-all': badge('V', VIOLET),
  'diamond-live': badge('播', VIOLET),
  'diamond-grading': badge('批', VIOLET),
  'diamond-adviser': badge('顾', VIOLET),
  'diamond-mock': badge('模', VIOLET),
};

export type VipIconKey = keyof typeof BODIES;

export function vipIconSvg(key: string): string | null {
  const body = BODIES[key];
  return body === undefined
    ? null
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>`;
}

export function vipIconUrl(key: VipIconKey): string {
  return `${API_PREFIX.main}/pc/vipIcons/${key}.svg`;
}
