import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;
const MAX_MS = 800;

/** A touch that starts where a horizontal gesture already means something else. */
function ownsHorizontalGesture(target: EventTarget | null): boolean {
  let node = target instanceof Element ? target : null;
  while (node) {
    if (node.matches('input, textarea, video, audio, [data-no-swipe]')) return true;
    // A wide table or figure scrolls sideways inside its own box.
    if (node instanceof HTMLElement && node.scrollWidth > node.clientWidth + 1) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    node = node.parentElement;
  }
  return false;
}

/**
 * Swiping between questions: a quick, mostly horizontal stroke of at least 60 px; left goes to
 * the next question, right to the previous. Strokes on inputs, players and sideways-scrolling
 * tables are theirs.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        touch && event.touches.length === 1 && !ownsHorizontalGesture(event.target)
          ? { x: touch.clientX, y: touch.clientY, at: Date.now() }
          : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch || Date.now() - from.at > MAX_MS) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
