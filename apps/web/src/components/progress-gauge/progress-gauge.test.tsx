import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAUGE_DEFAULTS, ProgressGauge } from './progress-gauge';

describe('ProgressGauge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the defaults: 1200 ms, radius 50, stroke 10', () => {
    expect(GAUGE_DEFAULTS).toEqual({ duration: 1200, radius: 50, strokeWidth: 10 });
    const { container } = render(<ProgressGauge value={40} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('110');
    expect(svg.getAttribute('height')).toBe('60');
    expect(screen.getByTestId('gauge-arc').getAttribute('stroke-width')).toBe('10');
  });

  it('fills from 0 to the value over the duration', () => {
    render(<ProgressGauge value={62.5} label="正确率" />);
    expect(screen.getByText('0%')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    const middle = Number(screen.getByRole('meter').textContent?.replace(/[^\d.]/g, ''));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(62.5);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByText('62.5%')).toBeTruthy();
    expect(screen.getByText('正确率')).toBeTruthy();
    const arc = screen.getByTestId('gauge-arc');
    const length = Math.PI * 50;
    expect(Number(arc.getAttribute('stroke-dashoffset'))).toBeCloseTo(length * 0.375, 3);
  });

  it('clamps values outside 0–100', () => {
    render(<ProgressGauge value={140} duration={0} />);
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByText('100%')).toBeTruthy();
  });
});
