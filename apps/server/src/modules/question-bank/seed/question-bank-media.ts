import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertMedia } from '../bank-writer.ts';
import { DEMO_VIDEOS } from '../media/demo-videos.ts';
import type { MediaKey } from './question-bank-kit.ts';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../media');

/**
 * The demo's analysis media: the committed method-lesson videos (real WebM, see
 * media/make-demo-videos.ts) and an audio clip made here. The machine has no speech synthesis,
 * so the audio is honestly a short chime (C–E–G–C), not a spoken explanation.
 */
export async function seedQuestionBankMedia(
  trx: Transaction<Database>,
  now: string,
): Promise<Map<MediaKey, number>> {
  const ids = new Map<MediaKey, number>();
  for (const video of DEMO_VIDEOS) {
    const content = new Uint8Array(fs.readFileSync(path.join(MEDIA_DIR, video.file)));
    ids.set(
      video.key,
      await insertMedia(
        trx,
        { kind: 'video', mime: 'video/webm', fileName: video.file, content, durationSeconds: 8 },
        now,
      ),
    );
  }
  const wav = chimeWav();
  ids.set(
    'audio',
    await insertMedia(
      trx,
      {
        kind: 'audio',
        mime: 'audio/wav',
        fileName: 'analysis-chime.wav',
        content: wav.bytes,
        durationSeconds: wav.seconds,
      },
      now,
    ),
  );
  return ids;
}

/** 8 kHz, 8-bit mono PCM: four notes with a soft decay. */
export function chimeWav(): { bytes: Uint8Array; seconds: number } {
  const rate = 8000;
  const notes = [523.25, 659.25, 783.99, 1046.5];
  const noteSamples = Math.round(rate * 0.5);
  const samples = new Uint8Array(notes.length * noteSamples + rate / 2);
  samples.fill(128);
  notes.forEach((frequency, n) => {
    for (let i = 0; i < noteSamples; i++) {
      const t = i / rate;
      const envelope = Math.min(1, i / 80) * Math.exp(-t * 5);
      samples[n * noteSamples + i] = Math.round(
        128 + 90 * envelope * Math.sin(2 * Math.PI * frequency * t),
      );
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return {
    bytes: new Uint8Array(Buffer.concat([header, samples])),
    seconds: Math.ceil(samples.length / rate),
  };
}
