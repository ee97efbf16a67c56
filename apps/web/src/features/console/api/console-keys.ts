/** Every console query lives under this key; a change made in the console refreshes its lists. */
export const CONSOLE_KEY = ['console'] as const;

export function consoleKey(...rest: unknown[]) {
  return [...CONSOLE_KEY, ...rest] as const;
}
