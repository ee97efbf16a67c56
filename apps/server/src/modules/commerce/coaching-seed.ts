import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  drawThumb,
  PALETTES,
  storePortrait,
  THUMB_HEIGHT,
  THUMB_WIDTH,
} from '../../lib/imagery-draw.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import { storePicture } from '../news/public.ts';
import { DEMO_COACHES, DEMO_COACHING, DEMO_DEPOSITS } from './seed/coaching.ts';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** How many days ahead the demo slots reach. */
export const DEMO_SLOT_DAYS = 14;

/** The UTC instant of HH:MM China time, `days` China days after `now`'s. */
function chinaTime(now: string, days: number, hhmm: string): Date {
  const china = new Date(Date.parse(now) + CHINA_OFFSET_MS + days * DAY_MS);
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  return new Date(
    Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate(), hh, mm) -
      CHINA_OFFSET_MS,
  );
}

/**
 * The demo coaching: the four products (/ydybs, /ydyms, /yddbs, /yddms) as goods of kind
 * 'coaching' with their programmes, seven coaches with avatars drawn now (stored where the
 * site's other pictures are), slots over the next two weeks (one seat each for 一对一, a class
 * for 一对多) and two deposits. The slots are dated from the day the set loads; the demo
 * learner's storewide coupons apply to coaching too.
 */
export async function seedCoaching(trx: Transaction<Database>, now: string): Promise<void> {
  const store = storePicture(trx, now);

  const coachIds = new Map<string, number>();
  for (const [index, coach] of DEMO_COACHES.entries()) {
    const avatar = await storePortrait(store, `coach-${coach.key}.svg`, {
      name: coach.name,
      hair: coach.hair,
      palette: PALETTES[(index * 3 + 1) % PALETTES.length]!,
    });
    const row = await trx
      .insertInto('coaching_coach')
      .values({
        name: coach.name,
        title: coach.title,
        years: coach.years,
        speciality: coach.speciality,
        intro: coach.intro,
        ...avatar,
        sort_order: index,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    coachIds.set(coach.key, row.id);
  }

  const goodsIds = new Map<string, number>();
  for (const [index, item] of DEMO_COACHING.entries()) {
    const palette = PALETTES[(index * 2 + 1) % PALETTES.length]!;
    const cover = await store(
      `coaching-${item.type}.svg`,
      drawThumb(item.title, 'course', palette),
    );
    const goods = await trx
      .insertInto('shop_goods')
      .values({
        kind: 'coaching',
        title: item.title,
        subtitle: item.subtitle,
        sku: `CO-${item.type.toUpperCase()}`,
        price: item.price,
        original_price: item.originalPrice,
        stock: null,
        sales: item.sales,
        max_per_order: 1,
        needs_shipping: 0,
        cover_url: cover,
        cover_width: THUMB_WIDTH,
        cover_height: THUMB_HEIGHT,
        sort_order: index,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    goodsIds.set(item.type, goods.id);
    const product = await trx
      .insertInto('coaching_product')
      .values({
        goods_id: goods.id,
        type: item.type,
        mode: item.mode,
        stage: item.stage,
        intro: item.intro,
        highlights: JSON.stringify(item.highlights),
        suits: JSON.stringify(item.suits),
        programme: JSON.stringify(item.programme),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [order, key] of item.coaches.entries()) {
      await trx
        .insertInto('coaching_product_coach')
        .values({ product_id: product.id, coach_id: coachIds.get(key)!, sort_order: order })
        .execute();
    }

    // Most days of the next two weeks, each time of day with one of the coaches in turn; a few
    // gaps so the calendar reads like a real timetable.
    const slots = [];
    let n = 0;
    for (let day = 1; day <= DEMO_SLOT_DAYS; day += 1) {
      for (const [t, time] of item.times.entries()) {
        if ((day * 3 + t + index) % 5 === 0) continue;
        const starts = chinaTime(now, day, time);
        slots.push({
          product_id: product.id,
          coach_id: coachIds.get(item.coaches[(day + t) % item.coaches.length]!)!,
          starts_at: starts.toISOString(),
          ends_at: new Date(starts.getTime() + item.slotMinutes * MINUTE_MS).toISOString(),
          capacity: item.capacities[n % item.capacities.length]!,
          created_at: now,
          updated_at: now,
        });
        n += 1;
      }
    }
    await trx.insertInto('coaching_slot').values(slots).execute();
  }

  for (const [index, deposit] of DEMO_DEPOSITS.entries()) {
    const target = goodsIds.get(deposit.target)!;
    const cover = await trx
      .selectFrom('shop_goods')
      .select(['cover_url', 'cover_width', 'cover_height'])
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    const goods = await trx
      .insertInto('shop_goods')
      .values({
        kind: 'deposit',
        title: deposit.title,
        subtitle: deposit.subtitle,
        sku: `DP-${deposit.target.toUpperCase()}`,
        price: deposit.price,
        stock: null,
        max_per_order: 1,
        needs_shipping: 0,
        ...cover,
        sort_order: index,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('deposit_product')
      .values({
        goods_id: goods.id,
        target_goods_id: target,
        deduct_amount: deposit.deduct,
        intro: deposit.intro,
        rules: JSON.stringify(deposit.rules),
        created_at: now,
      })
      .execute();
  }
}
