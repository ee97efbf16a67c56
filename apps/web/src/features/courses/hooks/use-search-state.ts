import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SearchChanges = Record<string, string | number | null | undefined>;

/**
 * The page's filters in the address (`?exam=国考&subject=行测&page=2`), so a view can be linked
 * and Back undoes a filter. `update` builds on the address this page last set, not on the
 * render's copy: the router renders a new address in a transition, so a filter picked right
 * after a search would otherwise run with the previous params and drop the keyword (React
 * Router's functional setter gets that same copy). Back and Forward reach it through the effect.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: SearchChanges, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    latest.current = next;
    setParams(next, { replace: options.replace ?? false });
  };
  return { params, update };
}
