/**
 * What a phone can do with the payment address the server returns for an order (the `url` the
 * desktop site draws as a QR code), by gateway (docs/areas/vip.md):
 *
 * - `local`: the local demo gateway's page of this site, /pay/local/{orderNum}?t=…; the mobile
 *   site opens its own version of it at the same path, whatever host the server wrote (a demo
 *   machine may name itself by its LAN address).
 * - `web`: an https page the phone's browser can open (Alipay's qr.alipay.com and WeChat Pay's
 *   mobile page, which the server opens for phones, hand over to their apps).
 * - `scan`: only a scanner understands it (WeChat Pay Native's weixin://wxpay/…, which the server
 *   opens for computers and for WeChat's own browser): the phone shows the code, to press in
 *   WeChat, or to scan from another phone or a saved screenshot.
 */
export type PayLink =
  | { kind: 'local'; orderNum: string; token: string }
  | { kind: 'web'; href: string }
  | { kind: 'scan'; url: string };

const LOCAL_PAY_PATH = /^\/pay\/local\/([A-Za-z0-9]+)\/?$/;

export function payLinkOf(url: string): PayLink {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'scan', url };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'scan', url };
  const local = LOCAL_PAY_PATH.exec(parsed.pathname);
  const token = parsed.searchParams.get('t');
  if (local?.[1] && token) return { kind: 'local', orderNum: local[1], token };
  return { kind: 'web', href: parsed.href };
}
