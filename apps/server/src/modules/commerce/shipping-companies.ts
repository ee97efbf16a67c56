import type { ExpressCompany } from '@shangan/shared/contracts/commerce/shipping';

/** Carriers staff may ship with, by kuaidi100's company code. */
export const EXPRESS_COMPANIES: ExpressCompany[] = [
  { code: 'shunfeng', name: '顺丰速运' },
  { code: 'zhongtong', name: '中通快递' },
  { code: 'yuantong', name: '圆通速递' },
  { code: 'yunda', name: '韵达快递' },
  { code: 'shentong', name: '申通快递' },
  { code: 'jtexpress', name: '极兔速递' },
  { code: 'jd', name: '京东物流' },
  { code: 'ems', name: 'EMS' },
  { code: 'youzhengguonei', name: '邮政快递包裹' },
];

export function expressName(code: string): string {
  return EXPRESS_COMPANIES.find((c) => c.code === code)?.name ?? code;
}

export function isExpressCompany(code: string): boolean {
  return EXPRESS_COMPANIES.some((c) => c.code === code);
}
