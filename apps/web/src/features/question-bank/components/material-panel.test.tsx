import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaterialPanel } from './material-panel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('material panel', () => {
  it('numbers materials only when there is more than one', () => {
    const { rerender } = render(<MaterialPanel materials={[{ content: '<p>一</p>' }]} />);
    expect(screen.queryByText('材料1')).toBeNull();
    rerender(<MaterialPanel materials={[{ content: '<p>一</p>' }, { content: '<p>二</p>' }]} />);
    expect(screen.getByText('材料1')).toBeTruthy();
    expect(screen.getByText('材料2')).toBeTruthy();
  });

  it('pops the materials out into an 800×600 window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = vi.fn(() => 'blob:material');
    URL.revokeObjectURL = vi.fn();
    render(<MaterialPanel materials={[{ content: '<p>一</p>' }]} />);
    fireEvent.click(screen.getByRole('button', { name: /弹\s?出/ }));
    expect(open).toHaveBeenCalledWith('blob:material', 'qb-material', 'width=800,height=600');
  });

  it('collapses a material taller than 96 px and expands all on demand', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300);
    render(<MaterialPanel materials={[{ content: '<p>长材料</p>' }]} />);
    const body = document.querySelector('[data-collapsed]')!;
    expect(body.getAttribute('data-collapsed')).toBe('true');
    expect((body as HTMLElement).style.maxHeight).toBe('96px');
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(body.getAttribute('data-collapsed')).toBe('false');
    expect(screen.getByRole('button', { name: /收\s?起/ })).toBeTruthy();
  });
});
