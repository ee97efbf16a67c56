/** What other modules (the staff console) may use of the site module. */
export {
  changeSiteSetting,
  isSiteSettingKey,
  readSiteSettings,
  type SiteSettingKey,
  type SiteSettings,
} from './site-settings.service.ts';
