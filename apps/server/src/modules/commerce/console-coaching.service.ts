import {
  ApiCode,
  COACHING_GROUP_MAX,
  COACHING_SLOT_MAX_DAYS,
  COACHING_SLOT_MAX_MINUTES,
  COACHING_SLOT_MIN_MINUTES,
  ConsoleCoachingMsg,
} from '@shangan/shared';
import type {
  ConsoleCoachingProduct,
  ConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import { coachesOf } from './coaching.repository.ts';

/**
 * The console's coaching timetable (辅导档期), for teaching and shop staff: the times each
 * coaching product is taught, by one of its coaches, for one learner (一对一) or a class. The
 * product's page sells the seats of the times to come, so staff keep adding them. A time some
 * order has booked keeps its time and coach (the learner chose them); its seats may grow, or
 * shrink to no fewer than are taken — decided in one conditional update against the buyers'
 * own. A time is removed only if no order ever booked it, since bookings keep naming it.
 */
export interface ConsoleCoachingContext {
  db: Db;
  engine: Engine;
  /** Drops the cached public answers on every instance, after a commit. */
  invalidate: () => Promise<void>;
}

type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const slotNotFound = () => new ApiError(ApiCode.NOT_FOUND, ConsoleCoachingMsg.slotNotFound);
const productNotFound = () => new ApiError(ApiCode.NOT_FOUND, ConsoleCoachingMsg.productNotFound);

const MODE_TEXT: Record<string, string> = { one: '一对一', group: '一对多' };
const STAGE_TEXT: Record<string, string> = { written: '笔试', interview: '面试' };

export async function listConsoleCoaching(
  ctx: ConsoleCoachingContext,
): Promise<ConsoleCoachingProduct[]> {
  const now = new Date().toISOString();
  const products = await ctx.db
    .selectFrom('coaching_product as p')
    .innerJoin('shop_goods as g', 'g.id', 'p.goods_id')
    .select(['p.id', 'p.type', 'p.mode', 'p.stage', 'g.title', 'g.price', 'g.on_sale'])
    .orderBy('p.id')
    .execute();
  return Promise.all(
    products.map(async (product) => {
      const [coaches, upcoming, last] = await Promise.all([
        coachesOf(ctx.db, product.id),
        ctx.db
          .selectFrom('coaching_slot')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('product_id', '=', product.id)
          .where('starts_at', '>', now)
          .executeTakeFirstOrThrow(),
        ctx.db
          .selectFrom('coaching_slot')
          .select((eb) => eb.fn.max<string | null>('starts_at').as('at'))
          .where('product_id', '=', product.id)
          .executeTakeFirst(),
      ]);
      return {
        id: product.id,
        type: product.type as ConsoleCoachingProduct['type'],
        title: product.title,
        mode: product.mode === 'group' ? ('group' as const) : ('one' as const),
        modeText: MODE_TEXT[product.mode] ?? '',
        stageText: STAGE_TEXT[product.stage] ?? '',
        price: fenToYuan(product.price),
        onSale: product.on_sale === 1,
        coaches: coaches.map((coach) => ({ id: coach.id, name: coach.name, title: coach.title })),
        upcomingSlots: Number(upcoming.n),
        lastSlotAt: last?.at ?? null,
      };
    }),
  );
}

function slotsQuery(db: Db | Trx) {
  return db
    .selectFrom('coaching_slot as s')
    .innerJoin('coaching_coach as c', 'c.id', 's.coach_id')
    .select([
      's.id',
      's.product_id',
      's.coach_id',
      'c.name as coach_name',
      's.starts_at',
      's.ends_at',
      's.capacity',
      's.taken',
    ])
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('coaching_booking as b').select('b.id').whereRef('b.slot_id', '=', 's.id'),
        )
        .as('booked'),
    );
}

type SlotRecord = Awaited<ReturnType<ReturnType<typeof slotsQuery>['execute']>>[number];

function slotView(row: SlotRecord): ConsoleCoachingSlot {
  return {
    id: row.id,
    coachId: row.coach_id,
    coachName: row.coach_name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    capacity: row.capacity,
    taken: row.taken,
    booked: Boolean(Number(row.booked)),
  };
}

/** A product's times from yesterday on, the earliest first. */
export async function listConsoleCoachingSlots(
  ctx: ConsoleCoachingContext,
  productId: number,
): Promise<ConsoleCoachingSlot[]> {
  const product = await ctx.db
    .selectFrom('coaching_product')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  const rows = await slotsQuery(ctx.db)
    .where('s.product_id', '=', productId)
    .where('s.starts_at', '>', new Date(Date.now() - DAY_MS).toISOString())
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return rows.map(slotView);
}

export interface SlotInput {
  id: number | null;
  productId: number;
  coachId: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/** Adds a time, or changes one (a booked one only in its seats). */
export async function saveConsoleCoachingSlot(
  ctx: ConsoleCoachingContext,
  actorId: number,
  input: SlotInput,
): Promise<ConsoleCoachingSlot> {
  const start = Date.parse(input.startsAt);
  const end = Date.parse(input.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) throw bad(ConsoleCoachingMsg.timeInvalid);
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    // A coach's times are checked against each other: one writer of the timetable at a time.
    await lockKey(trx, ctx.engine, 'coaching-slots');
    const product = await trx
      .selectFrom('coaching_product')
      .select(['id', 'mode'])
      .where('id', '=', input.productId)
      .executeTakeFirst();
    if (!product) throw productNotFound();
    if (product.mode === 'group') {
      if (input.capacity < 2 || input.capacity > COACHING_GROUP_MAX) {
        throw bad(ConsoleCoachingMsg.capacityGroup);
      }
    } else if (input.capacity !== 1) {
      throw bad(ConsoleCoachingMsg.capacityOne);
    }
    const before =
      input.id === null
        ? undefined
        : await slotsQuery(trx).where('s.id', '=', input.id).executeTakeFirst();
    if (input.id !== null && (!before || before.product_id !== input.productId)) {
      throw slotNotFound();
    }
    const startsAt = new Date(start).toISOString();
    const endsAt = new Date(end).toISOString();
    const moved =
      !before ||
      before.coach_id !== input.coachId ||
      Date.parse(before.starts_at) !== start ||
      Date.parse(before.ends_at) !== end;
    if (before && moved && Boolean(Number(before.booked)))
      throw bad(ConsoleCoachingMsg.bookedFixed);
    if (moved) await checkTime(trx, input, start, end, now);

    let slotId: number;
    if (!before) {
      const row = await trx
        .insertInto('coaching_slot')
        .values({
          product_id: input.productId,
          coach_id: input.coachId,
          starts_at: startsAt,
          ends_at: endsAt,
          capacity: input.capacity,
          taken: 0,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      slotId = row.id;
    } else {
      slotId = before.id;
      // Against buyers taking seats meanwhile: the seats never go below those taken.
      const changed = await trx
        .updateTable('coaching_slot')
        .set({
          coach_id: input.coachId,
          starts_at: startsAt,
          ends_at: endsAt,
          capacity: input.capacity,
          updated_at: nowIso,
        })
        .where('id', '=', before.id)
        .where('taken', '<=', input.capacity)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) {
        const taken = await trx
          .selectFrom('coaching_slot')
          .select('taken')
          .where('id', '=', before.id)
          .executeTakeFirstOrThrow();
        throw bad(ConsoleCoachingMsg.capacityBelowTaken(taken.taken));
      }
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'coaching_slot.update' : 'coaching_slot.create',
      entity: 'coaching_slot',
      entityId: slotId,
      before: before
        ? {
            coach_id: before.coach_id,
            starts_at: before.starts_at,
            ends_at: before.ends_at,
            capacity: before.capacity,
          }
        : null,
      after: {
        product_id: input.productId,
        coach_id: input.coachId,
        starts_at: startsAt,
        ends_at: endsAt,
        capacity: input.capacity,
      },
    });
    return slotId;
  });
  await ctx.invalidate();
  return slotView((await slotsQuery(ctx.db).where('s.id', '=', id).executeTakeFirst())!);
}

/** A new or moved time: in the future, not too far, of a sane length, its coach free. */
async function checkTime(trx: Trx, input: SlotInput, start: number, end: number, now: number) {
  if (start <= now) throw bad(ConsoleCoachingMsg.startInPast);
  if (start > now + COACHING_SLOT_MAX_DAYS * DAY_MS) throw bad(ConsoleCoachingMsg.tooFar);
  const minutes = (end - start) / MINUTE_MS;
  if (minutes < COACHING_SLOT_MIN_MINUTES || minutes > COACHING_SLOT_MAX_MINUTES) {
    throw bad(ConsoleCoachingMsg.lengthInvalid);
  }
  const teaches = await trx
    .selectFrom('coaching_product_coach')
    .select('coach_id')
    .where('product_id', '=', input.productId)
    .where('coach_id', '=', input.coachId)
    .executeTakeFirst();
  if (!teaches) throw bad(ConsoleCoachingMsg.coachNotOfProduct);
  // Any product's time of the same coach that overlaps this one.
  let clash = trx
    .selectFrom('coaching_slot')
    .select('starts_at')
    .where('coach_id', '=', input.coachId)
    .where('starts_at', '<', new Date(end).toISOString())
    .where('ends_at', '>', new Date(start).toISOString());
  if (input.id !== null) clash = clash.where('id', '!=', input.id);
  const found = await clash.executeTakeFirst();
  if (found) throw bad(ConsoleCoachingMsg.coachBusy(chinaClockText(found.starts_at)));
}

/** 12月3日 09:00, China time: how staff read a time. */
function chinaClockText(iso: string): string {
  const china = new Date(Date.parse(iso) + 8 * 3_600_000);
  const hh = String(china.getUTCHours()).padStart(2, '0');
  const mm = String(china.getUTCMinutes()).padStart(2, '0');
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${hh}:${mm}`;
}

/** Deletes a time no order ever booked. */
export async function removeConsoleCoachingSlot(
  ctx: ConsoleCoachingContext,
  actorId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, 'coaching-slots');
    const slot = await slotsQuery(trx).where('s.id', '=', id).executeTakeFirst();
    if (!slot) throw slotNotFound();
    // A buyer taking its first seat meanwhile makes taken > 0: then it stays.
    const removed = await trx
      .deleteFrom('coaching_slot')
      .where('id', '=', id)
      .where('taken', '=', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('coaching_booking as b')
              .select('b.id')
              .whereRef('b.slot_id', '=', 'coaching_slot.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw bad(ConsoleCoachingMsg.booked);
    await recordAudit(trx, {
      actorId,
      action: 'coaching_slot.remove',
      entity: 'coaching_slot',
      entityId: id,
      before: {
        product_id: slot.product_id,
        coach_id: slot.coach_id,
        starts_at: slot.starts_at,
        ends_at: slot.ends_at,
        capacity: slot.capacity,
      },
      after: null,
    });
  });
  await ctx.invalidate();
}
