/**
 * `npm run live:demo` — goes live on the running site as the demo teacher would with OBS: logs in
 * as the teacher, takes the next of their classes (or `--session <id>`), and has ffmpeg push a
 * drawn test picture with a tone to the class's RTMP address until stopped (Ctrl+C). Open the
 * class at /livePlayer?id=… as a learner to watch it and chat.
 *
 * Options (or environment): --base <url> (LIVE_DEMO_BASE, default http://localhost:3000), --session
 * <id>, --phone / --password (the teacher's account, default the demo grader who teaches 行测).
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { ApiEnvelope } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListLiveTeaching } from '@shangan/shared/contracts/live';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.LIVE_DEMO_BASE ?? 'http://localhost:3000' },
    session: { type: 'string' },
    phone: { type: 'string', default: '13800000009' },
    password: { type: 'string', default: 'shangan123' },
  },
});
const base = values.base.replace(/\/$/, '');

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, init);
  const envelope = (await res.json()) as ApiEnvelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

const { token } = await api<{ token: string }>('/pc/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ type: '1', account: values.phone, password: values.password }),
});
const { list } = await api<DataOf<typeof ListLiveTeaching>>('/pc/live/teaching', {
  headers: { authorization: `Bearer ${token}` },
});
const session = values.session
  ? list.find((s) => s.id === Number(values.session))
  : list.find((s) => s.state === 'live' || s.state === 'scheduled');
if (!session) {
  console.error(
    values.session
      ? `该账号不是第 ${values.session} 场直播的老师`
      : '该账号没有未开始或进行中的直播',
  );
  process.exit(1);
}

console.log(`推流：${session.title}（第 ${session.id} 场）`);
console.log(`观看：${base}/livePlayer?id=${session.id}`);
const ffmpeg = spawn(
  process.env.FFMPEG_PATH || 'ffmpeg',
  [
    ...['-hide_banner', '-loglevel', 'warning', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '50'],
    ...['-pix_fmt', 'yuv420p', '-b:v', '1200k', '-c:a', 'aac', '-b:a', '96k'],
    ...['-f', 'flv', session.publish.rtmpUrl],
  ],
  { stdio: 'inherit' },
);
const stop = () => ffmpeg.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
ffmpeg.on('exit', (code) => process.exit(code ?? 0));
