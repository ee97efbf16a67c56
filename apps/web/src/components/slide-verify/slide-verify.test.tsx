import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlideVerify } from './slide-verify';
import type { SlideVerifyHandle } from './slide-verify';

afterEach(cleanup);

function setup(props: { width?: number } = {}) {
  const onSuccess = vi.fn();
  const ref = createRef<SlideVerifyHandle>();
  render(<SlideVerify ref={ref} onSuccess={onSuccess} {...props} />);
  const handle = screen.getByRole('slider', { name: '拖动滑块完成验证' });
  const track = handle.parentElement as HTMLElement;
  return { onSuccess, ref, handle, track };
}

function drag(handle: HTMLElement, toX: number, pointerType = 'mouse') {
  const pointer = { pointerId: 7, pointerType, button: 0 };
  fireEvent.pointerDown(handle, { ...pointer, clientX: 10 });
  fireEvent.pointerMove(handle, { ...pointer, clientX: 10 + toX / 2 });
  fireEvent.pointerMove(handle, { ...pointer, clientX: 10 + toX });
}

describe('SlideVerify', () => {
  it('starts idle at the default 340×36 with the hint text', () => {
    const { track, handle } = setup();
    expect(track.dataset.status).toBe('idle');
    expect(track.style.width).toBe('340px');
    expect(track.style.height).toBe('36px');
    expect(handle.style.width).toBe('50px');
    expect(track.textContent).toContain('请按住滑块，拖动到最右边');
  });

  it('is dragging while held and succeeds once the handle reaches width − 50', () => {
    const { track, handle, onSuccess } = setup();
    fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 0 });
    fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'mouse', clientX: 289 });
    expect(track.dataset.status).toBe('dragging');
    expect(handle.style.transform).toBe('translateX(289px)');
    expect(onSuccess).not.toHaveBeenCalled();

    fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'mouse', clientX: 400 });
    expect(track.dataset.status).toBe('success');
    expect(handle.style.transform).toBe('translateX(290px)');
    expect(track.textContent).toContain('验证通过');
    fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'mouse' });
    expect(track.dataset.status).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('springs back to the start when released before the end', () => {
    const { track, handle, onSuccess } = setup();
    drag(handle, 200);
    expect(handle.style.transform).toBe('translateX(200px)');
    fireEvent.pointerUp(handle, { pointerId: 7, pointerType: 'mouse' });
    expect(track.dataset.status).toBe('idle');
    expect(handle.style.transform).toBe('translateX(0px)');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('cannot be dragged left of the start', () => {
    const { handle } = setup();
    drag(handle, -80);
    expect(handle.style.transform).toBe('translateX(0px)');
  });

  it('works with touch and honours a custom width', () => {
    const { track, handle, onSuccess } = setup({ width: 300 });
    drag(handle, 250, 'touch');
    expect(track.dataset.status).toBe('success');
    expect(handle.style.transform).toBe('translateX(250px)');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('is locked after success and back to idle after reset()', () => {
    const { track, handle, ref, onSuccess } = setup();
    drag(handle, 400);
    drag(handle, 400);
    expect(onSuccess).toHaveBeenCalledTimes(1);

    act(() => ref.current?.reset());
    expect(track.dataset.status).toBe('idle');
    expect(handle.style.transform).toBe('translateX(0px)');
    drag(handle, 400);
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it('can be completed from the keyboard', () => {
    const { track, handle, onSuccess } = setup();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(track.dataset.status).toBe('idle');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(track.dataset.status).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores drags while disabled', () => {
    render(<SlideVerify disabled />);
    const handle = screen.getByRole('slider');
    drag(handle, 400);
    expect((handle.parentElement as HTMLElement).dataset.status).toBe('idle');
  });
});
