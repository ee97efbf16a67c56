import crypto from 'node:crypto';
import type { ParcelProvider, ParcelTrackResult, TraceEntry } from './parcel-provider.ts';

const HOUR_MS = 3_600_000;

/** Where demo parcels leave from and the hubs they pass, by the carrier's words. */
const ORIGIN = { city: '北京市', hub: '北京通州转运中心', depot: '上岸图书仓（北京通州）' };
const HUBS = ['廊坊分拨中心', '济南转运中心', '郑州转运中心', '武汉转运中心', '南京转运中心'];
const CITIES = ['上海市', '广州市', '成都市', '杭州市', '西安市', '长沙市', '南京市', '武汉市'];
const COURIERS = ['张师傅', '李师傅', '王师傅', '刘师傅', '陈师傅'];

/**
 * The offline default: a believable track derived from the tracking number and the shipping
 * time alone (the same number always takes the same route), revealed as time passes — picked
 * up after an hour, signed for about two days later. With `invent` off (a real production
 * left on the local carrier) it makes nothing up and answers that there is no track.
 */
export function createLocalParcel(options: { invent: boolean }): ParcelProvider {
  return {
    name: 'local',
    async query(parcel): Promise<ParcelTrackResult> {
      if (!options.invent) return { state: null, traces: [] };
      return demoTrack(parcel.trackingNumber, parcel.shippedAt, parcel.to, new Date());
    },
  };
}

export function demoTrack(
  trackingNumber: string,
  shippedAt: string,
  to: string | undefined,
  now: Date,
): ParcelTrackResult {
  const seed = crypto.createHash('sha256').update(trackingNumber).digest();
  const pick = <T>(list: T[], byte: number) => list[seed[byte]! % list.length]!;
  const city = to || pick(CITIES, 1);
  // A parcel for the warehouse's own city is sorted there, not sent through another province.
  const hub = city === ORIGIN.city ? '北京城区分拨中心' : pick(HUBS, 0);
  const courier = pick(COURIERS, 2);
  const phone = `1${3 + (seed[3]! % 7)}${String(seed.readUInt32BE(4) % 1e9).padStart(9, '0')}`;
  const jitter = (seed[8]! % 40) / 60;
  const start = new Date(shippedAt).getTime();
  const steps: Array<[hours: number, state: number, context: string, location: string]> = [
    [1 + jitter, 1, `【${ORIGIN.city}】${ORIGIN.depot} 已揽收`, ORIGIN.city],
    [4 + jitter, 0, `【${ORIGIN.city}】快件已发往 ${hub}`, ORIGIN.city],
    [5 + jitter, 0, `【${ORIGIN.city}】快件已到达 ${ORIGIN.hub}`, ORIGIN.city],
    [14 + jitter, 0, `快件已到达 ${hub}`, hub],
    [16 + jitter, 0, `【${hub}】快件已发往 ${city}`, hub],
    [34 + jitter, 0, `【${city}】快件已到达 ${city}分拨中心`, city],
    [40 + jitter, 5, `【${city}】快递员 ${courier}（${phone}）正在派件，请保持电话畅通`, city],
    [46 + jitter, 3, `【${city}】快件已签收，签收人：本人。感谢使用，期待再次为您服务`, city],
  ];
  const traces: TraceEntry[] = [];
  let state: number | null = null;
  for (const [hours, stepState, context, location] of steps) {
    const at = start + hours * HOUR_MS;
    if (at > now.getTime()) break;
    traces.unshift({
      time: new Date(Math.round(at / 1000) * 1000).toISOString(),
      context,
      location,
    });
    state = stepState;
  }
  return { state, traces };
}
