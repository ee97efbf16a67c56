import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '../src/config/env.ts';
import type { Engine } from '../src/db/connect.ts';
import { startFakeAlipay } from '../src/providers/payment/fake-alipay.ts';
import { startFakeWechatPay } from '../src/providers/payment/fake-wechat-pay.ts';
import { freePort } from './net.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;

export interface GatewayAppOptions extends Omit<TestAppOptions, 'config'> {
  config?: TestAppOptions['config'];
  /** Runs once the app is built, before it listens (a module's demo catalogue …). */
  prepare?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The app listening on 127.0.0.1 with PAYMENT_PROVIDER=wechat against the fake WeChat Pay
 * gateway, which sends its notifications to the app's notify route. `close` stops both.
 */
export async function appWithFakeWechatPay(engine: Engine, options: GatewayAppOptions = {}) {
  const fake = await startFakeWechatPay();
  return listening(engine, options, fake, (notifyBase) => ({
    provider: 'wechat',
    orderTtlMinutes: 30,
    wechatPay: fake.config(`${notifyBase}/wechat`),
  }));
}

/** The same with PAYMENT_PROVIDER=alipay against the fake Alipay gateway. */
export async function appWithFakeAlipay(engine: Engine, options: GatewayAppOptions = {}) {
  const fake = await startFakeAlipay();
  return listening(engine, options, fake, (notifyBase) => ({
    provider: 'alipay',
    orderTtlMinutes: 30,
    wechatPay: null,
    alipay: fake.config(`${notifyBase}/alipay`),
  }));
}

async function listening<F extends { close(): Promise<void> }>(
  engine: Engine,
  { prepare, config, ...options }: GatewayAppOptions,
  fake: F,
  payment: (notifyBase: string) => PaymentConfig,
): Promise<{ t: TestApp; fake: F; close: () => Promise<void> }> {
  const port = await freePort();
  const t = await createTestApp(engine, {
    ...options,
    config: {
      ...config,
      payment: payment(`http://127.0.0.1:${port}/api/v1/pay/notify`),
    },
  });
  await prepare?.(t.app);
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** Delivers one notification `times` times at once, as a gateway retrying in parallel would. */
export function deliverTimes(
  times: number,
  delivery: { url: string; headers: Record<string, string>; body: string },
): Promise<Array<{ status: number; text: string }>> {
  return Promise.all(
    Array.from({ length: times }, async () => {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      });
      return { status: res.status, text: await res.text() };
    }),
  );
}
