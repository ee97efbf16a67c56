import { useState } from 'react';

/**
 * Which rows of a two-level list the person closed by hand (all start open), and the setter a
 * row's open/close control calls.
 */
export function useCollapsed() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const setOpen = (id: number, open: boolean) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (open) after.delete(id);
      else after.add(id);
      return after;
    });
  return { collapsed, setOpen };
}
