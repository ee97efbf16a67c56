import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless Chromium on a machine with no outside network and running as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * One browser per test file and a fresh context (cookies, storage) per test.
 * Use inside a describe block: `const ui = useBrowser();` then `ui.page` in tests.
 */
export function useBrowser(
  viewport = { width: 1280, height: 800 },
  device: Pick<
    BrowserContextOptions,
    'userAgent' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor'
  > = {},
) {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; baseURL: string };
  beforeAll(async () => {
    state.baseURL = inject('baseURL');
    state.browser = await launchChromium();
  });
  beforeEach(async () => {
    state.context = await state.browser.newContext({
      baseURL: state.baseURL,
      viewport,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
      // The site turns antd's motion off for this setting: a dialog or menu that is still
      // zooming in when the test clicks can miss the click on a busy machine.
      reducedMotion: 'reduce',
      ...device,
    });
    state.page = await state.context.newPage();
  });
  afterEach(async () => {
    await state.context?.close();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get context() {
      return state.context;
    },
    get page() {
      return state.page;
    },
    get baseURL() {
      return state.baseURL;
    },
  };
}

/** A phone as the mobile site's tests see it: an iPhone's size, touch and user agent. */
export const PHONE_DEVICE = {
  viewport: { width: 390, height: 844 },
  device: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
} as const;
