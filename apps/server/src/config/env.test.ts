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

  const strongSecret = 'r7Kq2ZpX9vLm4TwB8nHc1YdF6sGj3QeA0uViNbOyWkRt';

  it('refuses the demo SMS and payment providers in production unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: strongSecret };
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER=local/);
    expect(loadConfig({ ...production, ALLOW_DEMO_PROVIDERS: 'true' }).nodeEnv).toBe('production');
  });

  it('refuses a known or weak APP_SECRET in production, not only a short one', () => {
    const production = { NODE_ENV: 'production', ALLOW_DEMO_PROVIDERS: 'true' };
    const weak = [
      '',
      'short-but-random-9f3k',
      'x'.repeat(64),
      'shangan-development-secret-not-for-production',
      'test-secret-0123456789abcdef0123456789abcdef',
      'my-Secret-value-for-the-shangan-site-2026!',
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'Qw3rTy!Qw3rTy!Qw3rTy!Qw3rTy!Qw3rTy!',
      'ababababcdcdcdcdababababcdcdcdcdabab',
    ];
    for (const secret of weak) {
      expect(() => loadConfig({ ...production, APP_SECRET: secret }), secret).toThrow(
        /APP_SECRET must be 32\+ random characters .*openssl rand -base64 48/,
      );
    }
    expect(loadConfig({ ...production, APP_SECRET: strongSecret }).appSecret).toBe(strongSecret);
    // Outside production the development default is fine.
    expect(loadConfig({}).appSecret).toBe('shangan-development-secret-not-for-production');
  });

  it('keeps /docs off in production unless DOCS_ENABLED says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      APP_SECRET: strongSecret,
    };
    expect(loadConfig({}).docsEnabled).toBe(true);
    expect(loadConfig(production).docsEnabled).toBe(false);
    expect(loadConfig({ ...production, DOCS_ENABLED: 'true' }).docsEnabled).toBe(true);
    expect(() => loadConfig({ DOCS_ENABLED: 'sometimes' })).toThrow(/DOCS_ENABLED/);
  });

  it('reads TRUST_PROXY as true/false, a hop count or a list of proxy addresses', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    // A hop count, not "true": true would believe the client's own left-most entry.
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['maybe', '1.5', '-1', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', 'nginx']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY must be true, false, a hop count .* or a comma-separated list of proxy addresses/,
      );
    }
  });
});
