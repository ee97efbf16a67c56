import {
  AD_SUBTITLE_MAX,
  AD_TITLE_MAX,
  ApiCode,
  EXAM_CALENDAR_TYPES,
  EXAM_REGIONS,
  EXAM_TITLE_MAX,
  LINK_ADDRESS,
  LINK_NAME_MAX,
  PICTURE_ADDRESS,
  SiteContentMsg,
  type AdPosition,
  type AdState,
} from '@shangan/shared';
import type {
  ConsoleAd,
  ConsoleExam,
  ConsoleFriendlyLink,
  DELETABLE_KINDS,
  MOVABLE_KINDS,
} from '@shangan/shared/contracts/console/site-content';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { containsText } from '../../lib/like.ts';
import { charCount } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';
import { drawnBanner, storePicture } from './seed/imagery.ts';

/**
 * The console's portal furniture (editors): the ads of the home carousel, the home pop-up and
 * the about page; friendly links; the exam calendar. Each change is one transaction with its
 * audit row, and every instance's cached pages are dropped after it commits.
 */
export interface ConsolePortalContext {
  db: Db;
  invalidate: () => Promise<void>;
}

type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);

async function cityNames(db: Db | Trx): Promise<Map<number, string>> {
  const rows = await db.selectFrom('city_site').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

const MAIN_SITE = '主站';
const cityNameOf = (names: Map<number, string>, cityId: number | null) =>
  cityId === null ? MAIN_SITE : (names.get(cityId) ?? '');

async function requireCity(trx: Trx, cityId: number | null): Promise<void> {
  if (cityId === null) return;
  const city = await trx
    .selectFrom('city_site')
    .select('id')
    .where('id', '=', cityId)
    .executeTakeFirst();
  if (!city) throw bad(SiteContentMsg.cityNotFound);
}

export async function siteContentOptions(ctx: ConsolePortalContext) {
  const cities = await ctx.db
    .selectFrom('city_site')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { cities };
}

/** The main site's rows first, then each city's, each in its showing order. */
function bySiteThenOrder<T extends { city_id: number | null; sort_order: number; id: number }>(
  rows: T[],
): T[] {
  return [...rows].sort(
    (a, b) => (a.city_id ?? 0) - (b.city_id ?? 0) || a.sort_order - b.sort_order || a.id - b.id,
  );
}

// ---------------------------------------------------------------------------------- ads

function adState(startAt: string | null, endAt: string | null, now: string): AdState {
  if (endAt !== null && endAt <= now) return 'ended';
  if (startAt !== null && startAt > now) return 'scheduled';
  return 'running';
}

type AdRow = {
  id: number;
  position: string;
  city_id: number | null;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort_order: number;
  start_at: string | null;
  end_at: string | null;
};

function adView(row: AdRow, names: Map<number, string>, now: string): ConsoleAd {
  return {
    id: row.id,
    position: row.position as AdPosition,
    cityId: row.city_id,
    cityName: cityNameOf(names, row.city_id),
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    link: row.link,
    startAt: row.start_at,
    endAt: row.end_at,
    state: adState(row.start_at, row.end_at, now),
  };
}

const AD_COLUMNS = [
  'id',
  'position',
  'city_id',
  'title',
  'subtitle',
  'image',
  'link',
  'sort_order',
  'start_at',
  'end_at',
] as const;

function findAd(db: Db | Trx, id: number) {
  return db.selectFrom('site_ad').select(AD_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listConsoleAds(
  ctx: ConsolePortalContext,
  position: AdPosition,
): Promise<{ list: ConsoleAd[] }> {
  const [rows, names] = await Promise.all([
    ctx.db.selectFrom('site_ad').select(AD_COLUMNS).where('position', '=', position).execute(),
    cityNames(ctx.db),
  ]);
  const now = new Date().toISOString();
  return { list: bySiteThenOrder(rows).map((row) => adView(row, names, now)) };
}

export interface AdInput {
  id: number | null;
  position: AdPosition;
  cityId: number | null;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  startAt: string | null;
  endAt: string | null;
}

/** A time the picker sent, as the ISO instant the ads' window is compared in. */
function instant(value: string | null): string | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw bad(SiteContentMsg.timeInvalid);
  return new Date(ms).toISOString();
}

function checkedAd(input: AdInput) {
  const title = input.title.trim();
  if (!title) throw bad(SiteContentMsg.adTitleRequired);
  if (charCount(title) > AD_TITLE_MAX) throw bad(SiteContentMsg.adTitleTooLong);
  const subtitle = input.subtitle.trim();
  if (charCount(subtitle) > AD_SUBTITLE_MAX) throw bad(SiteContentMsg.adSubtitleTooLong);
  const image = input.image.trim();
  if (image && !PICTURE_ADDRESS.test(image)) throw bad(SiteContentMsg.imageInvalid);
  const link = input.link.trim();
  if (!LINK_ADDRESS.test(link)) throw bad(SiteContentMsg.adLinkInvalid);
  const startAt = instant(input.startAt);
  const endAt = instant(input.endAt);
  if (startAt !== null && endAt !== null && endAt <= startAt) {
    throw bad(SiteContentMsg.windowInvalid);
  }
  return { title, subtitle, image, link, start_at: startAt, end_at: endAt };
}

/** The next place at the end of a site's ads of one position. */
async function nextAdOrder(trx: Trx, cityId: number | null, position: string): Promise<number> {
  const row = await trx
    .selectFrom('site_ad')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .where('city_id', cityId === null ? 'is' : '=', cityId)
    .where('position', '=', position)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** The next place at the end of a site's friendly links. */
async function nextLinkOrder(trx: Trx, cityId: number | null): Promise<number> {
  const row = await trx
    .selectFrom('friendly_link')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .where('city_id', cityId === null ? 'is' : '=', cityId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Creates or changes an ad. A carousel banner saved without a picture gets one drawn from its
 * title, as the demo banners have: the carousel is pictures, and an empty slide looks broken.
 */
export async function saveConsoleAd(
  ctx: ConsolePortalContext,
  actorId: number,
  input: AdInput,
): Promise<ConsoleAd> {
  const fields = checkedAd(input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const before = input.id === null ? undefined : await findAd(trx, input.id);
    if (input.id !== null && !before)
      throw new ApiError(ApiCode.NOT_FOUND, SiteContentMsg.adNotFound);
    await requireCity(trx, input.cityId);
    let image = fields.image;
    if (!image && input.position === 'banner') {
      const svg = drawnBanner(fields.title, fields.subtitle, before?.id ?? Date.now());
      image = await storePicture(trx, now)(`ad-${Date.now()}.svg`, svg);
    }
    const columns = { ...fields, image, position: input.position, city_id: input.cityId };
    let id: number;
    if (before) {
      // A move to another site or position goes to the end of its new list.
      const moved = before.city_id !== input.cityId || before.position !== input.position;
      await trx
        .updateTable('site_ad')
        .set({
          ...columns,
          ...(moved ? { sort_order: await nextAdOrder(trx, input.cityId, input.position) } : {}),
        })
        .where('id', '=', before.id)
        .execute();
      id = before.id;
    } else {
      const row = await trx
        .insertInto('site_ad')
        .values({
          ...columns,
          sort_order: await nextAdOrder(trx, input.cityId, input.position),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'site_ad.update' : 'site_ad.create',
      entity: 'site_ad',
      entityId: id,
      before: before ?? null,
      after: (await findAd(trx, id))!,
    });
    return id;
  });
  await ctx.invalidate();
  const [row, names] = await Promise.all([findAd(ctx.db, id), cityNames(ctx.db)]);
  return adView(row!, names, new Date().toISOString());
}

// ------------------------------------------------------------------------- friendly links

function linkView(
  row: { id: number; city_id: number | null; name: string; link: string },
  names: Map<number, string>,
): ConsoleFriendlyLink {
  return {
    id: row.id,
    cityId: row.city_id,
    cityName: cityNameOf(names, row.city_id),
    name: row.name,
    link: row.link,
  };
}

function findLink(db: Db | Trx, id: number) {
  return db
    .selectFrom('friendly_link')
    .select(['id', 'city_id', 'name', 'link', 'sort_order'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listConsoleLinks(
  ctx: ConsolePortalContext,
): Promise<{ list: ConsoleFriendlyLink[] }> {
  const [rows, names] = await Promise.all([
    ctx.db
      .selectFrom('friendly_link')
      .select(['id', 'city_id', 'name', 'link', 'sort_order'])
      .execute(),
    cityNames(ctx.db),
  ]);
  return { list: bySiteThenOrder(rows).map((row) => linkView(row, names)) };
}

export async function saveConsoleLink(
  ctx: ConsolePortalContext,
  actorId: number,
  input: { id: number | null; cityId: number | null; name: string; link: string },
): Promise<ConsoleFriendlyLink> {
  const name = input.name.trim();
  if (!name) throw bad(SiteContentMsg.linkNameRequired);
  if (charCount(name) > LINK_NAME_MAX) throw bad(SiteContentMsg.linkNameTooLong);
  const link = input.link.trim();
  if (!LINK_ADDRESS.test(link)) throw bad(SiteContentMsg.linkInvalid);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const before = input.id === null ? undefined : await findLink(trx, input.id);
    if (input.id !== null && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, SiteContentMsg.linkNotFound);
    }
    await requireCity(trx, input.cityId);
    let id: number;
    if (before) {
      await trx
        .updateTable('friendly_link')
        .set({
          name,
          link,
          city_id: input.cityId,
          ...(before.city_id !== input.cityId
            ? { sort_order: await nextLinkOrder(trx, input.cityId) }
            : {}),
        })
        .where('id', '=', before.id)
        .execute();
      id = before.id;
    } else {
      const row = await trx
        .insertInto('friendly_link')
        .values({
          name,
          link,
          city_id: input.cityId,
          sort_order: await nextLinkOrder(trx, input.cityId),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'friendly_link.update' : 'friendly_link.create',
      entity: 'friendly_link',
      entityId: id,
      before: before ?? null,
      after: (await findLink(trx, id))!,
    });
    return id;
  });
  await ctx.invalidate();
  const [row, names] = await Promise.all([findLink(ctx.db, id), cityNames(ctx.db)]);
  return linkView(row!, names);
}

// --------------------------------------------------------------------------- calendar

const EXAM_COLUMNS = [
  'exam_topic.id',
  'exam_topic.title',
  'exam_topic.exam_type',
  'exam_topic.province',
  'exam_topic.city_id',
  'exam_topic.signup_start',
  'exam_topic.signup_end',
  'exam_topic.exam_date',
  'exam_topic.article_id',
] as const;

type ExamRow = {
  id: number;
  title: string;
  exam_type: string;
  province: string;
  city_id: number | null;
  signup_start: string;
  signup_end: string;
  exam_date: string;
  article_id: number | null;
  article_title: string | null;
};

function examView(row: ExamRow, names: Map<number, string>): ConsoleExam {
  return {
    id: row.id,
    title: row.title,
    examType: row.exam_type,
    region: row.province,
    cityId: row.city_id,
    cityName: row.city_id === null ? '' : (names.get(row.city_id) ?? ''),
    signupStart: row.signup_start,
    signupEnd: row.signup_end,
    examDate: row.exam_date,
    articleId: row.article_id,
    articleTitle: row.article_title ?? '',
  };
}

function examQuery(db: Db | Trx) {
  return db
    .selectFrom('exam_topic')
    .leftJoin('news_article', 'news_article.id', 'exam_topic.article_id')
    .select([...EXAM_COLUMNS, 'news_article.title as article_title']);
}

function findExam(db: Db | Trx, id: number) {
  return examQuery(db).where('exam_topic.id', '=', id).executeTakeFirst();
}

export async function listConsoleExams(
  ctx: ConsolePortalContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    examType?: string | undefined;
    keyword?: string | undefined;
  },
): Promise<{ list: ConsoleExam[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  let base = ctx.db.selectFrom('exam_topic');
  if (query.examType) base = base.where('exam_topic.exam_type', '=', query.examType);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(containsText('exam_topic.title', keyword));
  const [rows, count, names] = await Promise.all([
    base
      .leftJoin('news_article', 'news_article.id', 'exam_topic.article_id')
      .select([...EXAM_COLUMNS, 'news_article.title as article_title'])
      .orderBy('exam_topic.exam_date', 'desc')
      .orderBy('exam_topic.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    cityNames(ctx.db),
  ]);
  return { list: rows.map((row) => examView(row, names)), total: Number(count.n) };
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
function isDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

export interface ExamInput {
  id: number | null;
  title: string;
  examType: string;
  region: string;
  cityId: number | null;
  signupStart: string;
  signupEnd: string;
  examDate: string;
  articleId: number | null;
}

function checkedExam(input: ExamInput) {
  const title = input.title.trim();
  if (!title) throw bad(SiteContentMsg.examTitleRequired);
  if (charCount(title) > EXAM_TITLE_MAX) throw bad(SiteContentMsg.examTitleTooLong);
  if (!(EXAM_CALENDAR_TYPES as readonly string[]).includes(input.examType)) {
    throw bad(SiteContentMsg.examTypeInvalid);
  }
  if (!EXAM_REGIONS.includes(input.region)) throw bad(SiteContentMsg.regionInvalid);
  const days = [input.signupStart, input.signupEnd, input.examDate];
  if (!days.every(isDay)) throw bad(SiteContentMsg.dayInvalid);
  if (input.signupStart > input.signupEnd || input.signupEnd > input.examDate) {
    throw bad(SiteContentMsg.examOrderInvalid);
  }
  return {
    title,
    exam_type: input.examType,
    province: input.region,
    city_id: input.cityId,
    signup_start: input.signupStart,
    signup_end: input.signupEnd,
    exam_date: input.examDate,
    article_id: input.articleId,
  };
}

export async function saveConsoleExam(
  ctx: ConsolePortalContext,
  actorId: number,
  input: ExamInput,
): Promise<ConsoleExam> {
  const columns = checkedExam(input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const before = input.id === null ? undefined : await findExam(trx, input.id);
    if (input.id !== null && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, SiteContentMsg.examNotFound);
    }
    await requireCity(trx, input.cityId);
    if (input.articleId !== null) {
      const article = await trx
        .selectFrom('news_article')
        .select('id')
        .where('id', '=', input.articleId)
        .executeTakeFirst();
      if (!article) throw bad(SiteContentMsg.articleNotFound);
    }
    let id: number;
    if (before) {
      await trx.updateTable('exam_topic').set(columns).where('id', '=', before.id).execute();
      id = before.id;
    } else {
      const row = await trx
        .insertInto('exam_topic')
        .values({ ...columns, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'exam_topic.update' : 'exam_topic.create',
      entity: 'exam_topic',
      entityId: id,
      before: before ?? null,
      after: (await findExam(trx, id))!,
    });
    return id;
  });
  await ctx.invalidate();
  const [row, names] = await Promise.all([findExam(ctx.db, id), cityNames(ctx.db)]);
  return examView(row!, names);
}

// ---------------------------------------------------------------------- move and delete

type MovableKind = (typeof MOVABLE_KINDS)[number];
type DeletableKind = (typeof DELETABLE_KINDS)[number];

const TABLES = { ad: 'site_ad', link: 'friendly_link', exam: 'exam_topic' } as const;
const NOT_FOUND: Record<DeletableKind, string> = {
  ad: SiteContentMsg.adNotFound,
  link: SiteContentMsg.linkNotFound,
  exam: SiteContentMsg.examNotFound,
};

/**
 * Moves an ad or a link one place up or down among its own site's rows (and an ad's position),
 * renumbering them all: older rows may share a number, and a swap of equal numbers moves nothing.
 */
export async function moveSiteContent(
  ctx: ConsolePortalContext,
  actorId: number,
  input: { kind: MovableKind; id: number; direction: 'up' | 'down' },
): Promise<{ moved: boolean }> {
  const table = TABLES[input.kind];
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(table)
      .select(['id', 'city_id', 'sort_order'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw new ApiError(ApiCode.NOT_FOUND, NOT_FOUND[input.kind]);
    const siblings =
      input.kind === 'ad'
        ? await trx
            .selectFrom('site_ad')
            .select(['id', 'city_id', 'sort_order'])
            .where('city_id', row.city_id === null ? 'is' : '=', row.city_id)
            .where('position', '=', (await findAd(trx, row.id))!.position)
            .execute()
        : await trx
            .selectFrom('friendly_link')
            .select(['id', 'city_id', 'sort_order'])
            .where('city_id', row.city_id === null ? 'is' : '=', row.city_id)
            .execute();
    const ordered = bySiteThenOrder(siblings);
    const from = ordered.findIndex((item) => item.id === row.id);
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ordered.length) return false;
    [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
    for (const [index, item] of ordered.entries()) {
      if (item.sort_order === index) continue;
      await trx.updateTable(table).set({ sort_order: index }).where('id', '=', item.id).execute();
    }
    await recordAudit(trx, {
      actorId,
      action: `${table}.move`,
      entity: table,
      entityId: row.id,
      before: { place: from + 1 },
      after: { place: to + 1 },
    });
    return true;
  });
  if (moved) await ctx.invalidate();
  return { moved };
}

/** Deletes an ad, a link or a calendar entry; the audit row keeps what it was. */
export async function deleteSiteContent(
  ctx: ConsolePortalContext,
  actorId: number,
  input: { kind: DeletableKind; id: number },
): Promise<void> {
  const table = TABLES[input.kind];
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(table)
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!before) throw new ApiError(ApiCode.NOT_FOUND, NOT_FOUND[input.kind]);
    await trx.deleteFrom(table).where('id', '=', input.id).execute();
    await recordAudit(trx, {
      actorId,
      action: `${table}.delete`,
      entity: table,
      entityId: input.id,
      before,
      after: null,
    });
  });
  await ctx.invalidate();
}
