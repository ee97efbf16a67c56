import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRouterNavigate, setDocumentNavigate } from '../../lib/navigation';
import { onMyVipPage, redirectAfterPayment } from './after-payment';

describe('redirects after payment', () => {
  const routed = vi.fn();
  const reloaded = vi.fn();
  beforeEach(() => {
    registerRouterNavigate((to) => routed(to));
    setDocumentNavigate((to) => reloaded(to));
  });
  afterEach(() => {
    registerRouterNavigate(null);
    setDocumentNavigate(null);
    routed.mockReset();
    window.history.replaceState(null, '', '/');
  });
  const at = (url: string) => window.history.replaceState(null, '', url);

  it('recognises the MyVip page under its paths', () => {
    expect(onMyVipPage('/personalCenter/myVip')).toBe(true);
    expect(onMyVipPage('/my/MyVip')).toBe(true);
    expect(onMyVipPage('/vipRights')).toBe(false);
  });

  it('follows the link query from the new-member dialog', () => {
    at('/vipRights?link=%2FquestionBank');
    redirectAfterPayment('new');
    expect(routed).toHaveBeenCalledWith('/questionBank');
  });

  it('opens the article, or reloads MyVip through /refresh2', () => {
    at('/personalCenter/myVip?articleId=12');
    redirectAfterPayment('new');
    expect(routed).toHaveBeenLastCalledWith('/articleDetail/12');

    at('/personalCenter/myVip?tab=1');
    redirectAfterPayment('new');
    expect(routed).toHaveBeenLastCalledWith('/refresh2?path=%2FpersonalCenter%2FmyVip%3Ftab%3D1');

    redirectAfterPayment('member');
    expect(routed).toHaveBeenLastCalledWith('/refresh2?path=%2FpersonalCenter%2FmyVip%3Ftab%3D1');
  });

  it('stays put elsewhere, and ignores the link in the member dialogs', () => {
    at('/vipRights?link=%2FquestionBank');
    redirectAfterPayment('member');
    at('/articleDetail/3');
    redirectAfterPayment('new');
    expect(routed).not.toHaveBeenCalled();
    expect(reloaded).not.toHaveBeenCalled();
  });
});
