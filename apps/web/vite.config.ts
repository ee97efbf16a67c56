import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions, UserConfig } from 'vite';

// The build runs as `vite build apps/web` from the repository root, so every path is anchored
// to this file's folder rather than to the working directory.
const root = import.meta.dirname;

// The API server (apps/server) listens here in development and serves dist/ in production.
const apiServer: ProxyOptions = { target: 'http://127.0.0.1:3000', changeOrigin: false };
const proxy = { '/api': apiServer, '/gxw-web-student': apiServer, '/live-media': apiServer };

/**
 * The mobile site is a second page of the build (m/index.html); in development its addresses
 * (/m/article/5) are answered with that page, as the server does in production.
 */
const mobilePageFallback: Plugin = {
  name: 'mobile-page-fallback',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = req.url ?? '';
      const path = url.split('?')[0] ?? '';
      const isPage = (path === '/m' || path.startsWith('/m/')) && !/\.[a-z0-9]+$/i.test(path);
      if (isPage && req.headers.accept?.includes('text/html')) req.url = '/m/index.html';
      next();
    });
  },
};

/**
 * The server's bundle of both sites' page renderers (`vite build --ssr`, after the browser
 * build): one self-contained module tree for Node, beside the browser build in a dot folder
 * the static file server never serves.
 */
const serverBundle: UserConfig = {
  root,
  base: '/',
  plugins: [react()],
  ssr: { noExternal: true },
  // The production builds of React and antd, as in the browser's bundle, whatever NODE_ENV the
  // server runs with: antd's class names differ between its builds, and a drawn page whose
  // class names are not the browser's cannot be hydrated.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/server-render.ts',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node22',
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBundle
    : {
        root,
        base: '/',
        plugins: [react(), mobilePageFallback],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // The server reads which stylesheets a page's chunks need from the manifest.
          manifest: true,
          // Hashed file names under /assets/ are immutable: the server and sw.js cache them forever.
          assetsDir: 'assets',
          target: 'es2022',
          chunkSizeWarningLimit: 1_000,
          rolldownOptions: {
            // The desktop site and the mobile site (served under /m/ by the server).
            input: { main: `${root}/index.html`, mobile: `${root}/m/index.html` },
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
      },
);
