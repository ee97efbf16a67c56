import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig } from '../src/config/env.ts';

/** What the video tests read of a protected lesson's playlist. */
export interface Playlist {
  keyUrl: string;
  iv: Buffer;
  segments: string[];
  durations: number[];
}

/** The key line, the segment addresses and their lengths of an AES-128 HLS playlist. */
export function parsePlaylist(body: string): Playlist {
  const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/.exec(body);
  if (!key) throw new Error(`no AES-128 key line in the playlist:\n${body}`);
  const lines = body.split('\n');
  return {
    keyUrl: key[1]!,
    iv: Buffer.from(key[2]!, 'hex'),
    segments: lines.filter((line) => line.startsWith('/')),
    durations: lines
      .filter((line) => line.startsWith('#EXTINF:'))
      .map((line) => Number(/#EXTINF:([\d.]+)/.exec(line)![1])),
  };
}

/** A segment decrypted with the key: MPEG-TS packets start with the sync byte 0x47. */
export function decrypts(segment: Buffer, key: Buffer, iv: Buffer): boolean {
  try {
    const decipher = crypto.createDecipheriv('aes-128-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(segment), decipher.final()]);
    return plain.length > 188 && plain[0] === 0x47 && plain[188] === 0x47;
  } catch {
    return false;
  }
}

/**
 * Local storage in a folder of the test file's own, removed after it: the video packaged by a
 * test is neither read from nor left in data/uploads. Call at the top of the file.
 */
export function privateStorage(name: string) {
  const localDir = fs.mkdtempSync(path.join(os.tmpdir(), `shangan-${name}-`));
  afterAll(() => fs.rmSync(localDir, { recursive: true, force: true }));
  return { ...loadConfig({ NODE_ENV: 'test' }).storage, localDir };
}
