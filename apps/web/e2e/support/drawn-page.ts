import type { Page } from 'playwright-core';

/** Errors the page logs (React reports a drawn page it could not take over as it was). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether a site's app (React and the router) has been loaded into the page. */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/vendor-react-[^/]*\.js$/.test(entry.name)),
  );
}
