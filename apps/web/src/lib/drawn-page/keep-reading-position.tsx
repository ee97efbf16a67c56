import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

/**
 * Keeps a drawn page where the reader had scrolled it before the app woke: the router's scroll
 * restoration takes the app's first render for a new page and scrolls to the top. Its effect
 * runs before this one (inside the router), and both before the browser paints. The server
 * draws the page inside it too (with `top` 0, and effects never run there), so that both sides
 * have the same tree and React's generated ids match.
 */
export function KeepReadingPosition({ top, children }: { top: number; children: ReactNode }) {
  useLayoutEffect(() => {
    if (top > 0 && window.scrollY !== top) window.scrollTo(0, top);
  }, [top]);
  return children;
}
