import type { SiteSettingsView } from '@shangan/shared/contracts/console/settings';
import type { SiteConfig } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/public.ts';
import { latestSettingChange } from './site-settings.repository.ts';
import { changeSiteSetting, readSiteSettings } from './site-settings.service.ts';

/** Site settings as the console shows them: the values in force and the last change. */
export async function consoleSettings(db: Db, site: SiteConfig): Promise<SiteSettingsView> {
  const [settings, last] = await Promise.all([readSiteSettings(db, site), latestSettingChange(db)]);
  return {
    grayMode: settings.grayMode,
    lastChange: last ? { at: last.updated_at, by: last.realname || last.nick_name || '' } : null,
  };
}

/** One setting changed from the console, with its audit record in the same transaction. */
export async function changeSettingFromConsole(
  db: Db,
  site: SiteConfig,
  adminId: number,
  input: { key: string; value: unknown },
): Promise<SiteSettingsView> {
  await db.transaction().execute(async (trx) => {
    const before = await readSiteSettings(trx, site);
    const after = await changeSiteSetting(trx, site, input.key, input.value, adminId);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'site_setting.change',
      entity: 'site_setting',
      entityId: input.key,
      before,
      after,
    });
  });
  return consoleSettings(db, site);
}
