/** The shop (docs/areas/commerce.md): order deadlines and the parcel-tracking carrier. */
export interface ShopConfig {
  /** An unpaid shop order closes after this many minutes, handing back stock and coupon. */
  orderTtlMinutes: number;
  /** A shipped order counts as received this many days after shipping unless the buyer said so. */
  autoReceiveDays: number;
  parcel: ParcelConfig;
}

/** `local` draws a believable track for demo parcels; `kuaidi100` asks kuaidi100's query API. */
export interface ParcelConfig {
  provider: 'local' | 'kuaidi100';
  kuaidi100: { customer: string; key: string; apiBase: string } | null;
}

export function parseShop(
  env: NodeJS.ProcessEnv,
  problems: string[],
  int: (name: string, fallback: number) => number,
): ShopConfig {
  const orderTtlMinutes = int('SHOP_ORDER_TTL_MINUTES', 30);
  if (orderTtlMinutes < 1) problems.push('SHOP_ORDER_TTL_MINUTES must be at least 1');
  const autoReceiveDays = int('SHOP_AUTO_RECEIVE_DAYS', 10);
  if (autoReceiveDays < 1) problems.push('SHOP_AUTO_RECEIVE_DAYS must be at least 1');

  const provider = env.PARCEL_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 'kuaidi100') {
    problems.push('PARCEL_PROVIDER must be local or kuaidi100');
  }
  let kuaidi100: ParcelConfig['kuaidi100'] = null;
  if (provider === 'kuaidi100') {
    for (const name of ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'])
      if (!env[name]) problems.push(`${name} is required when PARCEL_PROVIDER=kuaidi100`);
    const apiBase = (env.KUAIDI100_API_BASE ?? 'https://poll.kuaidi100.com').replace(/\/+$/, '');
    if (!/^https?:\/\//.test(apiBase)) {
      problems.push('KUAIDI100_API_BASE must start with http:// or https://');
    }
    kuaidi100 = { customer: env.KUAIDI100_CUSTOMER ?? '', key: env.KUAIDI100_KEY ?? '', apiBase };
  }
  return {
    orderTtlMinutes,
    autoReceiveDays,
    parcel: { provider: provider as ParcelConfig['provider'], kuaidi100 },
  };
}
