import { useEffect, useRef } from 'react';

/**
 * Runs `save` when the page is hidden or unloaded (tab switched, closed, reloaded), the last
 * moment a learner's unsaved words can still be sent; `save` must use a keepalive request.
 */
export function useExitSave(save: () => void): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onHide = () => latest.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);
}
