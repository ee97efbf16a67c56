import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ConsoleCouponMsg, COUPON_BATCH_MAX, readPhoneList } from '@shangan/shared';
import {
  amountBroken,
  chinaToday,
  couponBody,
  EMPTY_COUPON,
  minSpendBroken,
  rangeBroken,
} from './coupon-values';

describe('the coupon form’s checks', () => {
  it('takes a face value above 0 with at most two decimals, and a threshold of 0 or above it', () => {
    expect(['20', '0.01', '12.50'].map(amountBroken)).toEqual([false, false, false]);
    expect(['0', '0.00', '', '1.234', '-5', undefined].map(amountBroken)).toEqual(
      Array(6).fill(true),
    );
    expect(minSpendBroken('0', '20')).toBe(false);
    expect(minSpendBroken('', '20')).toBe(false);
    expect(minSpendBroken('100', '20')).toBe(false);
    expect(minSpendBroken('20.00', '20')).toBe(true);
    expect(minSpendBroken('19.99', '20')).toBe(true);
    expect(minSpendBroken('abc', '20')).toBe(true);
    // Against a face value that is none yet, only its own shape counts.
    expect(minSpendBroken('5', '')).toBe(false);
  });

  it('refuses a range that is not whole or ends before today', () => {
    const today = dayjs(chinaToday());
    expect(rangeBroken([today, today])).toBe(false);
    expect(rangeBroken([today.subtract(3, 'day'), today])).toBe(false);
    expect(rangeBroken([today.subtract(3, 'day'), today.subtract(1, 'day')])).toBe(true);
    expect(rangeBroken([today.add(2, 'day'), today.add(1, 'day')])).toBe(true);
    expect(rangeBroken([today, null])).toBe(true);
    expect(rangeBroken(null)).toBe(true);
  });

  it('sends days, or the range as China days without days', () => {
    const values = { ...EMPTY_COUPON, name: ' 券 ', amount: ' 5 ', minSpend: ' ' };
    expect(couponBody(values)).toEqual({
      name: '券',
      amount: '5',
      minSpend: '0',
      scopeKind: null,
      validDays: 30,
    });
    expect(
      couponBody({
        ...values,
        scope: 'coaching',
        validity: 'range',
        range: [dayjs('2026-12-01'), dayjs('2026-12-31')],
      }),
    ).toEqual({
      name: '券',
      amount: '5',
      minSpend: '0',
      scopeKind: 'coaching',
      validDays: null,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
    });
  });
});

describe('a pasted phone list', () => {
  it('reads lines, commas, spaces and semicolons, and counts each phone once', () => {
    const read = readPhoneList(' 13800000001，13800000002;13800000001\r\n\t13800000003、 ');
    expect(read.entries).toHaveLength(4);
    expect(read.phones).toEqual(['13800000001', '13800000002', '13800000003']);
    expect(read.problem).toBeNull();
  });

  it('names the first malformed entry by its place as pasted, from 1', () => {
    expect(readPhoneList('13800000001\n+8613800000002\n2380000000').problem).toBe(
      ConsoleCouponMsg.phoneInvalid(2, '+8613800000002'),
    );
    expect(readPhoneList(`13800000001 ${'9'.repeat(30)}`).problem).toBe(
      ConsoleCouponMsg.phoneInvalid(2, '9'.repeat(20)),
    );
    expect(readPhoneList(' \n ').problem).toBe(ConsoleCouponMsg.phonesRequired);
  });

  it(`takes at most ${COUPON_BATCH_MAX} distinct phones, repeats not counted`, () => {
    const phones = Array.from({ length: COUPON_BATCH_MAX }, (_, i) => String(13900000000 + i));
    expect(readPhoneList([...phones, ...phones].join('\n')).problem).toBeNull();
    expect(readPhoneList([...phones, '13800000000'].join('\n')).problem).toBe(
      ConsoleCouponMsg.phonesTooMany,
    );
  });
});
