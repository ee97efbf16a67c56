import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisFailed, redisReady } from '../../../lib/redis-state.ts';

/** How often an instance writes its viewer counts to Redis again. */
export const ONLINE_REFRESH_MS = 10_000;
/**
 * A count not written again within this long belongs to an instance that is gone (killed, cut
 * off): readers leave it out and delete it.
 */
export const ONLINE_STALE_SECONDS = 30;
/** A room's viewers hear the count at most this often (a class starting brings hundreds at once). */
export const ONLINE_BROADCAST_MS = 3_000;

/**
 * Writes this instance's count of a room (unless ARGV[2] is '') and answers the sum of the other
 * instances' fresh counts, deleting the stale ones. Each field is an instance id, its value
 * `count:written-at` in Redis's own clock, so the instances' clocks never have to agree and a
 * killed instance's count leaves on its own even while the others keep the hash alive. (Per-field
 * expiry would do this natively, but needs a newer Redis than many deployments run.)
 */
const SYNC_SCRIPT = `
local now = tonumber(redis.call('TIME')[1])
local ttl = tonumber(ARGV[3])
if ARGV[2] ~= '' then
  if tonumber(ARGV[2]) > 0 then
    redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. now)
  else
    redis.call('HDEL', KEYS[1], ARGV[1])
  end
end
local others = 0
local entries = redis.call('HGETALL', KEYS[1])
for i = 1, #entries, 2 do
  if entries[i] ~= ARGV[1] then
    local count, at = string.match(entries[i + 1], '^(%d+):(%d+)$')
    if count and now - tonumber(at) <= ttl then
      others = others + tonumber(count)
    else
      redis.call('HDEL', KEYS[1], entries[i])
    end
  end
end
if redis.call('HLEN', KEYS[1]) > 0 then redis.call('EXPIRE', KEYS[1], ttl) end
return others
`;

type SyncingRedis = Redis & {
  liveOnlineSync(key: string, field: string, count: string, ttl: number): Promise<number>;
};

interface RoomState {
  /** Open event streams of the room on this instance. */
  local: number;
  /** The count the room's viewers last heard from this instance (-1: none yet). */
  sent: number;
  sentAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface OnlineCounterOptions {
  redis: Redis | null;
  log: FastifyBaseLogger;
  /** The hash of a room: `${prefix}:live:online:${sessionId}`. */
  keyOf: (sessionId: number) => string;
  /** Tells every instance's viewers of the room the new count. */
  broadcast: (sessionId: number, count: number) => Promise<void>;
}

/**
 * Viewers of each room: the open event streams, counted per instance in a map and, with Redis,
 * summed across instances through one hash per room. While Redis is away an instance counts its
 * own viewers only, as a single instance would.
 */
export class OnlineCounter {
  private readonly rooms = new Map<number, RoomState>();
  private readonly instance = crypto.randomUUID();
  private readonly redis: SyncingRedis | null;
  private readonly refresher: ReturnType<typeof setInterval>;
  private closed = false;
  private readonly options: OnlineCounterOptions;

  constructor(options: OnlineCounterOptions) {
    this.options = options;
    const { redis } = options;
    if (redis) {
      // defineCommand is idempotent per client, so several buses on one client are fine.
      redis.defineCommand('liveOnlineSync', { numberOfKeys: 1, lua: SYNC_SCRIPT });
    }
    this.redis = redis as SyncingRedis | null;
    this.refresher = setInterval(() => void this.refresh(), ONLINE_REFRESH_MS);
    this.refresher.unref();
  }

  /** Counts one more open stream of the room; answers the function that counts it out. */
  enter(sessionId: number): () => void {
    const room = this.roomOf(sessionId);
    room.local += 1;
    this.changed(sessionId);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      room.local -= 1;
      this.changed(sessionId);
    };
  }

  /** Open streams of the room on this instance only. */
  localCount(sessionId: number): number {
    return this.rooms.get(sessionId)?.local ?? 0;
  }

  /** Viewers of the room across instances (this one's own count is always the current one). */
  async count(sessionId: number): Promise<number> {
    return this.localCount(sessionId) + (await this.others(sessionId, null));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.refresher);
    const ids = [...this.rooms.keys()];
    for (const room of this.rooms.values()) if (room.timer) clearTimeout(room.timer);
    this.rooms.clear();
    // A stopped instance's viewers leave the count at once rather than when their entry goes stale.
    if (this.redis && redisReady(this.redis)) {
      await Promise.all(ids.map((id) => this.others(id, 0)));
    }
  }

  private roomOf(sessionId: number): RoomState {
    let room = this.rooms.get(sessionId);
    if (!room) {
      room = { local: 0, sent: -1, sentAt: 0, timer: null };
      this.rooms.set(sessionId, room);
    }
    return room;
  }

  /** A change is told once the room's quiet time since the last count has passed. */
  private changed(sessionId: number): void {
    const room = this.roomOf(sessionId);
    if (room.timer || this.closed) return;
    const wait = Math.max(0, room.sentAt + ONLINE_BROADCAST_MS - Date.now());
    room.timer = setTimeout(() => {
      room.timer = null;
      void this.tell(sessionId, room);
    }, wait);
    room.timer.unref();
  }

  private async tell(sessionId: number, room: RoomState): Promise<void> {
    room.sentAt = Date.now();
    const total = room.local + (await this.others(sessionId, room.local));
    if (this.closed) return;
    if (total !== room.sent) {
      room.sent = total;
      await this.options.broadcast(sessionId, total).catch((err: unknown) => {
        this.options.log.warn({ err, sessionId }, 'live online count not broadcast');
      });
    }
    this.forgetIfEmpty(sessionId, room);
  }

  /** Writes every room's count again, and tells the rooms whose count moved elsewhere. */
  private async refresh(): Promise<void> {
    for (const [sessionId, room] of [...this.rooms]) {
      if (room.timer) continue;
      const total = room.local + (await this.others(sessionId, room.local));
      if (this.closed) return;
      if (total !== room.sent) {
        this.changed(sessionId);
      } else {
        this.forgetIfEmpty(sessionId, room);
      }
    }
  }

  private forgetIfEmpty(sessionId: number, room: RoomState): void {
    if (room.local === 0 && !room.timer && this.rooms.get(sessionId) === room) {
      this.rooms.delete(sessionId);
    }
  }

  /**
   * The other instances' viewers of the room; writes this instance's count first unless `write`
   * is null. 0 while Redis is away.
   */
  private async others(sessionId: number, write: number | null): Promise<number> {
    const redis = this.redis;
    if (!redis || !redisReady(redis)) return 0;
    try {
      return Number(
        await redis.liveOnlineSync(
          this.options.keyOf(sessionId),
          this.instance,
          write === null ? '' : String(write),
          ONLINE_STALE_SECONDS,
        ),
      );
    } catch (err) {
      this.options.log.debug({ err, sessionId }, 'live online count read locally');
      redisFailed(redis, err);
      return 0;
    }
  }
}
