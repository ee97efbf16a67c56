import { describe, expect, it } from 'vitest';
import type { ConfigError } from './env.ts';
import { loadConfig } from './env.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
}

describe('shop configuration', () => {
  it('defaults to 30-minute unpaid orders, 10-day auto-receipt and the local carrier', () => {
    expect(loadConfig({}).shop).toEqual({
      orderTtlMinutes: 30,
      autoReceiveDays: 10,
      parcel: { provider: 'local', kuaidi100: null },
    });
  });

  it('reads kuaidi100 credentials and refuses bad values with the list of problems', () => {
    const shop = loadConfig({
      SHOP_ORDER_TTL_MINUTES: '15',
      PARCEL_PROVIDER: 'kuaidi100',
      KUAIDI100_CUSTOMER: 'C0FFEE',
      KUAIDI100_KEY: 'k3y',
      KUAIDI100_API_BASE: 'http://127.0.0.1:9/',
    }).shop;
    expect(shop.orderTtlMinutes).toBe(15);
    expect(shop.parcel.kuaidi100).toEqual({
      customer: 'C0FFEE',
      key: 'k3y',
      apiBase: 'http://127.0.0.1:9',
    });
    expect(problemsOf({ SHOP_ORDER_TTL_MINUTES: '0', SHOP_AUTO_RECEIVE_DAYS: 'x' })).toEqual(
      [
        expect.stringMatching(/SHOP_AUTO_RECEIVE_DAYS/),
        'SHOP_ORDER_TTL_MINUTES must be at least 1',
      ].sort(),
    );
    expect(problemsOf({ PARCEL_PROVIDER: 'kuaidi100' })).toEqual([
      'KUAIDI100_CUSTOMER is required when PARCEL_PROVIDER=kuaidi100',
      'KUAIDI100_KEY is required when PARCEL_PROVIDER=kuaidi100',
    ]);
    expect(problemsOf({ PARCEL_PROVIDER: 'sf' })).toEqual([
      'PARCEL_PROVIDER must be local or kuaidi100',
    ]);
  });
});
