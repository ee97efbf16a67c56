import crypto from 'node:crypto';
import {
  ParcelQueryError,
  type ParcelProvider,
  type ParcelTrackResult,
  type TraceEntry,
} from './parcel-provider.ts';

export interface Kuaidi100Config {
  customer: string;
  key: string;
  apiBase: string;
}

/** sign = MD5(param + key + customer), upper-case hex: kuaidi100's real-time query signature. */
export function kuaidi100Sign(param: string, key: string, customer: string): string {
  return crypto
    .createHash('md5')
    .update(param + key + customer)
    .digest('hex')
    .toUpperCase();
}

interface Kuaidi100Answer {
  message?: string;
  state?: string;
  status?: string;
  result?: boolean;
  returnCode?: string;
  data?: Array<{
    time?: string;
    ftime?: string;
    context?: string;
    areaName?: string;
    location?: string;
  }>;
}

/**
 * kuaidi100's real-time query (POST {apiBase}/poll/query.do, form fields customer, sign and
 * param). Times come as China time text; they leave here as UTC ISO strings.
 */
export function createKuaidi100(
  config: Kuaidi100Config,
  fetchImpl: typeof fetch = fetch,
): ParcelProvider {
  return {
    name: 'kuaidi100',
    async query(parcel): Promise<ParcelTrackResult> {
      const param = JSON.stringify({
        com: parcel.company,
        num: parcel.trackingNumber,
        ...(parcel.phone ? { phone: parcel.phone } : {}),
        ...(parcel.to ? { to: parcel.to } : {}),
        resultv2: '1',
        show: '0',
        order: 'desc',
      });
      const body = new URLSearchParams({
        customer: config.customer,
        sign: kuaidi100Sign(param, config.key, config.customer),
        param,
      });
      let answer: Kuaidi100Answer;
      try {
        const res = await fetchImpl(`${config.apiBase}/poll/query.do`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new ParcelQueryError(`kuaidi100 answered HTTP ${res.status}`);
        answer = (await res.json()) as Kuaidi100Answer;
      } catch (err) {
        if (err instanceof ParcelQueryError) throw err;
        throw new ParcelQueryError('kuaidi100 could not be reached', { cause: err });
      }
      if (answer.result === false || (answer.status && answer.status !== '200')) {
        // 400 with "查询无结果" is a parcel the carrier has not scanned yet: no track, no error.
        if (answer.returnCode === '500' || /无结果|暂无/.test(answer.message ?? '')) {
          return { state: null, traces: [] };
        }
        throw new ParcelQueryError(
          `kuaidi100 refused the query: ${answer.returnCode ?? answer.status} ${answer.message ?? ''}`,
        );
      }
      const traces: TraceEntry[] = (answer.data ?? []).flatMap((item) => {
        const time = chinaTimeToIso(item.ftime ?? item.time ?? '');
        if (!time || !item.context) return [];
        return [{ time, context: item.context, location: item.areaName ?? item.location ?? '' }];
      });
      traces.sort((a, b) => b.time.localeCompare(a.time));
      return { state: stateOf(answer.state), traces };
    },
  };
}

/**
 * kuaidi100's top-level state: 0–8, and 14 (拒签) on newer accounts, which reads as 4 (退签);
 * resultv2 sub-states (e.g. 101, 501) map to their first digit.
 */
function stateOf(raw: string | undefined): number | null {
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(n) || n < 0) return null;
  if (n <= 8) return n;
  if (n === 14) return 4;
  const first = Number(String(n)[0]);
  return first <= 8 ? first : null;
}

/** "2026-11-25 08:30:00" in China time → ISO UTC. */
function chinaTimeToIso(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!)).toISOString();
}
