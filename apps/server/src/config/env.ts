import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every environment variable the server reads, parsed once at start-up. A bad value stops the
 * process with the whole list of problems, so an operator fixes them in one go.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** `postgres://…` selects PostgreSQL; anything else is a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  redisUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web app the server serves; absent in API-only tests. */
  webDistDir: string;
  /** Load the demo content into an empty database at start. */
  seedDemo: boolean;
  /** Behind a proxy (nginx, a load balancer): trust X-Forwarded-* for the client IP. */
  trustProxy: boolean;
  /** The site's own address, for links that leave the browser (invitation QR codes). */
  publicUrl: string;
  /** Keys the HMACs of stored SMS codes and signed URLs. Required in production. */
  appSecret: string;
  accounts: AccountsConfig;
  sms: SmsConfig;
  wechat: WechatConfig | null;
}

export interface AccountsConfig {
  /** A session without 'keep me logged in' ends after this long without a request. */
  sessionIdleMinutes: number;
  /** Password login attempts allowed per account and per IP within the window. */
  loginMaxPerAccount: number;
  loginMaxPerIp: number;
  loginWindowSeconds: number;
}

export interface SmsConfig {
  /** `local` writes codes to the log and hands them to the demo UI; `aliyun` sends real SMS. */
  provider: 'local' | 'aliyun';
  dailyPerPhone: number;
  dailyPerIp: number;
  aliyun: {
    endpoint: string;
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
  } | null;
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
    this.problems = problems;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];

  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a port number (got "${env.PORT}")`);
  }

  const databaseUrl = env.DATABASE_URL || path.join(repoRoot, 'data', 'shangan.db');
  if (/^\w+:\/\//.test(databaseUrl) && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be postgres://… or a SQLite file path');
  }

  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }

  const logLevel = (env.LOG_LEVEL ??
    (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const seedDemo = parseBoolean(env.SEED_DEMO, true, 'SEED_DEMO', problems);
  const trustProxy = parseBoolean(env.TRUST_PROXY, false, 'TRUST_PROXY', problems);

  const int = (name: string, fallback: number) => parseInteger(env[name], fallback, name, problems);
  const accounts: AccountsConfig = {
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 120),
    loginMaxPerAccount: int('LOGIN_MAX_PER_ACCOUNT', 10),
    loginMaxPerIp: int('LOGIN_MAX_PER_IP', 50),
    loginWindowSeconds: int('LOGIN_WINDOW_SECONDS', 900),
  };

  const smsProvider = env.SMS_PROVIDER ?? 'local';
  if (smsProvider !== 'local' && smsProvider !== 'aliyun') {
    problems.push('SMS_PROVIDER must be local or aliyun');
  }
  let aliyun: SmsConfig['aliyun'] = null;
  if (smsProvider === 'aliyun') {
    const required = [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ];
    for (const name of required)
      if (!env[name]) problems.push(`${name} is required when SMS_PROVIDER=aliyun`);
    aliyun = {
      endpoint: env.ALIYUN_SMS_ENDPOINT ?? 'https://dysmsapi.aliyuncs.com',
      accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
      signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
      templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
    };
  }
  const sms: SmsConfig = {
    provider: smsProvider as SmsConfig['provider'],
    dailyPerPhone: int('SMS_DAILY_PER_PHONE', 10),
    dailyPerIp: int('SMS_DAILY_PER_IP', 30),
    aliyun,
  };

  let wechat: WechatConfig | null = null;
  if (env.WECHAT_APP_ID || env.WECHAT_APP_SECRET) {
    if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) {
      problems.push('WECHAT_APP_ID and WECHAT_APP_SECRET go together');
    }
    wechat = {
      appId: env.WECHAT_APP_ID ?? '',
      appSecret: env.WECHAT_APP_SECRET ?? '',
      apiBase: env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com',
    };
  }

  const appSecret = env.APP_SECRET ?? '';
  if (nodeEnv === 'production' && appSecret.length < 32) {
    problems.push('APP_SECRET must be set to at least 32 random characters in production');
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl,
    redisUrl,
    logLevel,
    webDistDir: env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    seedDemo,
    trustProxy,
    appSecret: appSecret || 'shangan-development-secret-not-for-production',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    accounts,
    sms,
    wechat,
  };
}

function parseInteger(
  raw: string | undefined,
  fallback: number,
  name: string,
  problems: string[],
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${name} must be a whole number (got "${raw}")`);
    return fallback;
  }
  return value;
}

function parseBoolean(
  raw: string | undefined,
  fallback: boolean,
  name: string,
  problems: string[],
): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}
