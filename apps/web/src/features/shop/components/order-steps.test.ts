import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../types';
import { orderSteps } from './order-steps';

const ORDER: OrderDetail = {
  id: 1,
  source: 'shop',
  kind: 'book',
  orderNum: 'S202601010001',
  title: '行测题库',
  cover: '',
  lines: [],
  goodsAmount: '59.00',
  freight: '0.00',
  discount: '0.00',
  payAmount: '59.00',
  state: 'unpaid',
  stateText: '待支付',
  createdAt: '2026-01-01T02:00:00.000Z',
  paidAt: null,
  expiresAt: '2026-01-01T02:30:00.000Z',
  canPay: true,
  canCancel: true,
  canDelete: false,
  canConfirm: false,
  address: { name: '张三', phone: '13800000001', fullAddress: '北京市东城区1号', postcode: '' },
  coupon: null,
  remark: '',
  shipment: null,
  timeline: [{ state: 'unpaid', text: '提交订单', at: '2026-01-01T02:00:00.000Z' }],
  closedReason: null,
  receivedAt: null,
};

const summary = (order: OrderDetail) =>
  orderSteps(order).map((step) => `${step.title}:${step.status}${step.at ? '@' : ''}`);

describe('orderSteps', () => {
  it('walks 下单、支付、发货、签收 for posted goods, with the times reached so far', () => {
    expect(summary(ORDER)).toEqual(['下单:finish@', '支付:process', '发货:wait', '签收:wait']);
    const shipped: OrderDetail = {
      ...ORDER,
      state: 'shipped',
      paidAt: '2026-01-01T02:05:00.000Z',
      shipment: {
        company: 'local',
        companyName: '上岸快递',
        trackingNumber: 'SA123456',
        shippedAt: '2026-01-02T02:00:00.000Z',
      },
    };
    expect(summary(shipped)).toEqual([
      '下单:finish@',
      '支付:finish@',
      '发货:finish@',
      '签收:process',
    ]);
    const received: OrderDetail = {
      ...shipped,
      state: 'received',
      receivedAt: '2026-01-04T02:00:00.000Z',
    };
    expect(summary(received)).toEqual([
      '下单:finish@',
      '支付:finish@',
      '发货:finish@',
      '签收:finish@',
    ]);
  });

  it('ends a closed order after 下单 with the reason it closed', () => {
    const closed: OrderDetail = {
      ...ORDER,
      state: 'closed',
      closedReason: '已取消',
      timeline: [
        ...ORDER.timeline,
        { state: 'closed', text: '订单已取消', at: '2026-01-01T02:10:00.000Z' },
      ],
    };
    expect(summary(closed)).toEqual(['下单:finish@', '已取消:error@']);
  });

  it('has no delivery steps for goods without an address, and shows refunds after 支付', () => {
    const paidService: OrderDetail = {
      ...ORDER,
      address: null,
      state: 'received',
      paidAt: '2026-01-01T02:05:00.000Z',
      receivedAt: '2026-01-01T02:05:00.000Z',
    };
    expect(summary(paidService)).toEqual(['下单:finish@', '支付:finish@', '完成:finish@']);
    expect(summary({ ...paidService, state: 'refunding' })).toEqual([
      '下单:finish@',
      '支付:finish@',
      '退款中:process',
    ]);
  });
});
