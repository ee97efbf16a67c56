import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import type { WechatLogin } from '../../providers/wechat/wechat-login.ts';
import type { LoginLimits } from './login-limits.ts';

/** What the accounts services need, built once by the module (index.ts) and handed to its routes. */
export interface AccountsContext {
  db: Db;
  engine: Engine;
  config: AppConfig;
  sms: SmsProvider;
  /** Null when no WeChat app is configured. */
  wechatLogin: WechatLogin | null;
  /**
   * One set of counters for every password check, so changing a password is no way round the
   * limits on guessing it at login (the counters live in this process without Redis).
   */
  limits: LoginLimits;
}
