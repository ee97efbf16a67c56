import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mobilePathTo, withMobileBase } from '../../lib/mobile-paths';
import { setLoginRedirect } from '../../lib/session-storage';

/**
 * Sends a visitor to the mobile login from an action that needs an account (start practising,
 * apply), remembering this page so the login brings them back to it.
 */
export function useSendToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    setLoginRedirect(withMobileBase(`${pathname}${search}`));
    void navigate(mobilePathTo('MLogin'));
  }, [navigate, pathname, search]);
}
