import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { vipIconUrl } from './vip-icons.ts';

interface PackageSeed {
  name: string;
  days: number;
  price: number;
  discount: number | null;
  showOriginPrice?: boolean;
  isActivity?: boolean;
  intro?: string;
  explain: string;
}

const TIERS: Array<{
  name: string;
  icon: string;
  weight: number;
  isChange: boolean;
  benefits: Array<[name: string, icon: string]>;
  packages: PackageSeed[];
}> = [
  {
    name: 'VIP会员',
    icon: vipIconUrl('crown'),
    weight: 10,
    isChange: true,
    benefits: [
      ['题库全部题目畅练', vipIconUrl('vip-questions')],
      ['AI解析无限次使用', vipIconUrl('vip-ai')],
      ['历年真题逐题详解', vipIconUrl('vip-papers')],
      ['专属学习报告', vipIconUrl('vip-report')],
    ],
    packages: [
      { name: '月卡', days: 30, price: 3900, discount: null, explain: '30天会员，适合考前冲刺' },
      {
        name: '季卡',
        days: 90,
        price: 9900,
        discount: 8900,
        showOriginPrice: true,
        explain: '90天会员，覆盖一轮完整复习',
      },
      {
        name: '年卡',
        days: 365,
        price: 29900,
        discount: 19900,
        showOriginPrice: true,
        isActivity: true,
        intro: '限时特惠',
        explain: '365天会员，国考省考全年备考',
      },
    ],
  },
  {
    name: '钻石会员',
    icon: vipIconUrl('diamond'),
    weight: 20,
    isChange: true,
    benefits: [
      ['包含VIP会员全部权益', vipIconUrl('diamond-all')],
      ['名师直播课免费看', vipIconUrl('diamond-live')],
      ['申论人工批改每月2次', vipIconUrl('diamond-grading')],
      ['1对1课程顾问', vipIconUrl('diamond-adviser')],
      ['模考全国排名', vipIconUrl('diamond-mock')],
    ],
    packages: [
      { name: '季卡', days: 90, price: 19900, discount: null, explain: '90天钻石会员' },
      {
        name: '年卡',
        days: 365,
        price: 49900,
        discount: 39900,
        showOriginPrice: true,
        isActivity: true,
        intro: '限时特惠',
        explain: '365天钻石会员，直播课与批改全年畅享',
      },
      {
        name: '两年卡',
        days: 730,
        price: 89900,
        discount: 69900,
        showOriginPrice: true,
        explain: '730天钻石会员，两届考试一次备齐',
      },
    ],
  },
];

const ADVISERS = ['王敏老师', '李强老师', '张悦老师', '陈晨老师', '刘洋老师'];

/**
 * The demo's VIP catalogue: the lower VIP tier and the 钻石会员 tier with their benefits and
 * packages (prices in fen, levels in display order), and the course advisers.
 */
export async function seedVip(trx: Transaction<Database>, now: string): Promise<void> {
  for (const [tierIndex, tier] of TIERS.entries()) {
    const product = await trx
      .insertInto('vip_product')
      .values({
        name: tier.name,
        icon: tier.icon,
        weight: tier.weight,
        is_change: tier.isChange ? 1 : 0,
        sort_order: tierIndex,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('vip_benefit')
      .values(
        tier.benefits.map(([name, icon], index) => ({
          product_id: product.id,
          name,
          icon,
          sort_order: index,
        })),
      )
      .execute();
    await trx
      .insertInto('vip_package')
      .values(
        tier.packages.map((pkg, index) => ({
          product_id: product.id,
          name: pkg.name,
          days: pkg.days,
          price: pkg.price,
          discount_amount: pkg.discount,
          show_origin_price: pkg.showOriginPrice ? 1 : 0,
          is_activity: pkg.isActivity ? 1 : 0,
          intro: pkg.intro ?? '',
          description: pkg.explain,
          level: index + 1,
          sort_order: index,
          created_at: now,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('course_adviser')
    .values(ADVISERS.map((name, index) => ({ name, sort_order: index, created_at: now })))
    .execute();
}
