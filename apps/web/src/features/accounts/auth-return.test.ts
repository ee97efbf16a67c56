import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetPagesShown, notePageShown } from '../../lib/page-history';
import { setLoginRedirect } from '../../lib/session-storage';
import { continueAfterLogin } from './auth-flow';
import { setupHarness, teardownHarness } from './test-utils';
import type { Harness } from './test-utils';

let harness: Harness;
beforeEach(() => {
  harness = setupHarness();
  forgetPagesShown();
});
afterEach(() => {
  teardownHarness();
  setReferrer('');
});

function setReferrer(url: string) {
  Object.defineProperty(document, 'referrer', { value: url, configurable: true });
}

/** Shows `url` as the router would: the address changes and the page is noted. */
function visit(url: string) {
  window.history.pushState(null, '', url);
  notePageShown(url);
}

describe('after registering or logging in on /register and /login', () => {
  it('returns to the page shown before the account pages when nothing was stored', () => {
    visit('/questionBank?tab=2');
    visit('/login');
    visit('/register');
    continueAfterLogin();
    expect(harness.navigations).toEqual(['/questionBank?tab=2']);
  });

  it('prefers the stored return address', () => {
    visit('/aboutUs');
    setLoginRedirect('/articleDetail/9');
    visit('/register');
    continueAfterLogin();
    expect(harness.navigations).toEqual(['/articleDetail/9']);
  });

  it('takes a referrer on this site when the page was loaded from it', () => {
    setReferrer(`${window.location.origin}/book?id=3`);
    visit('/register');
    continueAfterLogin();
    expect(harness.navigations).toEqual(['/book?id=3']);
  });

  it('goes home from a referrer elsewhere, an account page or none', () => {
    for (const referrer of ['https://evil.example/x', `${window.location.origin}/login`, '']) {
      setReferrer(referrer);
      visit('/register');
      continueAfterLogin();
    }
    expect(harness.navigations).toEqual(['/', '/', '/']);
  });
});
