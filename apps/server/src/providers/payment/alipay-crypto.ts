import crypto from 'node:crypto';

/**
 * The pieces of Alipay's OpenAPI protocol (public-key mode, sign_type RSA2) that both our
 * adapter and the test gateway need: the signed string of a parameter set, SHA256withRSA
 * signatures in base64, the exact text of an answer's response node, China wall-clock times
 * and yuan amounts.
 */

/**
 * `key=value&…` sorted by key, values as they are (not URL-encoded). A request leaves out
 * `sign` and empty values; a notification is checked over every parameter but `sign` and
 * `sign_type`, empty ones included.
 */
export function signContent(
  params: Record<string, string>,
  kind: 'request' | 'notify' = 'request',
): string {
  return Object.keys(params)
    .filter((key) =>
      kind === 'request'
        ? key !== 'sign' && params[key] !== ''
        : key !== 'sign' && key !== 'sign_type',
    )
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(privateKey: crypto.KeyObject, content: string): string {
  return crypto.sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(
  publicKey: crypto.KeyObject,
  content: string,
  signature: string,
): boolean {
  try {
    return crypto.verify(
      'sha256',
      Buffer.from(content, 'utf8'),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/**
 * The exact text of a top-level member of a JSON answer, such as
 * `alipay_trade_precreate_response`: Alipay signs those characters as it sent them (escaped
 * slashes and all), so a re-serialization would not verify. Undefined when there is no such
 * member or the text is not a JSON object.
 */
export function memberText(json: string, name: string): string | undefined {
  let i = skipSpace(json, 0);
  if (json[i] !== '{') return undefined;
  i = skipSpace(json, i + 1);
  while (i < json.length && json[i] === '"') {
    const keyEnd = scanValue(json, i);
    if (keyEnd < 0) return undefined;
    let key: unknown;
    try {
      key = JSON.parse(json.slice(i, keyEnd));
    } catch {
      return undefined;
    }
    i = skipSpace(json, keyEnd);
    if (json[i] !== ':') return undefined;
    const start = skipSpace(json, i + 1);
    const end = scanValue(json, start);
    if (end < 0) return undefined;
    if (key === name) return json.slice(start, end);
    i = skipSpace(json, end);
    if (json[i] !== ',') return undefined;
    i = skipSpace(json, i + 1);
  }
  return undefined;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  return i;
}

/** The index just past the JSON value starting at `start`, or -1 when it does not end. */
function scanValue(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length) return -1;
      i++;
      if (depth === 0) return i;
      continue;
    }
    // Outside any bracket this is a number, true, false or null, which ends here.
    if (depth === 0 && ',}] \t\r\n'.includes(c)) return i === start ? -1 : i;
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return depth === 0 && i > start ? i : -1;
}

/** `yyyy-MM-dd HH:mm:ss` in China time, the format of Alipay's timestamps and time_expire. */
export function chinaDateTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a China-time `yyyy-MM-dd HH:mm:ss` names; undefined for anything else. */
export function parseChinaDateTime(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A yuan amount as Alipay writes it ("39.00", "0.5", "12") in integer fen; null when malformed. */
export function yuanToFen(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
