import type { Kysely } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type { SiteConfig } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { storedSettings, storeSetting } from './site-settings.repository.ts';

/**
 * Switches staff flip while the site runs. Each has a default from the environment (so a fresh
 * install behaves as configured) and, once someone sets it, a stored value that wins on every
 * instance sharing the database. This is the one place a setting is read or changed.
 */
export interface SiteSettings {
  /** The home page's mourning grey (国家公祭日 and the like); off on every other day. */
  grayMode: boolean;
}

export type SiteSettingKey = keyof SiteSettings;

interface Definition<T> {
  fromConfig: (site: SiteConfig) => T;
  accepts: (value: unknown) => value is T;
  /** Said to staff who send a value of the wrong kind. */
  invalid: string;
}

const DEFINITIONS: { [K in SiteSettingKey]: Definition<SiteSettings[K]> } = {
  grayMode: {
    fromConfig: (site) => site.grayMode,
    accepts: (value): value is boolean => typeof value === 'boolean',
    invalid: '灰色模式只能开启或关闭',
  },
};

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(DEFINITIONS, key);
}

export async function readSiteSettings(
  db: Kysely<Database>,
  site: SiteConfig,
): Promise<SiteSettings> {
  const settings = {} as Record<SiteSettingKey, unknown>;
  for (const key of Object.keys(DEFINITIONS) as SiteSettingKey[]) {
    settings[key] = DEFINITIONS[key].fromConfig(site);
  }
  for (const row of await storedSettings(db)) {
    if (!isSiteSettingKey(row.key)) continue; // a setting a newer release dropped
    const value = parseStored(row.value);
    // A row that no longer fits its setting (edited by hand) leaves the default in force.
    if (DEFINITIONS[row.key].accepts(value)) settings[row.key] = value;
  }
  return settings as SiteSettings;
}

/**
 * Changes one setting for every instance; the next siteConfig request sees it. Refuses an
 * unknown key or a value of the wrong kind with a message staff can read, changing nothing.
 */
export async function changeSiteSetting(
  db: Kysely<Database>,
  site: SiteConfig,
  key: string,
  value: unknown,
  changedBy: number | null,
): Promise<SiteSettings> {
  if (!isSiteSettingKey(key)) throw new ApiError(ApiCode.BAD_REQUEST, '没有这项站点设置');
  if (!DEFINITIONS[key].accepts(value)) {
    throw new ApiError(ApiCode.BAD_REQUEST, DEFINITIONS[key].invalid);
  }
  await storeSetting(db, key, JSON.stringify(value), changedBy);
  return readSiteSettings(db, site);
}

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
