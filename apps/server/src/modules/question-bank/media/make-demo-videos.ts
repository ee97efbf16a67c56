/**
 * Makes the demo bank's analysis videos (media/*.webm): short method lessons drawn on a canvas
 * and recorded by Chromium's MediaRecorder as real VP8 WebM. The machine has no ffmpeg, and the
 * files are committed, so this runs only when the lessons change:
 *
 *   node apps/server/src/modules/question-bank/media/make-demo-videos.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_VIDEOS } from './demo-videos.ts';

const SECONDS = 8;

/**
 * MediaRecorder streams WebM without a Duration, so players show no length and cannot seek.
 * Adds it to the Segment's Info element (the Segment has an unknown size and no SeekHead, so
 * nothing else points at the bytes that move).
 */
function withDuration(webm: Buffer, durationMs: number): Buffer {
  const infoId = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  const at = webm.indexOf(infoId);
  if (at < 0) throw new Error('no Info element');
  const sizeStart = at + 4;
  const first = webm[sizeStart]!;
  const sizeLength = Math.clz32(first) - 23;
  let size = first & (0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i++) size = size * 256 + webm[sizeStart + i]!;
  const bodyStart = sizeStart + sizeLength;
  const body = webm.subarray(bodyStart, bodyStart + size);
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(durationMs, 3);
  const newBody = Buffer.concat([body, duration]);
  const newSize = Buffer.alloc(8);
  newSize.writeBigUInt64BE(BigInt(newBody.length) | (1n << 56n));
  return Buffer.concat([
    webm.subarray(0, at),
    infoId,
    newSize,
    newBody,
    webm.subarray(bodyStart + size),
  ]);
}

/** Runs in the page (plain JavaScript: this file is type-checked without the DOM library). */
const RECORD_IN_PAGE = String.raw`async ({ title, lines, seconds }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        document.body.append(canvas);
        const ctx = canvas.getContext('2d');
        const stream = canvas.captureStream(24);
        const recorder = new MediaRecorder(stream, {
          mimeType: 'video/webm;codecs=vp8',
          videoBitsPerSecond: 100_000,
        });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const started = performance.now();
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          ctx.fillStyle = '#f4f8ff';
          ctx.fillRect(0, 0, 640, 360);
          ctx.fillStyle = '#1f6fff';
          ctx.fillRect(0, 0, 640, 64);
          ctx.fillStyle = '#fff';
          ctx.font = 'bold 26px "Noto Sans CJK SC", "Noto Serif CJK SC", sans-serif';
          ctx.fillText(title, 28, 42);
          ctx.font = '22px "Noto Sans CJK SC", "Noto Serif CJK SC", sans-serif';
          const shown = Math.min(lines.length, Math.floor(t / (seconds / (lines.length + 1))) + 1);
          lines.slice(0, shown).forEach((line, index) => {
            const y = 110 + index * 52;
            const active = index === shown - 1;
            ctx.fillStyle = active ? '#fff4d6' : '#f4f8ff';
            ctx.fillRect(20, y - 30, 600, 44);
            ctx.fillStyle = active ? '#d46b08' : '#333';
            ctx.fillText(line, 36, y);
          });
          ctx.fillStyle = '#dde6f5';
          ctx.fillRect(28, 336, 584, 6);
          ctx.fillStyle = '#1f6fff';
          ctx.fillRect(28, 336, Math.min(1, t / seconds) * 584, 6);
          ctx.fillStyle = '#8c8c8c';
          ctx.font = '14px sans-serif';
          ctx.fillText('上岸题库 · 方法精讲', 500, 326);
        };
        recorder.start(500);
        const recordStart = performance.now();
        await new Promise((resolve) => {
          const tick = () => {
            draw();
            if (performance.now() - started < seconds * 1000) requestAnimationFrame(tick);
            else resolve();
          };
          tick();
        });
        recorder.stop();
        await new Promise((resolve) => (recorder.onstop = resolve));
        const durationMs = performance.now() - recordStart;
        const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
        let binary = '';
        for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
        return { base64: btoa(binary), durationMs };
      }`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  for (const video of DEMO_VIDEOS) {
    const args = JSON.stringify({ title: video.title, lines: video.lines, seconds: SECONDS });
    const { base64, durationMs } = (await page.evaluate(`(${RECORD_IN_PAGE})(${args})`)) as {
      base64: string;
      durationMs: number;
    };
    const file = path.join(import.meta.dirname, video.file);
    fs.writeFileSync(file, withDuration(Buffer.from(base64, 'base64'), durationMs));
    console.log(`${video.file}: ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
