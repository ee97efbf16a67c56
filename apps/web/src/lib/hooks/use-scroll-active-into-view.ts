import { useEffect, useRef } from 'react';

/**
 * On phones the navigation rows scroll sideways; this keeps the current page's link
 * (NavLink marks it aria-current="page") in view instead of hidden past the edge.
 * `trigger` is what changes the active link, usually the pathname.
 */
export function useScrollActiveIntoView<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || container.scrollWidth <= container.clientWidth) return;
    const active = container.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    const box = container.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    container.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [trigger]);
  return ref;
}
