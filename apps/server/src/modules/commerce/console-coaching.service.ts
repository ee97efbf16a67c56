import {
  ApiCode,
  COACH_INTRO_MAX,
  COACH_NAME_MAX,
  COACH_SPECIALITY_MAX,
  COACH_TITLE_MAX,
  COACHING_INTRO_MAX,
  COACHING_LINE_MAX,
  COACHING_LINES_MAX,
  COACHING_SUBTITLE_MAX,
  COACHING_TITLE_MAX,
  PICTURE_ADDRESS,
  COACHING_GROUP_MAX,
  COACHING_SLOT_MAX_DAYS,
  COACHING_SLOT_MAX_MINUTES,
  COACHING_SLOT_MIN_MINUTES,
  ConsoleCoachingMsg,
} from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type {
  ConsoleCoach,
  ConsoleCoachingProduct,
  ConsoleCoachingProductDetail,
  ConsoleCoachingSlot,
  SaveConsoleCoach,
  SaveConsoleCoachingProduct,
} from '@shangan/shared/contracts/console/coaching';
import type { Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { CoachingCoachTable, Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  PALETTES,
  PORTRAIT_HEIGHT,
  PORTRAIT_WIDTH,
  storePortrait,
} from '../../lib/imagery-draw.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { charCount, toPlainText } from '../../lib/plain-text.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import { storePicture } from '../news/public.ts';
import { coachesOf } from './coaching.repository.ts';
import { jsonList } from './coaching.service.ts';

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

// Coaches.

export async function listConsoleCoaches(ctx: ConsoleCoachingContext): Promise<ConsoleCoach[]> {
  const [coaches, links] = await Promise.all([
    ctx.db.selectFrom('coaching_coach').selectAll().orderBy('sort_order').orderBy('id').execute(),
    ctx.db.selectFrom('coaching_product_coach').select(['coach_id', 'product_id']).execute(),
  ]);
  return coaches.map((coach) => coachView(coach, links));
}

function coachView(
  coach: Selectable<CoachingCoachTable>,
  links: Array<{ coach_id: number; product_id: number }>,
): ConsoleCoach {
  return {
    id: coach.id,
    name: coach.name,
    title: coach.title,
    years: coach.years,
    speciality: coach.speciality,
    intro: coach.intro,
    avatarUrl: coach.avatar_url,
    productIds: links.filter((link) => link.coach_id === coach.id).map((link) => link.product_id),
  };
}

/** Adds a coach or changes one; a coach without a picture gets one drawn from the name. */
export async function saveConsoleCoach(
  ctx: ConsoleCoachingContext,
  actorId: number,
  input: BodyOf<typeof SaveConsoleCoach>,
): Promise<ConsoleCoach> {
  const name = toPlainText(input.name);
  if (!name) throw bad(ConsoleCoachingMsg.coachNameRequired);
  if (charCount(name) > COACH_NAME_MAX) throw bad(ConsoleCoachingMsg.coachNameTooLong);
  const title = toPlainText(input.title);
  if (charCount(title) > COACH_TITLE_MAX) throw bad(ConsoleCoachingMsg.coachTitleTooLong);
  const speciality = toPlainText(input.speciality);
  if (charCount(speciality) > COACH_SPECIALITY_MAX) {
    throw bad(ConsoleCoachingMsg.coachSpecialityTooLong);
  }
  const intro = toPlainText(input.intro);
  if (charCount(intro) > COACH_INTRO_MAX) throw bad(ConsoleCoachingMsg.coachIntroTooLong);
  const avatarUrl = input.avatarUrl.trim();
  if (avatarUrl && !PICTURE_ADDRESS.test(avatarUrl)) throw bad(ConsoleCoachingMsg.avatarInvalid);
  const now = new Date().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const before =
      input.id === null
        ? undefined
        : await trx
            .selectFrom('coaching_coach')
            .selectAll()
            .where('id', '=', input.id)
            .executeTakeFirst();
    if (input.id !== null && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, ConsoleCoachingMsg.coachNotFound);
    }
    // A picture given is shown as it comes; none is drawn (again, when the name changed).
    const avatar =
      avatarUrl && avatarUrl === before?.avatar_url
        ? {}
        : avatarUrl
          ? { avatar_url: avatarUrl, avatar_width: PORTRAIT_WIDTH, avatar_height: PORTRAIT_HEIGHT }
          : before?.avatar_url && before.name === name
            ? {}
            : await storePortrait(storePicture(trx, now), `coach-${Date.now()}.svg`, {
                name,
                hair: (before?.id ?? Date.now()) % 2 === 0 ? 'short' : 'long',
                palette: PALETTES[(before?.id ?? Date.now()) % PALETTES.length]!,
              });
    const fields = { name, title, years: input.years, speciality, intro };
    let coachId: number;
    if (before) {
      coachId = before.id;
      await trx
        .updateTable('coaching_coach')
        .set({ ...fields, ...avatar })
        .where('id', '=', coachId)
        .execute();
    } else {
      const last = await trx
        .selectFrom('coaching_coach')
        .select((eb) => eb.fn.max<number | null>('sort_order').as('n'))
        .executeTakeFirst();
      const row = await trx
        .insertInto('coaching_coach')
        .values({ ...fields, ...avatar, sort_order: Number(last?.n ?? -1) + 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      coachId = row.id;
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'coaching_coach.update' : 'coaching_coach.create',
      entity: 'coaching_coach',
      entityId: coachId,
      before: before
        ? {
            name: before.name,
            title: before.title,
            years: before.years,
            speciality: before.speciality,
            intro: before.intro,
          }
        : null,
      after: fields,
    });
    return coachId;
  });
  await ctx.invalidate();
  return (await listConsoleCoaches(ctx)).find((coach) => coach.id === id)!;
}

// Products and their deposits.

async function productDetail(
  db: Db | Trx,
  id: number,
): Promise<ConsoleCoachingProductDetail | undefined> {
  const product = await db
    .selectFrom('coaching_product as p')
    .innerJoin('shop_goods as g', 'g.id', 'p.goods_id')
    .select([
      'p.id',
      'p.type',
      'p.mode',
      'p.stage',
      'p.intro',
      'p.highlights',
      'p.suits',
      'p.programme',
      'p.goods_id',
      'g.title',
      'g.subtitle',
      'g.price',
      'g.original_price',
      'g.on_sale',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!product) return undefined;
  const coaches = await db
    .selectFrom('coaching_product_coach')
    .select('coach_id')
    .where('product_id', '=', id)
    .orderBy('sort_order')
    .execute();
  const deposit = await db
    .selectFrom('deposit_product as d')
    .innerJoin('shop_goods as g', 'g.id', 'd.goods_id')
    .select(['g.price', 'd.deduct_amount'])
    .where('d.target_goods_id', '=', product.goods_id)
    .where('g.on_sale', '=', 1)
    .executeTakeFirst();
  return {
    id: product.id,
    type: product.type as ConsoleCoachingProductDetail['type'],
    modeText: MODE_TEXT[product.mode] ?? '',
    stageText: STAGE_TEXT[product.stage] ?? '',
    title: product.title,
    subtitle: product.subtitle,
    price: fenToYuan(product.price),
    originalPrice: product.original_price === null ? '' : fenToYuan(product.original_price),
    onSale: product.on_sale === 1,
    intro: product.intro,
    highlights: jsonList(product.highlights, isString),
    suits: jsonList(product.suits, isString),
    programme: jsonList(product.programme, isSession),
    coachIds: coaches.map((row) => row.coach_id),
    deposit: deposit
      ? { price: fenToYuan(deposit.price), deduct: fenToYuan(deposit.deduct_amount) }
      : null,
  };
}

export async function getConsoleCoachingProduct(
  ctx: ConsoleCoachingContext,
  id: number,
): Promise<ConsoleCoachingProductDetail> {
  const detail = await productDetail(ctx.db, id);
  if (!detail) throw productNotFound();
  return detail;
}

const isString = (value: unknown): value is string => typeof value === 'string';
function isSession(value: unknown): value is ConsoleCoachingProductDetail['programme'][number] {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.title === 'string' && typeof v.minutes === 'number' && Array.isArray(v.topics);
}

/**
 * Changes a product: what its shop item says and costs, its page's texts and programme, its
 * coaches (one with times still to come stays), and the deposit sold towards it. Orders keep
 * the prices they were placed at, and deposits bought keep what they take off.
 */
export async function saveConsoleCoachingProduct(
  ctx: ConsoleCoachingContext,
  actorId: number,
  input: BodyOf<typeof SaveConsoleCoachingProduct>,
): Promise<ConsoleCoachingProductDetail> {
  const fields = checkedProduct(input);
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, 'coaching-slots');
    const before = await productDetail(trx, input.id);
    if (!before) throw productNotFound();
    const product = await trx
      .selectFrom('coaching_product')
      .select(['goods_id'])
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    const coaches = await trx
      .selectFrom('coaching_coach')
      .select(['id', 'name'])
      .where('id', 'in', fields.coachIds)
      .execute();
    if (coaches.length !== fields.coachIds.length) {
      throw new ApiError(ApiCode.NOT_FOUND, ConsoleCoachingMsg.coachNotFound);
    }
    for (const coachId of before.coachIds.filter((id) => !fields.coachIds.includes(id))) {
      const upcoming = await trx
        .selectFrom('coaching_slot as s')
        .innerJoin('coaching_coach as c', 'c.id', 's.coach_id')
        .select('c.name')
        .where('s.product_id', '=', input.id)
        .where('s.coach_id', '=', coachId)
        .where('s.starts_at', '>', now)
        .executeTakeFirst();
      if (upcoming) throw bad(ConsoleCoachingMsg.coachHasSlots(upcoming.name));
    }
    await trx
      .updateTable('shop_goods')
      .set({
        title: fields.title,
        subtitle: fields.subtitle,
        price: fields.price,
        original_price: fields.originalPrice,
        on_sale: fields.onSale ? 1 : 0,
        updated_at: now,
      })
      .where('id', '=', product.goods_id)
      .execute();
    await trx
      .updateTable('coaching_product')
      .set({
        intro: fields.intro,
        highlights: JSON.stringify(fields.highlights),
        suits: JSON.stringify(fields.suits),
        programme: JSON.stringify(fields.programme),
      })
      .where('id', '=', input.id)
      .execute();
    await trx.deleteFrom('coaching_product_coach').where('product_id', '=', input.id).execute();
    await trx
      .insertInto('coaching_product_coach')
      .values(
        fields.coachIds.map((coachId, order) => ({
          product_id: input.id,
          coach_id: coachId,
          sort_order: order,
        })),
      )
      .execute();
    await writeDeposit(trx, product.goods_id, fields, now);
    await recordAudit(trx, {
      actorId,
      action: 'coaching_product.update',
      entity: 'coaching_product',
      entityId: input.id,
      before: {
        title: before.title,
        price: before.price,
        onSale: before.onSale,
        coachIds: before.coachIds,
        deposit: before.deposit,
      },
      after: {
        title: fields.title,
        price: fenToYuan(fields.price),
        onSale: fields.onSale,
        coachIds: fields.coachIds,
        deposit: input.deposit,
      },
    });
  });
  await ctx.invalidate();
  return (await productDetail(ctx.db, input.id))!;
}

function checkedProduct(input: BodyOf<typeof SaveConsoleCoachingProduct>) {
  const title = toPlainText(input.title);
  if (!title) throw bad(ConsoleCoachingMsg.titleRequired);
  if (charCount(title) > COACHING_TITLE_MAX) throw bad(ConsoleCoachingMsg.titleTooLong);
  const subtitle = toPlainText(input.subtitle);
  if (charCount(subtitle) > COACHING_SUBTITLE_MAX) throw bad(ConsoleCoachingMsg.subtitleTooLong);
  const intro = toPlainText(input.intro);
  if (charCount(intro) > COACHING_INTRO_MAX) throw bad(ConsoleCoachingMsg.introTooLong);
  const price = yuanToFen(input.price);
  if (price <= 0) throw bad(ConsoleCoachingMsg.priceInvalid);
  const originalPrice = input.originalPrice === '' ? null : yuanToFen(input.originalPrice);
  if (originalPrice !== null && originalPrice <= price) {
    throw bad(ConsoleCoachingMsg.originalPriceInvalid);
  }
  const lines = (list: string[]) => {
    const kept = list.map(toPlainText).filter((line) => line !== '');
    if (
      kept.length > COACHING_LINES_MAX ||
      kept.some((line) => charCount(line) > COACHING_LINE_MAX)
    ) {
      throw bad(ConsoleCoachingMsg.linesInvalid);
    }
    return kept;
  };
  const programme = input.programme.map((session) => ({
    title: toPlainText(session.title),
    topics: session.topics.map(toPlainText).filter((topic) => topic !== ''),
    minutes: session.minutes,
  }));
  if (
    programme.some(
      (session) =>
        !session.title ||
        charCount(session.title) > COACHING_LINE_MAX ||
        session.topics.length > COACHING_LINES_MAX ||
        session.topics.some((topic) => charCount(topic) > COACHING_LINE_MAX) ||
        session.minutes < 10 ||
        session.minutes > 480,
    )
  ) {
    throw bad(ConsoleCoachingMsg.programmeInvalid);
  }
  const coachIds = [...new Set(input.coachIds)];
  if (coachIds.length === 0) throw bad(ConsoleCoachingMsg.coachesRequired);
  let deposit: { price: number; deduct: number } | null = null;
  if (input.deposit) {
    deposit = { price: yuanToFen(input.deposit.price), deduct: yuanToFen(input.deposit.deduct) };
    if (deposit.price <= 0 || deposit.price > deposit.deduct || deposit.deduct >= price) {
      throw bad(ConsoleCoachingMsg.depositInvalid);
    }
  }
  return {
    title,
    subtitle,
    intro,
    price,
    originalPrice,
    onSale: input.onSale,
    highlights: lines(input.highlights),
    suits: lines(input.suits),
    programme,
    coachIds,
    deposit,
  };
}

/**
 * The deposit sold towards a product: the one on sale is changed in place (deposits bought
 * froze what they take off when ordered), a new one is added when there was none, and none
 * wanted takes it off sale.
 */
async function writeDeposit(
  trx: Trx,
  targetGoodsId: number,
  fields: ReturnType<typeof checkedProduct>,
  now: string,
): Promise<void> {
  const current = await trx
    .selectFrom('deposit_product as d')
    .innerJoin('shop_goods as g', 'g.id', 'd.goods_id')
    .select(['d.id', 'd.goods_id'])
    .where('d.target_goods_id', '=', targetGoodsId)
    .where('g.on_sale', '=', 1)
    .executeTakeFirst();
  if (!fields.deposit) {
    if (current) {
      await trx
        .updateTable('shop_goods')
        .set({ on_sale: 0, updated_at: now })
        .where('id', '=', current.goods_id)
        .execute();
    }
    return;
  }
  const title = `${fields.title}定金`;
  const subtitle = `付 ${fenToYuan(fields.deposit.price)} 元抵 ${fenToYuan(fields.deposit.deduct)} 元`;
  if (current) {
    await trx
      .updateTable('shop_goods')
      .set({ title, subtitle, price: fields.deposit.price, updated_at: now })
      .where('id', '=', current.goods_id)
      .execute();
    await trx
      .updateTable('deposit_product')
      .set({ deduct_amount: fields.deposit.deduct })
      .where('id', '=', current.id)
      .execute();
    return;
  }
  const target = await trx
    .selectFrom('shop_goods')
    .select(['cover_url', 'cover_width', 'cover_height'])
    .where('id', '=', targetGoodsId)
    .executeTakeFirstOrThrow();
  const goods = await trx
    .insertInto('shop_goods')
    .values({
      kind: 'deposit',
      title,
      subtitle,
      sku: `DP-${targetGoodsId}-${Date.now()}`,
      price: fields.deposit.price,
      stock: null,
      max_per_order: 1,
      needs_shipping: 0,
      ...target,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('deposit_product')
    .values({
      goods_id: goods.id,
      target_goods_id: targetGoodsId,
      deduct_amount: fields.deposit.deduct,
      created_at: now,
    })
    .execute();
}
