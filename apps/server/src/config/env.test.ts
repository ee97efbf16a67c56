import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database under data/ and port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/data[\\/]shangan\.db$/);
    expect(config.redisUrl).toBeNull();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        REDIS_URL: 'http://x',
        DATABASE_URL: 'mysql://db',
        SEED_DEMO: 'maybe',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('refuses the demo SMS and payment providers in production unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER=local/);
    expect(loadConfig({ ...production, ALLOW_DEMO_PROVIDERS: 'true' }).nodeEnv).toBe('production');
  });
});
