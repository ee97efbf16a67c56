import { describe, expect, it } from 'vitest';
import { microListFilters } from './micro-filters';

describe('microListFilters', () => {
  it('reads a known subject and sort from the address', () => {
    const filters = microListFilters(new URLSearchParams('subject=申论&sort=newest'), 10);
    expect(filters).toEqual({
      subject: '申论',
      sort: 'newest',
      query: { kind: 'micro', pageSize: 10, sort: 'newest', subject: '申论' },
    });
  });

  it('falls back to every subject in the default order for anything else', () => {
    const filters = microListFilters(new URLSearchParams('subject=x&sort=price'), 12);
    expect(filters).toEqual({
      subject: undefined,
      sort: 'default',
      query: { kind: 'micro', pageSize: 12, sort: 'default' },
    });
  });
});
