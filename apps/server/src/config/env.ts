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
  };
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
