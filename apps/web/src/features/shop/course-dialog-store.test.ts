import { afterEach, describe, expect, it } from 'vitest';
import {
  closeCourseDialog,
  getCourseDialog,
  nextCourseDialog,
  openCourseDialog,
  orderFailed,
  orderPaid,
  orderPlaced,
  previousCourseDialog,
  registrationOf,
  resetCourseDialog,
  setCoupon,
  setRegistration,
  stepAfter,
  stepBefore,
} from './course-dialog-store';
import type { CreatedShopOrder } from './types';

const PURCHASE = {
  goodsId: 3,
  slotId: 41,
  depositId: null,
  title: '一对一笔试辅导',
  slotText: '6月3日 周三 19:00–21:00 · 黄志远',
};
const ME = { name: '小岸', phone: '13800000001' };
const ORDER: CreatedShopOrder = {
  id: 9,
  orderNum: 'S20260603190000123456',
  product: '一对一笔试辅导 · 6月3日 19:00 黄志远',
  goodsAmount: '3980.00',
  freight: '0.00',
  discount: '20.00',
  payAmount: '3960.00',
  url: 'http://localhost/pay/local/S20260603190000123456?t=x',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

afterEach(() => {
  resetCourseDialog();
});

describe('the course-purchase dialog family', () => {
  it('walks a service through 报名信息, 课程顾问, 优惠券, 支付 and 支付成功', () => {
    expect(stepAfter('signUp')).toBe('customer');
    expect(stepAfter('paySuccess')).toBeNull();
    expect(stepBefore('signUp')).toBeNull();

    openCourseDialog(PURCHASE, ME, 7);
    expect(getCourseDialog()).toMatchObject({
      dialog: 'signUp',
      nextDialog: 'customer',
      purchase: PURCHASE,
      registration: ME,
      customer: undefined,
      coupons: null,
      deposit: null,
    });
    nextCourseDialog();
    nextCourseDialog();
    expect(getCourseDialog()).toMatchObject({ dialog: 'coupon', nextDialog: 'coursePay' });
    previousCourseDialog();
    expect(getCourseDialog().dialog).toBe('customer');
    nextCourseDialog();

    orderPlaced(ORDER);
    expect(getCourseDialog()).toMatchObject({ dialog: 'coursePay', order: ORDER, orderId: 9 });
    // The payment step is not left backwards: the order exists.
    previousCourseDialog();
    expect(getCourseDialog().dialog).toBe('coursePay');
    orderPaid();
    expect(getCourseDialog()).toMatchObject({
      dialog: 'paySuccess',
      nextDialog: null,
      order: null,
      orderId: 9,
    });
  });

  it('goes back to the coupon step when the order closes while waiting', () => {
    openCourseDialog(PURCHASE, ME, 7);
    setCoupon('none');
    orderPlaced(ORDER);
    orderFailed();
    expect(getCourseDialog()).toMatchObject({
      dialog: 'coupon',
      order: null,
      orderId: null,
      coupons: 'none',
    });
  });

  it('keeps the 报名信息 entered for the next purchase of the session, and starts a deposit from the page', () => {
    openCourseDialog(PURCHASE, ME, 7);
    setRegistration({ name: '李上岸', phone: '13912345678' });
    closeCourseDialog();
    expect(getCourseDialog().dialog).toBeNull();
    openCourseDialog({ ...PURCHASE, depositId: 5 }, ME, 7);
    expect(getCourseDialog()).toMatchObject({
      registration: { name: '李上岸', phone: '13912345678' },
      deposit: 5,
    });
    // Another account signed in since: its own name and phone, not the previous one's.
    closeCourseDialog();
    openCourseDialog(PURCHASE, { name: '王五', phone: '13700000000' }, 8);
    expect(getCourseDialog().registration).toEqual({ name: '王五', phone: '13700000000' });
  });

  it('fills 报名信息 from the account', () => {
    expect(registrationOf({ realname: '', nick_name: '小岸', telephone: null })).toEqual({
      name: '小岸',
      phone: '',
    });
    expect(
      registrationOf({ realname: '王小岸', nick_name: '小岸', telephone: '13800000001' }),
    ).toEqual({ name: '王小岸', phone: '13800000001' });
  });
});
