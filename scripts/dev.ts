import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the API server restarting on change (port 3000) and Vite's dev server with hot
 * reload (port 5173) proxying /api and /gxw-web-student to it.
 */
const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
