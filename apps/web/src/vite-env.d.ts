/// <reference types="vite/client" />

/** Settings baked in at build time (see lib/site-info.ts); all optional. */
interface ImportMetaEnv {
  readonly VITE_COOKIE_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
