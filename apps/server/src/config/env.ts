import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import { parseAlipay, type AlipayConfig } from './alipay-env.ts';
import { parseLive, type LiveConfig } from './live-env.ts';
import { DEVELOPMENT_SECRET, weakSecretReason } from './secret-strength.ts';
import { parseShop, type ShopConfig } from './shop-env.ts';
import { parseSite, type SiteConfig } from './site-env.ts';
import { parseVideo, type VideoConfig } from './video-env.ts';

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
  /**
   * REDIS_PREFIX: begins every key and channel this deployment uses in Redis, so that two
   * deployments (a staging beside production) can share one Redis without meeting.
   */
  redisPrefix: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web app the server serves; absent in API-only tests. */
  webDistDir: string;
  /** Load the demo content into an empty database at start. */
  seedDemo: boolean;
  /** ALLOW_DEMO_PROVIDERS: a production demo that may run the local providers and demo accounts. */
  allowDemoProviders: boolean;
  /**
   * Which X-Forwarded-* hops to believe for the client IP, in Fastify's `trustProxy` terms:
   * false (none: the peer's address), a hop count (the last N proxies), or the proxies'
   * addresses. `true` believes the left-most X-Forwarded-For, which the client writes itself.
   */
  trustProxy: TrustProxy;
  /** The site's own address, for links that leave the browser (invitation QR codes). */
  publicUrl: string;
  /** Keys the HMACs of stored SMS codes and signed URLs. Required in production. */
  appSecret: string;
  /** Serve the OpenAPI pages at /docs: a map of every endpoint, off in production by default. */
  docsEnabled: boolean;
  accounts: AccountsConfig;
  sms: SmsConfig;
  wechat: WechatConfig | null;
  payment: PaymentConfig;
  questionBank: QuestionBankConfig;
  news: NewsConfig;
  site: SiteConfig;
  storage: StorageConfig;
  shortAnswer: ShortAnswerConfig;
  ai: AiConfig;
  shop: ShopConfig;
  video: VideoConfig;
  live: LiveConfig;
}

/** AI analysis: `local` composes explanations from the bank's data, `openai` asks any
 * OpenAI-compatible chat-completions endpoint (DeepSeek, Qwen, GLM, OpenAI …). */
export interface AiConfig {
  provider: 'local' | 'openai';
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole generation, and the wait for its first token. */
  timeoutMs: number;
  firstTokenTimeoutMs: number;
  /** Distinct questions a free user may have explained per Asia/Shanghai day. */
  freeDailyQuota: number;
  /** Thumbs-down (outnumbering thumbs-up) that make an explanation be generated anew. */
  regenerateAfterThumbsDown: number;
}

/** Object storage for answer pictures: `local` files under a directory, or S3. */
export interface StorageConfig {
  provider: 'local' | 's3';
  /** local: where objects are written. */
  localDir: string;
  maxBytes: number;
  /** Upload credentials and presigned uploads stop working after this many seconds. */
  tokenTtlSeconds: number;
  /** Signed read URLs of pictures stop working after this many seconds. */
  readUrlTtlSeconds: number;
  s3: S3Config | null;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key rather than bucket.endpoint/key (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** Short answers (申论, docs/areas/short-answers.md). */
export interface ShortAnswerConfig {
  /** Longest answer text, in characters. */
  maxChars: number;
  /** Hours after grading in which the grader may still change the grade; 0: final at once. */
  gradeReviseHours: number;
}

export type { ParcelConfig, ShopConfig } from './shop-env.ts';
export type { SiteConfig, SiteContact } from './site-env.ts';
export type { VideoConfig } from './video-env.ts';
export type { LiveConfig } from './live-env.ts';

/** Question bank (docs/areas/question-bank.md). */
export interface QuestionBankConfig {
  /** A question leaves the error book after this many right answers in a row. */
  errorRemoveStreak: number;
  /** Signed video and audio analysis URLs stop working after this many seconds. */
  mediaUrlTtlSeconds: number;
  /** Practice attempts one learner may start in 24 hours (a script could fill the tables). */
  attemptsPerDay: number;
  /**
   * Memory each instance may give to copies of question rows (bank-content-cache.ts); the
   * oldest make room past it.
   */
  cacheMegabytes: number;
}

/** News portal. */
export interface NewsConfig {
  /** Searches one learner (or, logged out, one client address) may make in a minute. */
  searchesPerMinute: number;
}

export interface AccountsConfig {
  /** A session without 'keep me logged in' ends after this long without a request. */
  sessionIdleMinutes: number;
  /**
   * Failed logins allowed within the window: per account from one client (IP), per account
   * from all clients together (bounds guessing spread over many addresses), and per IP.
   */
  loginMaxPerAccount: number;
  loginMaxPerAccountAllClients: number;
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
    /** The 开播提醒 template (variables `title`, `time`); null: class reminders are not texted. */
    liveReminderTemplateCode: string | null;
  } | null;
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
}

/**
 * VIP and shop payments: `local` is the offline demo gateway, `wechat` is WeChat Pay Native v3,
 * `alipay` is Alipay face-to-face QR payment (alipay.trade.precreate).
 */
export interface PaymentConfig {
  provider: 'local' | 'wechat' | 'alipay';
  /** An unpaid order (and its QR code) is dropped after this many minutes. */
  orderTtlMinutes: number;
  wechatPay: WechatPayConfig | null;
  /** Set when PAYMENT_PROVIDER=alipay (optional, so a hand-written test config may leave it out). */
  alipay?: AlipayConfig | null;
}

export type { AlipayConfig } from './alipay-env.ts';

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  mchSerialNo: string;
  mchPrivateKey: string;
  /** WeChat Pay platform public key (or certificate) that signs notifications and answers. */
  platformPublicKey: string;
  platformSerialNo: string;
  /** APIv3 key: decrypts the notification resource (AES-256-GCM); 32 characters. */
  apiV3Key: string;
  apiBase: string;
  notifyUrl: string;
}

/** TRUST_PROXY: true/false, a hop count, or proxy addresses, CIDRs and proxy-addr range names. */
export type TrustProxy = boolean | number | string[];

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
  const redisPrefix = env.REDIS_PREFIX || 'shangan';
  if (!/^[\w.:-]{1,64}$/.test(redisPrefix)) {
    problems.push('REDIS_PREFIX must be 1 to 64 letters, digits, _ . : or -');
  }

  const logLevel = (env.LOG_LEVEL ??
    (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const seedDemo = parseBoolean(env.SEED_DEMO, true, 'SEED_DEMO', problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);

  const int = (name: string, fallback: number) => parseInteger(env[name], fallback, name, problems);
  const loginMaxPerAccount = int('LOGIN_MAX_PER_ACCOUNT', 10);
  const accounts: AccountsConfig = {
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 120),
    loginMaxPerAccount,
    // The default follows a raised LOGIN_MAX_PER_ACCOUNT, so setting only that one still starts.
    loginMaxPerAccountAllClients: int(
      'LOGIN_MAX_PER_ACCOUNT_ALL_CLIENTS',
      Math.max(100, loginMaxPerAccount),
    ),
    loginMaxPerIp: int('LOGIN_MAX_PER_IP', 50),
    loginWindowSeconds: int('LOGIN_WINDOW_SECONDS', 900),
  };
  // Below the per-client budget the all-clients cap would let one stranger lock the account
  // everywhere again; a zero window would forget every failure at once.
  if (accounts.loginMaxPerAccountAllClients < accounts.loginMaxPerAccount) {
    problems.push('LOGIN_MAX_PER_ACCOUNT_ALL_CLIENTS must be at least LOGIN_MAX_PER_ACCOUNT');
  }
  if (accounts.loginWindowSeconds < 1) problems.push('LOGIN_WINDOW_SECONDS must be at least 1');

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
      liveReminderTemplateCode: env.ALIYUN_SMS_LIVE_REMINDER_TEMPLATE_CODE || null,
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

  const payment = parsePayment(env, problems, int);
  const questionBank: QuestionBankConfig = {
    errorRemoveStreak: int('QB_ERROR_REMOVE_STREAK', 2),
    mediaUrlTtlSeconds: int('QB_MEDIA_URL_TTL_SECONDS', 600),
    attemptsPerDay: int('QB_ATTEMPTS_PER_DAY', 300),
    cacheMegabytes: int('QB_CACHE_MB', 64),
  };
  if (questionBank.attemptsPerDay < 1) problems.push('QB_ATTEMPTS_PER_DAY must be at least 1');
  if (questionBank.cacheMegabytes < 0) problems.push('QB_CACHE_MB must not be negative');
  const news: NewsConfig = { searchesPerMinute: int('SEARCH_MAX_PER_MINUTE', 60) };
  if (news.searchesPerMinute < 1) problems.push('SEARCH_MAX_PER_MINUTE must be at least 1');
  if (questionBank.errorRemoveStreak < 1) {
    problems.push('QB_ERROR_REMOVE_STREAK must be at least 1');
  }
  if (questionBank.mediaUrlTtlSeconds < 10) {
    problems.push('QB_MEDIA_URL_TTL_SECONDS must be at least 10');
  }

  const site: SiteConfig = parseSite(env, nodeEnv, problems, (name, fallback) =>
    parseBoolean(env[name], fallback, name, problems),
  );

  // The local SMS provider hands codes to whoever asks and the local gateway lets the buyer
  // confirm their own payment: right for the demo, an open door in production.
  const allowDemoProviders = parseBoolean(
    env.ALLOW_DEMO_PROVIDERS,
    false,
    'ALLOW_DEMO_PROVIDERS',
    problems,
  );
  if (nodeEnv === 'production' && !allowDemoProviders) {
    if (sms.provider === 'local') {
      problems.push(
        'SMS_PROVIDER=local reveals codes; configure aliyun or set ALLOW_DEMO_PROVIDERS=true',
      );
    }
    if (payment.provider === 'local') {
      problems.push(
        'PAYMENT_PROVIDER=local grants VIP without payment; configure wechat or alipay, or set ALLOW_DEMO_PROVIDERS=true',
      );
    }
  }

  const storage = parseStorage(env, databaseUrl, problems, int);
  const shortAnswer: ShortAnswerConfig = {
    maxChars: int('SHORT_ANSWER_MAX_CHARS', SHORT_ANSWER_MAX_CHARS),
    gradeReviseHours: int('GRADE_REVISE_HOURS', 24),
  };
  if (shortAnswer.maxChars < 1) problems.push('SHORT_ANSWER_MAX_CHARS must be at least 1');
  if (shortAnswer.gradeReviseHours < 0) problems.push('GRADE_REVISE_HOURS must be 0 or more');
  const ai = parseAi(env, problems, int);
  const shop = parseShop(env, problems, int);
  const video = parseVideo(env, repoRoot, problems, int, path.dirname(storage.localDir));
  const live = parseLive(env, nodeEnv, repoRoot, problems, int);

  const appSecret = env.APP_SECRET ?? '';
  const weakSecret = weakSecretReason(appSecret);
  if (nodeEnv === 'production' && weakSecret) {
    problems.push(
      `APP_SECRET must be 32+ random characters in production (this one: ${weakSecret}); ` +
        'generate one with: openssl rand -base64 48',
    );
  }
  const docsEnabled = parseBoolean(
    env.DOCS_ENABLED,
    nodeEnv !== 'production',
    'DOCS_ENABLED',
    problems,
  );

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl,
    redisUrl,
    redisPrefix,
    logLevel,
    webDistDir: env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    seedDemo,
    allowDemoProviders,
    trustProxy,
    appSecret: appSecret || DEVELOPMENT_SECRET,
    docsEnabled,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    accounts,
    sms,
    wechat,
    payment,
    questionBank,
    news,
    site,
    storage,
    shortAnswer,
    ai,
    shop,
    video,
    live,
  };
}

function parseAi(
  env: NodeJS.ProcessEnv,
  problems: string[],
  int: (name: string, fallback: number) => number,
): AiConfig {
  const provider = env.AI_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 'openai') {
    problems.push('AI_PROVIDER must be local or openai');
  }
  if (provider === 'openai') {
    for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'])
      if (!env[name]) problems.push(`${name} is required when AI_PROVIDER=openai`);
  }
  const baseUrl = (env.AI_BASE_URL ?? '').replace(/\/+$/, '');
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) {
    problems.push('AI_BASE_URL must start with http:// or https://');
  }
  const config: AiConfig = {
    provider: provider as AiConfig['provider'],
    baseUrl,
    apiKey: env.AI_API_KEY ?? '',
    model: env.AI_MODEL ?? '',
    timeoutMs: int('AI_TIMEOUT_MS', 60_000),
    firstTokenTimeoutMs: int('AI_FIRST_TOKEN_TIMEOUT_MS', 15_000),
    freeDailyQuota: int('AI_FREE_DAILY_QUOTA', 3),
    regenerateAfterThumbsDown: int('AI_REGENERATE_AFTER_THUMBS_DOWN', 3),
  };
  if (config.timeoutMs < 1000) problems.push('AI_TIMEOUT_MS must be at least 1000');
  if (config.firstTokenTimeoutMs < 100) {
    problems.push('AI_FIRST_TOKEN_TIMEOUT_MS must be at least 100');
  }
  if (config.regenerateAfterThumbsDown < 1) {
    problems.push('AI_REGENERATE_AFTER_THUMBS_DOWN must be at least 1');
  }
  return config;
}

function parseStorage(
  env: NodeJS.ProcessEnv,
  databaseUrl: string,
  problems: string[],
  int: (name: string, fallback: number) => number,
): StorageConfig {
  const provider = env.STORAGE_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 's3') {
    problems.push('STORAGE_PROVIDER must be local or s3');
  }
  // Uploads live beside an SQLite database file, so a fresh database gets fresh uploads.
  const sqliteFile = !/^postgres(ql)?:\/\//.test(databaseUrl) && databaseUrl !== ':memory:';
  const localDir =
    env.STORAGE_LOCAL_DIR ||
    (sqliteFile
      ? path.join(path.dirname(path.resolve(databaseUrl)), 'uploads')
      : path.join(repoRoot, 'data', 'uploads'));
  const maxBytes = int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024);
  if (maxBytes < 1024) problems.push('UPLOAD_MAX_BYTES must be at least 1024');
  const tokenTtlSeconds = int('UPLOAD_TOKEN_TTL_SECONDS', 900);
  const readUrlTtlSeconds = int('UPLOAD_READ_URL_TTL_SECONDS', 600);
  if (tokenTtlSeconds < 1) problems.push('UPLOAD_TOKEN_TTL_SECONDS must be at least 1');
  if (readUrlTtlSeconds < 1) problems.push('UPLOAD_READ_URL_TTL_SECONDS must be at least 1');
  let s3: S3Config | null = null;
  if (provider === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      if (!env[name]) problems.push(`${name} is required when STORAGE_PROVIDER=s3`);
    const endpoint = (env.S3_ENDPOINT ?? '').replace(/\/+$/, '');
    if (endpoint && !/^https?:\/\//.test(endpoint)) {
      problems.push('S3_ENDPOINT must start with http:// or https://');
    }
    s3 = {
      endpoint,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: parseBoolean(env.S3_FORCE_PATH_STYLE, true, 'S3_FORCE_PATH_STYLE', problems),
    };
  }
  return {
    provider: provider as StorageConfig['provider'],
    localDir,
    maxBytes,
    tokenTtlSeconds,
    readUrlTtlSeconds,
    s3,
  };
}

function parsePayment(
  env: NodeJS.ProcessEnv,
  problems: string[],
  int: (name: string, fallback: number) => number,
): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 'wechat' && provider !== 'alipay') {
    problems.push('PAYMENT_PROVIDER must be local, wechat or alipay');
  }
  const orderTtlMinutes = int('VIP_ORDER_TTL_MINUTES', 30);
  if (orderTtlMinutes < 1) problems.push('VIP_ORDER_TTL_MINUTES must be at least 1');
  let wechatPay: WechatPayConfig | null = null;
  if (provider === 'wechat') {
    const required = [
      'WECHATPAY_APP_ID',
      'WECHATPAY_MCH_ID',
      'WECHATPAY_MCH_SERIAL_NO',
      'WECHATPAY_MCH_PRIVATE_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'WECHATPAY_PLATFORM_SERIAL_NO',
      'WECHATPAY_API_V3_KEY',
    ];
    for (const name of required)
      if (!env[name]) problems.push(`${name} is required when PAYMENT_PROVIDER=wechat`);
    const apiV3Key = env.WECHATPAY_API_V3_KEY ?? '';
    if (apiV3Key && Buffer.byteLength(apiV3Key) !== 32) {
      problems.push('WECHATPAY_API_V3_KEY must be 32 bytes');
    }
    // PEM keys often arrive through env files with their line breaks written as \n.
    const pem = (value: string | undefined) => (value ?? '').replaceAll('\\n', '\n');
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(
      /\/+$/,
      '',
    );
    wechatPay = {
      appId: env.WECHATPAY_APP_ID ?? '',
      mchId: env.WECHATPAY_MCH_ID ?? '',
      mchSerialNo: env.WECHATPAY_MCH_SERIAL_NO ?? '',
      mchPrivateKey: pem(env.WECHATPAY_MCH_PRIVATE_KEY),
      platformPublicKey: pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY),
      platformSerialNo: env.WECHATPAY_PLATFORM_SERIAL_NO ?? '',
      apiV3Key,
      apiBase: (env.WECHATPAY_API_BASE ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
      notifyUrl: env.WECHATPAY_NOTIFY_URL ?? `${publicUrl}/api/v1/pay/notify/wechat`,
    };
  }
  const alipay =
    provider === 'alipay'
      ? parseAlipay(
          env,
          (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
          problems,
        )
      : null;
  return { provider: provider as PaymentConfig['provider'], orderTtlMinutes, wechatPay, alipay };
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

// proxy-addr's names for whole ranges, accepted by Fastify beside addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `1` is a hop count, not "true": behind one nginx the client address is the last
 * X-Forwarded-For entry (the one nginx appended), while `true` takes the first, which the client
 * sends itself and so could name any address to dodge the per-IP limits.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (Number.isSafeInteger(hops)) return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    problems.push(
      'TRUST_PROXY must be true, false, a hop count (1 behind one nginx) or a comma-separated ' +
        `list of proxy addresses or CIDRs such as 127.0.0.1,10.0.0.0/8 (got "${raw}"; ` +
        `not an address: ${bad.map((entry) => `"${entry}"`).join(', ')})`,
    );
    return false;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
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
