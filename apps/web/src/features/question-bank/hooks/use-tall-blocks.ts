import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Which of several blocks (materials, a long stem) are taller than `limit` px, measured after
 * layout and again whenever their content changes height (images load after the first layout).
 * `refOf(index)` goes on each block's box; the first child of the box is what is observed.
 */
export function useTallBlocks(count: number, limit: number, deps: readonly unknown[]) {
  const [tall, setTall] = useState<boolean[]>([]);
  const refs = useRef<Array<HTMLElement | null>>([]);
  useLayoutEffect(() => {
    const measure = () =>
      setTall(
        Array.from({ length: count }, (_, index) => {
          const node = refs.current[index];
          return node ? node.scrollHeight > limit : false;
        }),
      );
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const node of refs.current.slice(0, count))
      if (node?.firstElementChild) observer?.observe(node.firstElementChild);
    return () => observer?.disconnect();
    // The caller names what changes the blocks' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, limit, ...deps]);
  const refOf = (index: number) => (node: HTMLElement | null) => {
    refs.current[index] = node;
  };
  return { tall, refOf, anyTall: tall.some(Boolean) };
}
