import type { Redis } from 'ioredis';
import { ApiCode } from '@shangan/shared';
import type { AccountsConfig } from '../../config/env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { redisFailed, redisReady } from '../../lib/redis-state.ts';

/** At most `max` attempts counted under `key` in one window. */
export interface Budget {
  key: string;
  max: number;
}

export type Claim = { ok: true } | { ok: false; key: string; ttlMs: number };

/**
 * Counters of login attempts in fixed windows (a window starts with the first attempt counted
 * under a key). An attempt is counted before it is judged, so guesses sent in parallel cannot all
 * pass a check that none of them has yet been counted in; one that turns out not to be a failure
 * is given back.
 */
export interface AttemptCounter {
  /**
   * All or nothing: when every budget has room, counts one attempt in each; otherwise counts
   * nothing (a refused request is no new guess, and must not spend the other budgets) and names
   * the first budget that is spent.
   */
  claim(budgets: Budget[]): Promise<Claim>;
  /** Gives back one attempt counted under each key. */
  release(keys: string[]): Promise<void>;
  /** Forgets every attempt counted under these keys. */
  clear(keys: string[]): Promise<void>;
}

// One script, so the check and the counting are atomic across every instance sharing Redis.
const CLAIM_SCRIPT = `
for i, key in ipairs(KEYS) do
  local n = tonumber(redis.call('GET', key) or '0')
  if n >= tonumber(ARGV[i + 1]) then
    return {i, redis.call('PTTL', key)}
  end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return {0, 0}
`;

// Only a live counter is decremented: DECR on a key whose window has ended would make a new
// key without expiry.
const RELEASE_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and redis.call('DECR', key) <= 0 then
    redis.call('DEL', key)
  end
end
return 0
`;

/**
 * In Redis, so every instance behind a load balancer shares the counts; `keyPrefix` begins the
 * keys (`redisNames(…).login`).
 */
export function redisAttemptCounter(
  redis: Redis,
  windowMs: number,
  keyPrefix: string,
): AttemptCounter {
  const keyed = (keys: string[]) => keys.map((key) => keyPrefix + key);
  return {
    async claim(budgets) {
      const [index, ttl] = (await redis.eval(
        CLAIM_SCRIPT,
        budgets.length,
        ...keyed(budgets.map((budget) => budget.key)),
        windowMs,
        ...budgets.map((budget) => budget.max),
      )) as [number, number];
      const spent = budgets[index - 1];
      if (!spent) return { ok: true };
      return { ok: false, key: spent.key, ttlMs: ttl > 0 ? ttl : windowMs };
    },
    async release(keys) {
      if (keys.length > 0) await redis.eval(RELEASE_SCRIPT, keys.length, ...keyed(keys));
    },
    async clear(keys) {
      if (keys.length > 0) await redis.del(...keyed(keys));
    },
  };
}

/**
 * Bounds memory when many addresses fail: expired counters are swept first, then the oldest go
 * (which forgets their counts: the price of a single process without Redis).
 */
const MAX_LOCAL_COUNTERS = 100_000;

/** In this process: right for one instance; several instances need REDIS_URL. */
export function memoryAttemptCounter(windowMs: number): AttemptCounter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt > now) return counter;
    counters.delete(key);
    return undefined;
  };
  const makeRoom = (now: number) => {
    if (counters.size < MAX_LOCAL_COUNTERS) return;
    for (const [key, counter] of counters) if (counter.resetAt <= now) counters.delete(key);
    for (const key of counters.keys()) {
      if (counters.size < MAX_LOCAL_COUNTERS) break;
      counters.delete(key);
    }
  };
  return {
    async claim(budgets) {
      const now = Date.now();
      for (const budget of budgets) {
        const counter = live(budget.key, now);
        if (counter && counter.count >= budget.max) {
          return { ok: false, key: budget.key, ttlMs: counter.resetAt - now };
        }
      }
      for (const budget of budgets) {
        const counter = live(budget.key, now);
        if (counter) {
          counter.count += 1;
        } else {
          makeRoom(now);
          counters.set(budget.key, { count: 1, resetAt: now + windowMs });
        }
      }
      return { ok: true };
    },
    async release(keys) {
      const now = Date.now();
      for (const key of keys) {
        const counter = live(key, now);
        if (counter && --counter.count <= 0) counters.delete(key);
      }
    },
    async clear(keys) {
      for (const key of keys) counters.delete(key);
    },
  };
}

/** Where login attempts are counted, and the counter that took a given claim. */
interface LoginCounters {
  claim(budgets: Budget[]): Promise<{ claim: Claim; counter: AttemptCounter }>;
  /** Forgets the keys wherever they were counted; never throws. */
  clear(keys: string[]): Promise<void>;
}

/**
 * In Redis while it answers, so instances share the counts; in this process while it does not
 * (down, reconnecting, stalled past the command timeout), so logins keep working with the limits
 * of a single instance instead of failing. An attempt is given back to the counter that took it.
 */
export function loginCounters(
  redis: Redis | null,
  windowMs: number,
  keyPrefix: string,
): LoginCounters {
  const local = memoryAttemptCounter(windowMs);
  if (!redis) {
    return {
      claim: async (budgets) => ({ claim: await local.claim(budgets), counter: local }),
      clear: (keys) => local.clear(keys),
    };
  }
  const shared = redisAttemptCounter(redis, windowMs, keyPrefix);
  return {
    async claim(budgets) {
      if (redisReady(redis)) {
        try {
          return { claim: await shared.claim(budgets), counter: shared };
        } catch (err) {
          redisFailed(redis, err);
        }
      }
      return { claim: await local.claim(budgets), counter: local };
    },
    async clear(keys) {
      await local.clear(keys);
      if (redisReady(redis)) await shared.clear(keys).catch(() => undefined);
    },
  };
}

/** One login attempt that passed the limits; its outcome decides what stays counted. */
export interface LoginAttempt {
  /** The person proved the account: their failures on this client are forgiven. */
  succeeded(accountUuid: string): Promise<void>;
  /** Neither a success nor a refusal (the server failed): nothing stays counted. */
  abandoned(): Promise<void>;
  // A refusal (wrong password, unknown account, wrong code) needs no call: it stays counted.
}

export interface LoginLimits {
  /**
   * Counts a password login for `accountUuid` (the account the typed name resolved to, so a
   * phone and a user name share one budget; null when it resolved to none) from `ip`, or throws
   * 429 when a budget is spent. `fallback` names the other way in that the refusal suggests
   * (default: SMS-code login).
   */
  beginPasswordLogin(
    ip: string,
    accountUuid: string | null,
    fallback?: string,
  ): Promise<LoginAttempt>;
  /** Counts an SMS-code login from `ip` (each code already dies after 5 wrong tries). */
  beginSmsLogin(ip: string): Promise<LoginAttempt>;
}

/**
 * Failed logins are limited three ways within LOGIN_WINDOW_SECONDS:
 * - per account and client (LOGIN_MAX_PER_ACCOUNT): guessing one learner's password from one
 *   address locks password login for that account on that address only, so a stranger cannot
 *   lock the learner out everywhere;
 * - per account over all clients (LOGIN_MAX_PER_ACCOUNT_ALL_CLIENTS, much higher): guessing
 *   spread over many addresses stays bounded;
 * - per IP (LOGIN_MAX_PER_IP), password and SMS logins together, unknown accounts included:
 *   bounds spraying one password over many accounts and probing which accounts exist.
 * Only failures count: successful logins never spend a budget (a school behind one NAT, or a
 * learner logging in on many devices, is not slowed), and a success forgives that account's
 * failures on that client. SMS login stays open while password login of the account is locked.
 */
export function createLoginLimits(
  redis: Redis | null,
  config: AccountsConfig,
  keyPrefix: string,
): LoginLimits {
  const windowMs = config.loginWindowSeconds * 1000;
  const counters = loginCounters(redis, windowMs, keyPrefix);
  const ipKey = (ip: string) => `ip:${ip}`;
  // The uuid, not the row id: unique across databases, so instances (or test runs) sharing one
  // Redis never mix two accounts.
  const accountKey = (uuid: string) => `account:${uuid}`;
  const accountClientKey = (uuid: string, ip: string) => `account-client:${uuid}:${ip}`;
  const minutes = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 60_000));

  async function begin(
    ip: string,
    budgets: Budget[],
    fallback = '使用短信验证码登录',
  ): Promise<LoginAttempt> {
    const { claim, counter } = await counters.claim(budgets);
    if (!claim.ok) {
      if (claim.key === ipKey(ip)) {
        throw new ApiError(
          ApiCode.TOO_MANY_REQUESTS,
          `登录尝试过于频繁，请${minutes(claim.ttlMs)}分钟后再试`,
        );
      }
      throw new ApiError(
        ApiCode.TOO_MANY_REQUESTS,
        `密码错误次数过多，请${minutes(claim.ttlMs)}分钟后再试，或${fallback}`,
      );
    }
    const claimed = budgets.map((budget) => budget.key);
    // Losing a give-back only leaves the limits stricter, never looser: a login that succeeded
    // is not turned into an error because Redis hiccuped afterwards.
    const quietly = (work: Promise<void>) => work.catch(() => undefined);
    return {
      async succeeded(accountUuid: string) {
        const forgiven = accountClientKey(accountUuid, ip);
        await quietly(counter.release(claimed.filter((key) => key !== forgiven)));
        await counters.clear([forgiven]);
      },
      async abandoned() {
        await quietly(counter.release(claimed));
      },
    };
  }

  return {
    beginPasswordLogin(ip, accountUuid, fallback) {
      const budgets: Budget[] = [{ key: ipKey(ip), max: config.loginMaxPerIp }];
      if (accountUuid) {
        budgets.push(
          { key: accountClientKey(accountUuid, ip), max: config.loginMaxPerAccount },
          { key: accountKey(accountUuid), max: config.loginMaxPerAccountAllClients },
        );
      }
      return begin(ip, budgets, fallback);
    },
    beginSmsLogin(ip) {
      return begin(ip, [{ key: ipKey(ip), max: config.loginMaxPerIp }]);
    },
  };
}
