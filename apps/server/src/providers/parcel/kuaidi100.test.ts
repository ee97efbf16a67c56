import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKuaidi100 } from './fake-kuaidi100.ts';
import { createKuaidi100, kuaidi100Sign } from './kuaidi100.ts';
import { demoTrack } from './local-parcel.ts';
import { ParcelQueryError, parcelStateText } from './parcel-provider.ts';

describe('kuaidi100 adapter against a fake kuaidi100', () => {
  let fake: Awaited<ReturnType<typeof startFakeKuaidi100>>;
  beforeAll(async () => {
    fake = await startFakeKuaidi100();
  });
  afterAll(() => fake.close());

  it('signs as kuaidi100 documents it: MD5(param + key + customer), upper case', () => {
    expect(kuaidi100Sign('{"com":"yuantong","num":"1"}', 'key', 'CUST')).toMatch(/^[0-9A-F]{32}$/);
    expect(kuaidi100Sign('a', 'b', 'c')).toBe('900150983CD24FB0D6963F7D28E17F72');
  });

  it('reads a track: China times become UTC, newest first, the state as a number', async () => {
    fake.parcels.set('shunfeng:SF1234567890', {
      state: '5',
      data: [
        { time: '2026-11-25 09:30:00', context: '【上海市】快递员正在派件', areaName: '上海市' },
        { time: '2026-11-24 20:00:00', context: '【北京市】已揽收', areaName: '北京市' },
      ],
    });
    const provider = createKuaidi100(fake.config);
    const track = await provider.query({
      company: 'shunfeng',
      trackingNumber: 'SF1234567890',
      phone: '13912345678',
      shippedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(track.state).toBe(5);
    expect(track.traces).toEqual([
      { time: '2026-11-25T01:30:00.000Z', context: '【上海市】快递员正在派件', location: '上海市' },
      { time: '2026-11-24T12:00:00.000Z', context: '【北京市】已揽收', location: '北京市' },
    ]);
    // SF Express answers only with the recipient's phone: it travels in the signed param.
    expect(fake.queries.at(-1)).toMatchObject({
      com: 'shunfeng',
      num: 'SF1234567890',
      phone: '13912345678',
    });
  });

  it('maps every state 0–8 to Chinese, and 14 (拒签) to 退签', async () => {
    const texts = [];
    for (let state = 0; state <= 8; state += 1) {
      fake.parcels.set(`zhongtong:ZT${state}00000`, {
        state: String(state),
        data: [{ time: '2026-11-25 09:30:00', context: '轨迹' }],
      });
      const track = await createKuaidi100(fake.config).query({
        company: 'zhongtong',
        trackingNumber: `ZT${state}00000`,
        shippedAt: '2026-11-24T10:00:00.000Z',
      });
      expect(track.state).toBe(state);
      texts.push(parcelStateText(track.state));
    }
    expect(texts).toEqual([
      '运输中',
      '已揽收',
      '疑难件',
      '已签收',
      '退签',
      '派件中',
      '退回中',
      '转投中',
      '清关中',
    ]);
    fake.parcels.set('zhongtong:ZT1400000', { state: '14', data: [] });
    const refused = await createKuaidi100(fake.config).query({
      company: 'zhongtong',
      trackingNumber: 'ZT1400000',
      shippedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(refused.state).toBe(4);
  });

  it('treats "no result yet" as an empty track, a bad key as an error', async () => {
    const empty = await createKuaidi100(fake.config).query({
      company: 'yunda',
      trackingNumber: '4300000000000',
      shippedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(empty).toEqual({ state: null, traces: [] });
    const wrong = createKuaidi100({ ...fake.config, key: 'not-the-key' });
    await expect(
      wrong.query({ company: 'yunda', trackingNumber: '1', shippedAt: '2026-11-24T10:00:00.000Z' }),
    ).rejects.toBeInstanceOf(ParcelQueryError);
    expect(fake.refusedCount()).toBe(1);
  });
});

describe('local demo tracks', () => {
  it('derive the same route from the same number, revealed as time passes', () => {
    const shipped = '2026-11-20T02:00:00.000Z';
    const at = (hours: number) => new Date(Date.parse(shipped) + hours * 3_600_000);
    expect(demoTrack('78310426551890', shipped, undefined, at(0.5))).toEqual({
      state: null,
      traces: [],
    });
    const early = demoTrack('78310426551890', shipped, undefined, at(6));
    expect(early.state).toBe(0);
    expect(early.traces.at(-1)?.context).toContain('已揽收');
    const done = demoTrack('78310426551890', shipped, '广州市', at(72));
    expect(done.state).toBe(3);
    expect(done.traces[0]!.context).toContain('已签收');
    expect(done.traces[0]!.location).toBe('广州市');
    expect(demoTrack('78310426551890', shipped, '广州市', at(72))).toEqual(done);
    const times = done.traces.map((t) => t.time);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
