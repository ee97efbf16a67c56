/**
 * Browser APIs jsdom lacks but antd calls on mount: matchMedia (responsive grid, modal widths)
 * and ResizeObserver (tabs, overflow). Inert stand-ins: tests do not depend on layout.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// ProseMirror (the console's article editor) measures the selection to scroll it into view;
// jsdom lays nothing out, so every range measures as an empty box at the origin.
const rangeMeasures =
  typeof Range === 'undefined'
    ? undefined
    : (Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>);
if (rangeMeasures && !rangeMeasures.getClientRects) {
  rangeMeasures.getClientRects = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  rangeMeasures.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}
if (typeof document !== 'undefined' && !document.elementFromPoint) {
  document.elementFromPoint = () => null;
}
