import {
  SLIDE_VERIFY_DEFAULT_HEIGHT,
  SLIDE_VERIFY_DEFAULT_WIDTH,
  SLIDE_VERIFY_HANDLE_WIDTH,
} from '@shangan/shared';
import { useImperativeHandle, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode, Ref } from 'react';
import styles from './slide-verify.module.css';

export type SlideVerifyStatus = 'idle' | 'dragging' | 'success';

export interface SlideVerifyHandle {
  /** Back to idle, e.g. after each SMS send: every send needs a new slide. */
  reset: () => void;
}

export interface SlideVerifyProps {
  /** Track width in px; the track shrinks with its container on narrow screens. */
  width?: number;
  /** Fill the container's width instead (forms whose fields are wider than 340 px). */
  fluid?: boolean;
  height?: number;
  disabled?: boolean;
  onSuccess?: () => void;
  ref?: Ref<SlideVerifyHandle>;
}

export interface SlideVerifyTrackProps extends SlideVerifyProps {
  /**
   * The handle's arrow and tick. Each site passes its own icon kit's (the desktop's antd icons,
   * the mobile site's antd-mobile icons), so this file pulls in neither.
   */
  icons: { idle: ReactNode; done: ReactNode };
}

const KEY_STEP_PX = 30;

/**
 * The slide-to-verify bar, whatever the icon kit (slide-verify.tsx for the desktop site,
 * components/mobile/mobile-slide-verify.tsx for the mobile one): idle → dragging → success once the handle reaches
 * the far end (track width − 50), otherwise it springs back. Pointer events cover mouse, pen and
 * touch alike (`touch-action: none` stops the page from scrolling instead); the pointer is
 * captured so a drag that leaves the bar still ends properly. Arrow keys and End work too.
 */
export function SlideVerifyTrack({
  width = SLIDE_VERIFY_DEFAULT_WIDTH,
  height = SLIDE_VERIFY_DEFAULT_HEIGHT,
  fluid = false,
  disabled = false,
  onSuccess,
  ref,
  icons,
}: SlideVerifyTrackProps) {
  const [status, setStatus] = useState<SlideVerifyStatus>('idle');
  const [offset, setOffset] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);

  useImperativeHandle(ref, () => ({
    reset: () => {
      drag.current = null;
      setStatus('idle');
      setOffset(0);
    },
  }));

  /** The real track width: it may be narrower than `width` inside a small dialog. */
  const maxOffset = () => {
    const measured = trackRef.current?.getBoundingClientRect().width ?? 0;
    return Math.max(0, (measured > 0 ? measured : width) - SLIDE_VERIFY_HANDLE_WIDTH);
  };

  const moveTo = (next: number) => {
    const end = maxOffset();
    const clamped = Math.min(Math.max(next, 0), end);
    setOffset(clamped);
    if (clamped >= end) {
      drag.current = null;
      setStatus('success');
      onSuccess?.();
    }
  };

  const locked = disabled || status === 'success';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, pointerId: event.pointerId };
    setStatus('dragging');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    moveTo(event.clientX - current.startX);
  };

  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    // Not at the end: spring back (the CSS transition animates it).
    setStatus('idle');
    setOffset(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const next =
      event.key === 'End'
        ? maxOffset()
        : event.key === 'ArrowRight'
          ? offset + KEY_STEP_PX
          : event.key === 'ArrowLeft'
            ? offset - KEY_STEP_PX
            : event.key === 'Home'
              ? 0
              : null;
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const travel = Math.max(1, width - SLIDE_VERIFY_HANDLE_WIDTH);
  return (
    <div
      ref={trackRef}
      className={styles.track}
      data-status={status}
      style={{ width: fluid ? '100%' : width, height }}
      aria-disabled={disabled || undefined}
    >
      <div
        className={styles.fill}
        style={{
          width:
            status === 'success'
              ? '100%'
              : offset + (status === 'idle' ? 0 : SLIDE_VERIFY_HANDLE_WIDTH / 2),
        }}
      />
      <span className={styles.text} aria-hidden="true">
        {status === 'success' ? '验证通过' : '请按住滑块，拖动到最右边'}
      </span>
      <div
        role="slider"
        tabIndex={locked ? -1 : 0}
        aria-label="拖动滑块完成验证"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={
          status === 'success' ? 100 : Math.min(99, Math.round((offset / travel) * 100))
        }
        aria-valuetext={status === 'success' ? '验证通过' : '未验证'}
        aria-disabled={locked || undefined}
        className={styles.handle}
        style={{ width: SLIDE_VERIFY_HANDLE_WIDTH, transform: `translateX(${offset}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
      >
        {status === 'success' ? icons.done : icons.idle}
      </div>
    </div>
  );
}
