import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { recordPageView } from '../api/record-page-view';

/**
 * Reports a page view on every route change: the path with its query, the route's name and the
 * page it came from.
 */
export function usePageViewTracking(): void {
  const location = useLocation();
  const matches = useMatches();
  const previous = useRef<string>(typeof document === 'undefined' ? '' : document.referrer);
  const path = `${location.pathname}${location.search}`;
  const pageName = matches.at(-1)?.id ?? '';

  useEffect(() => {
    const cityId = Number(new URLSearchParams(location.search).get('cityId'));
    recordPageView({
      path: path.slice(0, 512),
      pageName: pageName.slice(0, 64),
      referrer: previous.current.slice(0, 512),
      ...(Number.isInteger(cityId) && cityId > 0 ? { cityId } : {}),
    });
    previous.current = path;
    // One report per address; the route name follows the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
}
