import fs from 'node:fs';

/** Resident memory of a running process in bytes, from Linux's /proc; null where unknown. */
export function rssBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status);
    return kib ? Number(kib[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** rssBytes in whole megabytes, or '?'. */
export function rssMegabytes(pid: number): string {
  const bytes = rssBytes(pid);
  return bytes === null ? '?' : String(Math.round(bytes / 1024 / 1024));
}
