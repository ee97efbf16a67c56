import { describe, expect, it } from 'vitest';
import { payLinkOf } from './pay-link';

describe('payLinkOf', () => {
  it('knows the local demo pay page of this site, whatever host the server wrote', () => {
    expect(payLinkOf('http://192.168.1.5:3000/pay/local/V2026112800001?t=abc')).toEqual({
      kind: 'local',
      orderNum: 'V2026112800001',
      token: 'abc',
    });
  });

  it('opens other web addresses (Alipay) and leaves scanner-only ones (WeChat Native) to a QR', () => {
    expect(payLinkOf('https://qr.alipay.com/bax01234')).toEqual({
      kind: 'web',
      href: 'https://qr.alipay.com/bax01234',
    });
    expect(payLinkOf('weixin://wxpay/bizpayurl?pr=abc')).toEqual({
      kind: 'scan',
      url: 'weixin://wxpay/bizpayurl?pr=abc',
    });
    // A local page without its token is only a web page (it would say the link is incomplete).
    expect(payLinkOf('http://localhost/pay/local/V1').kind).toBe('web');
  });
});
