import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * What the account browser tests do as a person would (drag the slider, read the demo code,
 * watch the messages) and the few things they reach past the page for (codes aged in the
 * database, API calls made from the page).
 */

/** A phone no other test run has used: 139 + the last 8 digits of the clock, plus an offset. */
export function freshPhone(offset: number): string {
  return `13${5 + offset}${String(Date.now()).slice(-8)}`;
}

/**
 * The server refuses a second code to one phone within 60 s and expires codes after 5 minutes.
 * Rather than wait, the test moves that phone's codes into the past, as time would.
 */
export function ageSmsCodes(phone: string, ms: number): void {
  const db = new DatabaseSync(inject('databasePath'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const shift = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
    const rows = db
      .prepare('SELECT id, created_at, expires_at FROM sms_code WHERE phone = ?')
      .all(phone) as Array<{ id: number; created_at: string; expires_at: string }>;
    const update = db.prepare('UPDATE sms_code SET created_at = ?, expires_at = ? WHERE id = ?');
    for (const row of rows) update.run(shift(row.created_at), shift(row.expires_at), row.id);
  } finally {
    db.close();
  }
}

export const MINUTE = 60_000;

export function dialog(page: Page, title: string): Locator {
  return page.locator('.ant-modal-wrap').filter({
    has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }),
  });
}

/**
 * Drags the slide-verify handle to the far end with the mouse, as a person would, and like a
 * person tries again if the bar sprang back (on a loaded machine a frame can come late).
 */
export async function passSlider(page: Page, scope: Locator): Promise<void> {
  const handle = scope.getByRole('slider', { name: '拖动滑块完成验证' });
  const passed = scope.locator('[role="slider"][aria-valuetext="验证通过"]');
  for (let attempt = 1; ; attempt += 1) {
    // hover() waits until the handle stops moving (dialogs zoom in) before we take its position.
    await handle.hover();
    const box = await handle.boundingBox();
    if (!box) throw new Error('slider is not visible');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 150, y, { steps: 4 });
    await page.mouse.move(box.x + 700, y, { steps: 4 });
    await page.mouse.up();
    const ok = await passed
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (ok) return;
    if (attempt === 3) throw new Error('the slider did not pass after 3 drags');
  }
}

/** Slider, 获取验证码, then the code from the demo notice. */
export async function getCode(page: Page, scope: Locator): Promise<string> {
  await passSlider(page, scope);
  await scope.getByRole('button', { name: '获取验证码' }).click();
  const notice = scope.getByText(/演示模式：验证码 \d{4}/);
  await notice.waitFor();
  const code = /\d{4}/.exec(await notice.innerText())?.[0];
  if (!code) throw new Error('no demo code shown');
  return code;
}

declare global {
  interface Window {
    __notices?: string[];
  }
}

/**
 * Records every antd message shown, so a check cannot miss one that a later message pushed
 * out of the stack (it keeps at most three) before the check looked.
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__notices = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const notices = [node, ...Array.from(node.querySelectorAll('.ant-message-notice'))];
          for (const notice of notices) {
            if (notice.classList.contains('ant-message-notice'))
              seen.push(notice.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function clearNotices(page: Page): Promise<void> {
  await page.evaluate(() => window.__notices?.splice(0));
}

/** Waits for a message with exactly this text since the last clearNotices(). */
export async function toast(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => window.__notices?.includes(expected), text);
}

/**
 * The home page greets a new session with its pop-up ad (a centred dialog; the account dialogs
 * are not centred). Whenever it stands in the way, close it, as a person would.
 */
export async function closeHomeAdWhenShown(page: Page): Promise<void> {
  const ad = page.locator('.ant-modal-wrap.ant-modal-centered');
  await page.addLocatorHandler(ad, async () => {
    // It may already be fading out from an earlier close: then there is nothing to click.
    await ad
      .locator('.ant-modal-close')
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  });
}

export async function logOut(page: Page, name: string): Promise<void> {
  await clearNotices(page);
  await page.getByRole('button', { name: `账号菜单：${name}` }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await toast(page, '退出登录成功');
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('header').getByRole('link', { name: '登录', exact: true }).waitFor();
}

/** Calls the main API from inside the page, as the site's own scripts would. */
export function api(page: Page, path: string, form?: Record<string, string>) {
  return page.evaluate(
    async ({ path, form }) => {
      const res = await fetch(`/api/v1${path}`, {
        method: form ? 'POST' : 'GET',
        ...(form ? { body: new URLSearchParams(form) } : {}),
      });
      return (await res.json()) as {
        code: number;
        msg: string;
        data: Record<string, unknown> | null;
      };
    },
    { path, form },
  );
}
