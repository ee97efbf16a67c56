import { Type, type Static } from 'typebox';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { endpoint } from '../contract.ts';

/** The console's site settings: switches that change the site while it runs (administrators). */
const TAG = '后台·站点设置';
const ROLES = CONSOLE_SECTION_ROLES.settings;

export const SiteSettingsView = Type.Object({
  /** The home page's mourning grey. */
  grayMode: Type.Boolean(),
  /** The last change made in the console; null while the environment's default is in force. */
  lastChange: Type.Union([Type.Object({ at: Type.String(), by: Type.String() }), Type.Null()]),
});
export type SiteSettingsView = Static<typeof SiteSettingsView>;

export const GetSiteSettings = endpoint({
  method: 'GET',
  path: '/console/settings',
  tag: TAG,
  summary: '站点设置的当前值（首页灰色模式）',
  roles: ROLES,
  data: SiteSettingsView,
});

export const ChangeSiteSetting = endpoint({
  method: 'POST',
  path: '/console/settings',
  tag: TAG,
  summary: '修改一项站点设置，所有实例立即生效（记入操作日志）',
  roles: ROLES,
  body: Type.Object({
    key: Type.String({ maxLength: 40, errorMessage: '没有这项站点设置' }),
    value: Type.Unknown(),
  }),
  data: SiteSettingsView,
});
