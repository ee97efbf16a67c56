import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunPrivateRedis, PrivateRedis } from '../../../../test/private-redis.ts';
import { redisNames } from '../../../lib/redis-state.ts';
import { createLiveBus, type LiveBus, type LiveEvent } from './bus.ts';

/**
 * The room bus alone: one process without Redis, then two "instances" (two buses, each with its
 * own Redis client as an app has) on a private Redis that the test stops and starts again.
 */

const noop = () => undefined;
const log = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => log,
} as unknown as FastifyBaseLogger;

const message = (id: number, content = `消息${id}`): LiveEvent => ({
  type: 'message',
  data: {
    id,
    sessionId: 1,
    userId: 1,
    name: '学员',
    avatar: '',
    content,
    fromTeacher: false,
    pinned: false,
    createdAt: new Date().toISOString(),
  },
});

/** Polls until `check` holds: the test waits on state, whatever the machine's speed. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** A client made as the app makes its own (commands fail at once while Redis is away). */
const appClient = (url: string) =>
  new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 2,
    commandTimeout: 1_000,
    autoResendUnfulfilledCommands: false,
  });

describe('live bus in one process', () => {
  it('delivers to the room listeners only, until they unsubscribe, and counts the watchers', async () => {
    const bus = await createLiveBus({ redis: null, log, prefix: 'test' });
    const heard: string[] = [];
    const off = bus.subscribe(1, (e) => heard.push(`one:${e.type}`));
    bus.subscribe(2, (e) => heard.push(`two:${e.type}`));
    // A failing listener does not keep the event from the others.
    bus.subscribe(1, () => {
      throw new Error('broken viewer');
    });
    await bus.publish(1, message(1));
    expect(heard).toEqual(['one:message']);
    off();
    await bus.publish(1, message(2));
    expect(heard).toEqual(['one:message']);

    const leave = [bus.watch(3, noop), bus.watch(3, noop), bus.watch(4, noop)];
    expect(await bus.online(3)).toBe(2);
    leave[0]!();
    leave[0]!();
    expect(await bus.online(3)).toBe(1);
    expect(await bus.online(99)).toBe(0);
    await bus.close();
  });
});

describe.skipIf(!canRunPrivateRedis)('live bus across instances through Redis', () => {
  const redis = new PrivateRedis();
  const prefix = `live-bus-test-${crypto.randomBytes(4).toString('hex')}`;
  let clients: Redis[] = [];
  let first: LiveBus;
  let second: LiveBus;
  beforeAll(async () => {
    await redis.start();
    clients = [appClient(redis.url), appClient(redis.url)];
    for (const client of clients) client.on('error', noop);
    first = await createLiveBus({ redis: clients[0]!, log, prefix });
    second = await createLiveBus({ redis: clients[1]!, log, prefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const client of clients) client.disconnect();
    await redis.dispose();
  });

  it('delivers an event to both instances, once each', async () => {
    const onFirst: number[] = [];
    const onSecond: number[] = [];
    const offs = [
      first.subscribe(10, (e) => e.type === 'message' && onFirst.push(e.data.id)),
      second.subscribe(10, (e) => e.type === 'message' && onSecond.push(e.data.id)),
    ];
    await first.publish(10, message(1));
    await second.publish(10, message(2));
    await until(() => onFirst.length === 2 && onSecond.length === 2);
    // A marker after them: anything doubled would have come before it.
    await first.publish(10, message(3));
    await until(() => onSecond.includes(3));
    expect(onFirst).toEqual([1, 2, 3]);
    expect(onSecond.sort()).toEqual([1, 2, 3]);
    for (const off of offs) off();
  });

  it('counts the viewers of both instances, without a gone instance', async () => {
    const leaveFirst = [first.watch(20, noop), first.watch(20, noop)];
    const leaveSecond = second.watch(20, noop);
    await until(async () => (await first.online(20)) === 3 && (await second.online(20)) === 3);

    // An instance killed without a goodbye: its entry is old, so it counts for nothing and goes.
    const key = redisNames(prefix).channel('live:online:20');
    const [seconds] = await clients[0]!.time();
    await clients[0]!.hset(key, 'killed-instance', `7:${Number(seconds) - 3_600}`);
    expect(await first.online(20)).toBe(3);
    expect(await clients[0]!.hexists(key, 'killed-instance')).toBe(0);

    const heard: number[] = [];
    const off = first.subscribe(20, (e) => e.type === 'online' && heard.push(e.data.count));
    leaveSecond();
    // The instance that lost its viewer tells the room (after its quiet time) on both instances.
    await until(() => heard.includes(2));
    expect(await first.online(20)).toBe(2);
    for (const leave of leaveFirst) leave();
    off();
  });

  it('keeps delivering in the instance while Redis is down, and across again once it is back', async () => {
    const onFirst: number[] = [];
    const onSecond: number[] = [];
    first.subscribe(30, (e) => e.type === 'message' && onFirst.push(e.data.id));
    second.subscribe(30, (e) => e.type === 'message' && onSecond.push(e.data.id));
    first.watch(30, noop);

    await redis.stop();
    await until(() => clients.every((client) => client.status !== 'ready'));
    await first.publish(30, message(1));
    expect(onFirst).toEqual([1]);
    expect(await first.online(30)).toBe(1);

    await redis.start();
    // The subscriber reconnects and subscribes again on its own; publish until it is heard.
    let id = 100;
    await until(async () => {
      await first.publish(30, message(++id));
      return onSecond.length > 0;
    });
    expect(onSecond.every((n) => n > 100)).toBe(true);
    expect(onFirst.filter((n) => n === onSecond[0])).toHaveLength(1);
  });
});
