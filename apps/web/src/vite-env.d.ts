/// <reference types="vite/client" />

/** Operator settings baked in at build time (see lib/site-info.ts); all optional. */
interface ImportMetaEnv {
  readonly VITE_SERVICE_PHONE?: string;
  readonly VITE_ICP_LICENSE?: string;
  readonly VITE_PUBLIC_SECURITY_LICENSE?: string;
  readonly VITE_QQ_GROUP?: string;
  readonly VITE_QQ_GROUP_URL?: string;
  readonly VITE_CHAT_URL?: string;
  readonly VITE_OLD_SITE_URL?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
