import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  BOOK_COVER_HEIGHT,
  BOOK_COVER_WIDTH,
  drawBookCover,
  PALETTES,
} from '../../lib/imagery-draw.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { DEMO_LEARNER, grantRole } from '../accounts/public.ts';
import { storePicture } from '../news/public.ts';
import { SHOP_ORDER_PREFIX } from './commerce-context.ts';
import { fullAddress, resolveChain } from './districts.ts';
import { BOOK_CATEGORIES, DEMO_BOOKS } from './seed/books.ts';

/** The demo warehouse staff member who ships book orders (see README). */
export const DEMO_STAFF = { phone: '13800000008', password: 'shangan123', realname: '发货专员' };

/**
 * The demo staff member: a known phone and password, so only where demo accounts belong (not
 * in a real production, see seedDemoContent's options), like the demo grader.
 */
export async function seedDemoStaff(trx: Transaction<Database>, now: string): Promise<void> {
  let staff = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_STAFF.phone)
    .executeTakeFirst();
  if (!staff) {
    staff = await trx
      .insertInto('app_user')
      .values({
        uuid: crypto.randomUUID(),
        realname: DEMO_STAFF.realname,
        phone: DEMO_STAFF.phone,
        email: null,
        password_hash: await hashPassword(DEMO_STAFF.password),
        nick_name: DEMO_STAFF.realname,
        user_name: 'staff',
        invite_code: 'DEMO0008',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  await grantRole(trx, staff.id, 'staff', now);
}

const SERIES: Record<string, string> = {
  行测: '公务员录用考试专项教材',
  申论: '公务员录用考试专项教材',
  面试: '公务员录用考试面试教材',
  公共基础知识: '事业单位招聘考试教材',
  真题试卷: '历年真题精解系列',
  选调生: '选调生招录考试教材',
};

/**
 * The demo shop: the book categories and 14 books with covers drawn now (stored where the
 * site's other pictures are), coupon templates, and for the demo learner an address, coupons
 * in every state and one shipped order whose parcel the local carrier tracks.
 */
export async function seedShop(trx: Transaction<Database>, now: string): Promise<void> {
  const store = storePicture(trx, now);
  const categoryIds = new Map<string, number>();
  for (const [index, name] of BOOK_CATEGORIES.entries()) {
    const row = await trx
      .insertInto('shop_category')
      .values({ kind: 'book', name, sort_order: index, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(name, row.id);
  }

  const bookIds = new Map<string, number>();
  for (const [index, book] of DEMO_BOOKS.entries()) {
    const cover = await store(
      `book-${index + 1}.svg`,
      drawBookCover({
        title: book.title,
        subtitle: book.subtitle.split('·').slice(0, 3).join(' · '),
        series: SERIES[book.category] ?? '上岸公考系列',
        author: book.author,
        edition: `${book.publishedOn.slice(0, 4)}版`,
        icon: book.icon,
        palette: PALETTES[index % PALETTES.length]!,
      }),
    );
    const row = await trx
      .insertInto('shop_goods')
      .values({
        kind: 'book',
        category_id: categoryIds.get(book.category) ?? null,
        title: book.title,
        subtitle: book.subtitle,
        sku: `BK-${String(index + 1).padStart(4, '0')}-${book.publishedOn.slice(0, 4)}`,
        price: book.price,
        original_price: book.originalPrice,
        stock: book.stock,
        sales: book.sales,
        max_per_order: 10,
        needs_shipping: 1,
        weight_grams: book.weightGrams,
        cover_url: cover,
        cover_width: BOOK_COVER_WIDTH,
        cover_height: BOOK_COVER_HEIGHT,
        author: book.author,
        publisher: book.publisher,
        isbn: isbnFor(index),
        edition: `${book.publishedOn.slice(0, 4)}年版 · 第1次印刷`,
        published_on: book.publishedOn,
        pages: book.pages,
        description: book.description,
        contents: JSON.stringify(book.contents),
        sort_order: index,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bookIds.set(book.title, row.id);
  }

  const at = (days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();
  const template = async (values: {
    name: string;
    amount: number;
    minSpend: number;
    scope: 'all' | 'kind' | 'goods';
    scopeKind?: string;
    goods?: string[];
    validDays?: number;
  }) => {
    const row = await trx
      .insertInto('shop_coupon_template')
      .values({
        name: values.name,
        amount: values.amount,
        min_spend: values.minSpend,
        scope: values.scope,
        scope_kind: values.scopeKind ?? null,
        valid_days: values.validDays ?? 30,
        valid_from: null,
        valid_until: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const title of values.goods ?? []) {
      await trx
        .insertInto('shop_coupon_goods')
        .values({ template_id: row.id, goods_id: bookIds.get(title)! })
        .execute();
    }
    return row.id;
  };
  const storewide = await template({
    name: '全场满100减20',
    amount: 2000,
    minSpend: 10000,
    scope: 'all',
  });
  const books = await template({
    name: '图书无门槛券',
    amount: 500,
    minSpend: 0,
    scope: 'kind',
    scopeKind: 'book',
    validDays: 15,
  });
  const selected = await template({
    name: '申论公基教材专享券',
    amount: 1200,
    minSpend: 6000,
    scope: 'goods',
    goods: ['申论范文精选100篇', '公共基础知识一本通', '申论五大题型精讲'],
  });
  const newcomer = await template({
    name: '新学员满200减50',
    amount: 5000,
    minSpend: 20000,
    scope: 'all',
  });
  const lapsed = await template({
    name: '国考季满50减8',
    amount: 800,
    minSpend: 5000,
    scope: 'all',
  });
  const spent = await template({
    name: '图书满80减10',
    amount: 1000,
    minSpend: 8000,
    scope: 'kind',
    scopeKind: 'book',
  });

  const learner = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_LEARNER.phone)
    .executeTakeFirst();
  if (!learner) return;

  const give = (templateId: number, from: string, until: string) =>
    trx
      .insertInto('shop_user_coupon')
      .values({
        user_id: learner.id,
        template_id: templateId,
        status: 'available',
        valid_from: from,
        valid_until: until,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  await give(storewide, now, at(30));
  await give(books, now, at(15));
  await give(selected, now, at(30));
  await give(newcomer, at(3), at(33));
  await give(lapsed, at(-40), at(-2));
  const spentCoupon = await give(spent, at(-10), at(20));

  const chain = resolveChain('11', '1101', '110108')!;
  const detail = '学院路30号 上岸大厦 1201室';
  await trx
    .insertInto('shop_address')
    .values({
      user_id: learner.id,
      name: DEMO_LEARNER.realname,
      phone: DEMO_LEARNER.phone,
      province_code: '11',
      province_name: chain.provinceName,
      city_code: '1101',
      city_name: chain.cityName,
      district_code: '110108',
      district_name: chain.districtName,
      detail,
      postcode: '100083',
      is_default: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();

  // One order already on its way: paid two days ago, shipped a day and a half ago.
  const title = '国考历年真题精解';
  const goodsId = bookIds.get(title)!;
  const goods = await trx
    .selectFrom('shop_goods')
    .select(['price', 'cover_url'])
    .where('id', '=', goodsId)
    .executeTakeFirstOrThrow();
  const created = at(-2);
  const paid = new Date(Date.parse(created) + 3 * MINUTE_MS).toISOString();
  const shipped = at(-1.5);
  const freight = goods.price < 9900 ? 800 : 0;
  const order = await trx
    .insertInto('shop_order')
    .values({
      order_num: `${SHOP_ORDER_PREFIX}${chinaStamp(created)}204816`,
      user_id: learner.id,
      kind: 'book',
      title,
      status: 'shipped',
      goods_amount: goods.price,
      freight,
      discount: 1000,
      pay_amount: goods.price + freight - 1000,
      coupon_id: spentCoupon.id,
      coupon_name: '图书满80减10',
      needs_shipping: 1,
      recv_name: DEMO_LEARNER.realname,
      recv_phone: DEMO_LEARNER.phone,
      recv_address: fullAddress({ ...chain, detail }),
      recv_postcode: '100083',
      remark: '',
      provider: 'local',
      transaction_id: 'LOCALDEMO0001',
      ship_company: 'zhongtong',
      tracking_number: '78310426551890',
      created_at: created,
      expires_at: new Date(Date.parse(created) + 30 * MINUTE_MS).toISOString(),
      paid_at: paid,
      shipped_at: shipped,
      updated_at: shipped,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('shop_order_line')
    .values({
      order_id: order.id,
      goods_id: goodsId,
      kind: 'book',
      title,
      cover_url: goods.cover_url,
      price: goods.price,
      quantity: 1,
      amount: goods.price,
    })
    .execute();
  await trx
    .updateTable('shop_user_coupon')
    .set({ status: 'used', order_id: order.id, used_at: created })
    .where('id', '=', spentCoupon.id)
    .execute();
  await trx
    .insertInto('shop_order_event')
    .values([
      { order_id: order.id, state: 'unpaid', text: '提交订单', created_at: created },
      { order_id: order.id, state: 'paid', text: '支付成功', created_at: paid },
      {
        order_id: order.id,
        state: 'shipped',
        text: '商家已发货（中通快递 78310426551890）',
        created_at: shipped,
      },
    ])
    .execute();
}

/** A valid ISBN-13 in the 978-7 (China) range: the check digit makes it look right to a reader. */
function isbnFor(index: number): string {
  const body = `9787520${String(31_400 + index * 7).padStart(5, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function chinaStamp(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}
