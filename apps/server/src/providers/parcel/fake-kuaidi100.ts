import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { kuaidi100Sign } from './kuaidi100.ts';

/**
 * A fake kuaidi100 real-time query API on 127.0.0.1 for tests: POST /poll/query.do with the
 * form fields customer, sign and param, the signature checked as the real service does
 * (MD5(param + key + customer), upper case), answering the tracks the test put in, in
 * kuaidi100's own shapes (China-time texts, string states, returnCode on refusal).
 */
export interface FakeParcel {
  state: string;
  /** Newest first, as kuaidi100 answers with order=desc. */
  data: Array<{ time: string; context: string; areaName?: string }>;
}

export async function startFakeKuaidi100() {
  const customer = 'FAKECUSTOMER0001';
  const key = 'fakeKuaidi100Key';
  const parcels = new Map<string, FakeParcel>();
  const queries: Array<{ com: string; num: string; phone?: string }> = [];
  let refused = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const send = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/poll/query.do') {
        res.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(raw);
      const param = form.get('param') ?? '';
      if (
        form.get('customer') !== customer ||
        form.get('sign') !== kuaidi100Sign(param, key, customer)
      ) {
        refused += 1;
        send({ result: false, returnCode: '601', message: '验证签名失败' });
        return;
      }
      const query = JSON.parse(param) as { com: string; num: string; phone?: string };
      queries.push(query);
      const parcel = parcels.get(`${query.com}:${query.num}`);
      if (!parcel) {
        send({ result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' });
        return;
      }
      send({
        message: 'ok',
        nu: query.num,
        ischeck: parcel.state === '3' ? '1' : '0',
        com: query.com,
        status: '200',
        state: parcel.state,
        data: parcel.data.map((d) => ({ ...d, ftime: d.time })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { customer, key, apiBase: `http://127.0.0.1:${port}` },
    parcels,
    queries,
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
