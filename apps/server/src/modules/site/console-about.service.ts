import {
  ABOUT_LINE_MAX,
  ApiCode,
  LINK_ADDRESS,
  PORTAL_PAGE_NAMES,
  PORTAL_PAGE_TYPES,
  SiteContentMsg,
  type PortalPageType,
} from '@shangan/shared';
import { DEFAULT_PORTAL_ID } from '@shangan/shared/contracts/site';
import type { ConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/sanitize-html.ts';
import { recordAudit } from '../audit/public.ts';
import { findAboutUs } from './site.repository.ts';

/**
 * The console's about-us content (editors): the site's profile, the app and official-account
 * entries, and the two company pages of the footer. The site has one portal, so these edit
 * DEFAULT_PORTAL_ID's rows; rich text is sanitised here, by the server's one sanitiser.
 */
export interface ConsoleAboutContext {
  db: Db;
  invalidate: () => Promise<void>;
}

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);

interface Entry {
  url: string;
  profile: string;
}
export interface AboutInput {
  profile: string;
  app: Entry;
  officialAccountGxw: Entry;
  officialAccountLxw: Entry;
  tiktok: Entry;
}

export async function consoleAbout(ctx: ConsoleAboutContext): Promise<ConsoleAbout> {
  const [row, pages] = await Promise.all([
    findAboutUs(ctx.db, DEFAULT_PORTAL_ID),
    ctx.db
      .selectFrom('portal_page')
      .select(['type', 'title', 'body', 'updated_at'])
      .where('portal_id', '=', DEFAULT_PORTAL_ID)
      .execute(),
  ]);
  const entry = (url = '', profile = '') => ({ url, profile });
  return {
    profile: row?.profile ?? '',
    app: entry(row?.app_url, row?.app_profile),
    officialAccountGxw: entry(row?.gxw_url, row?.gxw_profile),
    officialAccountLxw: entry(row?.lxw_url, row?.lxw_profile),
    tiktok: entry(row?.tiktok_url, row?.tiktok_profile),
    updatedAt: row?.updated_at ?? '',
    // Both pages are always listed: one never saved reads as empty, under its usual name.
    pages: PORTAL_PAGE_TYPES.map((type) => {
      const page = pages.find((item) => item.type === type);
      return {
        type,
        title: page?.title ?? PORTAL_PAGE_NAMES[type],
        body: page?.body ?? '',
        updatedAt: page?.updated_at ?? '',
      };
    }),
  };
}

function checkedEntry(entry: Entry): Entry {
  const url = entry.url.trim();
  if (url && !LINK_ADDRESS.test(url)) throw bad(SiteContentMsg.aboutUrlInvalid);
  const profile = entry.profile.trim();
  if (charCount(profile) > ABOUT_LINE_MAX) throw bad(SiteContentMsg.aboutLineTooLong);
  return { url, profile };
}

export async function saveConsoleAbout(
  ctx: ConsoleAboutContext,
  actorId: number,
  input: AboutInput,
): Promise<ConsoleAbout> {
  const app = checkedEntry(input.app);
  const gxw = checkedEntry(input.officialAccountGxw);
  const lxw = checkedEntry(input.officialAccountLxw);
  const tiktok = checkedEntry(input.tiktok);
  const profile = sanitizeRichText(input.profile);
  const columns = {
    profile: richTextToPlain(profile).trim() ? profile : '',
    app_url: app.url,
    app_profile: app.profile,
    gxw_url: gxw.url,
    gxw_profile: gxw.profile,
    lxw_url: lxw.url,
    lxw_profile: lxw.profile,
    tiktok_url: tiktok.url,
    tiktok_profile: tiktok.profile,
    updated_at: new Date().toISOString(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findAboutUs(trx, DEFAULT_PORTAL_ID);
    await trx
      .insertInto('portal_about_us')
      .values({ portal_id: DEFAULT_PORTAL_ID, ...columns })
      .onConflict((oc) => oc.column('portal_id').doUpdateSet(columns))
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'portal_about_us.update',
      entity: 'portal_about_us',
      entityId: DEFAULT_PORTAL_ID,
      before: before ?? null,
      after: (await findAboutUs(trx, DEFAULT_PORTAL_ID))!,
    });
  });
  await ctx.invalidate();
  return consoleAbout(ctx);
}

export async function savePortalPage(
  ctx: ConsoleAboutContext,
  actorId: number,
  input: { type: PortalPageType; title: string; body: string },
): Promise<ConsoleAbout> {
  const title = input.title.trim();
  if (!title) throw bad(SiteContentMsg.pageTitleRequired);
  if (charCount(title) > 20) throw bad(SiteContentMsg.pageTitleTooLong);
  const body = sanitizeRichText(input.body);
  if (!richTextToPlain(body).trim()) throw bad(SiteContentMsg.pageBodyRequired);
  const columns = { title, body, updated_at: new Date().toISOString() };
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('portal_page')
      .selectAll()
      .where('portal_id', '=', DEFAULT_PORTAL_ID)
      .where('type', '=', input.type)
      .executeTakeFirst();
    await trx
      .insertInto('portal_page')
      .values({ portal_id: DEFAULT_PORTAL_ID, type: input.type, ...columns })
      .onConflict((oc) => oc.columns(['portal_id', 'type']).doUpdateSet(columns))
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'portal_page.update',
      entity: 'portal_page',
      entityId: input.type,
      before: before ?? null,
      after: { portal_id: DEFAULT_PORTAL_ID, type: input.type, ...columns },
    });
  });
  await ctx.invalidate();
  return consoleAbout(ctx);
}
