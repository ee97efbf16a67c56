import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMobile } from '../../test/mobile-harness';
import { MobilePayment } from './mobile-payment';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function order(url: string) {
  return {
    orderNum: 'V20261128000001',
    product: 'VIP会员-月卡',
    payAmount: '39.00',
    url,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
}

function pay(url: string) {
  renderMobile(
    {
      '/vipCenter': <MobilePayment order={order(url)} returnTo="/vipCenter" onCancel={() => {}} />,
    },
    '/vipCenter',
  );
}

describe('paying an order on a phone', () => {
  it("opens WeChat Pay's mobile page from the phone's browser", () => {
    const h5 = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2';
    pay(h5);
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(h5);
  });

  it("asks WeChat's browser to press the code, and any other phone to scan it from elsewhere", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: `${IPHONE} MicroMessenger/8.0.50` });
    pay('weixin://wxpay/bizpayurl?pr=abc');
    await screen.findByText('长按二维码，选择「识别图中二维码」完成支付');
    cleanup();
    vi.unstubAllGlobals();

    pay('weixin://wxpay/bizpayurl?pr=abc');
    await screen.findByText(/请用另一部手机的微信扫码支付/);
  });
});
