import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/time.ts';
import {
  basisOf,
  deductionFor,
  offerType,
  quote,
  Reason,
  remainingDays,
  type MemberState,
} from './pricing.ts';
import { fenToYuan } from './money.ts';

const now = new Date('2025-03-01T00:00:00.000Z');
const vip = { weight: 10, isChange: true };
const diamond = { weight: 20, isChange: true };
const month = { id: 1, days: 30, price: 3900, discountAmount: null, level: 1 };
const quarter = { id: 2, days: 90, price: 9900, discountAmount: 8900, level: 2 };
const diamondQuarter = { id: 4, days: 90, price: 19900, discountAmount: null, level: 1 };
const member = (daysLeft: number, current = { packageId: 1, level: 1, price: 3900, days: 30 }) =>
  ({
    weight: 10,
    expiresAt: new Date(now.getTime() + daysLeft * DAY_MS),
    current,
  }) satisfies MemberState;
const none: MemberState = { weight: 0, expiresAt: null, current: null };

describe('VIP pricing', () => {
  it('formats fen as yuan with two decimals', () => {
    expect([0, 5, 100, 3900, 19999, -250].map(fenToYuan)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '39.00',
      '199.99',
      '-2.50',
    ]);
  });

  it('counts remaining days rounded up and never below zero', () => {
    expect(remainingDays(new Date(now.getTime() + 1), now)).toBe(1);
    expect(remainingDays(new Date(now.getTime() + 30 * DAY_MS), now)).toBe(30);
    expect(remainingDays(new Date(now.getTime() - DAY_MS), now)).toBe(0);
    expect(remainingDays(null, now)).toBe(0);
  });

  it('deducts original price / total days × remaining days', () => {
    expect(deductionFor(member(15), now)).toBe(1950);
    expect(deductionFor(member(7), now)).toBe(910);
    // 8900 / 90 × 31 = 3065.55… → 3066 fen
    expect(deductionFor(member(31, { packageId: 2, level: 2, price: 8900, days: 90 }), now)).toBe(
      3066,
    );
    expect(deductionFor({ ...member(10), current: null }, now)).toBe(0);
  });

  it('prices a new purchase at the discount when there is one', () => {
    expect(quote(1, none, vip, quarter, now)).toMatchObject({
      isBuy: true,
      payAmount: 8900,
      deduction: 0,
      validUntil: new Date(now.getTime() + 90 * DAY_MS),
    });
    expect(quote(1, member(5), vip, quarter, now)).toMatchObject({
      isBuy: false,
      reason: Reason.alreadyMember,
    });
  });

  it('renews from the current expiry at full price', () => {
    expect(quote(2, member(10), vip, month, now)).toMatchObject({
      isBuy: true,
      payAmount: 3900,
      daysRemaining: 10,
      validUntil: new Date(now.getTime() + 40 * DAY_MS),
    });
    expect(quote(2, none, vip, month, now)).toMatchObject({
      isBuy: false,
      reason: Reason.notMember,
    });
  });

  it('changes only to a higher level of the same tier, for the difference', () => {
    expect(quote(3, member(15), vip, quarter, now)).toMatchObject({
      isBuy: true,
      deduction: 1950,
      payAmount: 8900 - 1950,
      validUntil: new Date(now.getTime() + 90 * DAY_MS),
    });
    expect(quote(3, member(15), vip, month, now).reason).toBe(Reason.sameAsCurrent);
    const onQuarter = member(80, { packageId: 2, level: 2, price: 8900, days: 90 });
    expect(quote(3, onQuarter, vip, month, now).reason).toBe(Reason.lowerLevel);
    expect(quote(3, member(15), { ...vip, isChange: false }, quarter, now).reason).toBe(
      Reason.changeNotOffered,
    );
    expect(quote(3, member(15), diamond, diamondQuarter, now).reason).toBe(Reason.changeOtherTier);
    // Much time left: the new package would be worth less than what is given up.
    expect(quote(3, member(300), vip, quarter, now)).toMatchObject({
      isBuy: false,
      reason: Reason.nothingToPay,
      payAmount: 0,
    });
  });

  it('upgrades only upwards, deducting the remaining value', () => {
    expect(quote(4, member(30), diamond, diamondQuarter, now)).toMatchObject({
      isBuy: true,
      deduction: 3900,
      payAmount: 16000,
    });
    const top = { ...member(30), weight: 20 };
    expect(quote(4, top, vip, quarter, now).reason).toBe(Reason.upgradeNotHigher);
    expect(quote(2, top, vip, quarter, now).reason).toBe(Reason.lowerTier);
  });

  it('offers a higher tier as an upgrade in renewal and change lists', () => {
    expect(offerType(2, member(3), diamond)).toBe(4);
    expect(offerType(3, member(3), vip)).toBe(3);
    expect(offerType(2, none, diamond)).toBe(2);
    expect(offerType(1, member(3), diamond)).toBe(1);
  });

  it('fingerprints the membership a price depends on', () => {
    expect(basisOf(none)).toBe('0||');
    expect(basisOf(member(1))).toBe(`10|${new Date(now.getTime() + DAY_MS).toISOString()}|1`);
  });
});
