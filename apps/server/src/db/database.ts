import type { Generated } from 'kysely';

/**
 * Table types of the whole database. Times are ISO-8601 UTC strings in both engines, so the
 * same queries compare and sort them on SQLite and PostgreSQL alike.
 */
export interface Database {
  news_column: NewsColumnTable;
  seed_state: SeedStateTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  sms_code: SmsCodeTable;
}

export interface NewsColumnTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  column_dir: string;
  sort_order: number;
  created_at: string;
}

export interface SeedStateTable {
  name: string;
  loaded_at: string;
}

export interface AppUserTable {
  id: Generated<number>;
  uuid: string;
  realname: Generated<string>;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  nick_name: Generated<string>;
  user_name: string;
  head_portrait: Generated<string>;
  /** 0 without VIP; the tier's weight otherwise (20 is the top, diamond tier). */
  weight: Generated<number>;
  trial_vip: Generated<number>;
  vip: Generated<string>;
  icon: Generated<string>;
  expiration_time: string | null;
  invite_code: string;
  wx_union_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserSessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  keep_logged_in: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  ip: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}
