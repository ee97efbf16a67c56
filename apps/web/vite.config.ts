import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';

// The build runs as `vite build apps/web` from the repository root, so every path is anchored
// to this file's folder rather than to the working directory.
const root = import.meta.dirname;

// The API server (apps/server) listens here in development and serves dist/ in production.
const apiServer: ProxyOptions = { target: 'http://127.0.0.1:3000', changeOrigin: false };
const proxy = { '/api': apiServer, '/gxw-web-student': apiServer, '/live-media': apiServer };

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ are immutable: the server and sw.js cache them forever.
    assetsDir: 'assets',
    target: 'es2022',
    chunkSizeWarningLimit: 1_000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change far less often than our pages: a chunk of their own
          // stays in browser caches across deploys. antd stays split per component, so
          // pages only load the widgets they use.
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
