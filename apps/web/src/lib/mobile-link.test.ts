import { describe, expect, it } from 'vitest';
import { mobileLinkTarget } from './mobile-link';

describe('mobileLinkTarget', () => {
  it('keeps other sites as plain links', () => {
    expect(mobileLinkTarget('https://example.com/a')).toEqual({
      external: 'https://example.com/a',
    });
  });

  it('sends a desktop address where the redirect rule sends phones', () => {
    expect(mobileLinkTarget('/specialTopics')).toEqual({ to: '/special' });
    expect(mobileLinkTarget('/articleDetail/12')).toEqual({ to: '/article/12' });
    expect(mobileLinkTarget('/search?keyword=国考')).toEqual({ to: '/search?keyword=国考' });
    expect(mobileLinkTarget('/vipRights')).toEqual({ to: '/' });
  });

  it('opens the education pages by path rather than by hash route', () => {
    expect(mobileLinkTarget('/list.html?type=1')).toEqual({ to: '/list?type=1' });
  });

  it('keeps mobile addresses and refuses what is not a path', () => {
    expect(mobileLinkTarget('/m/books')).toEqual({ to: '/books' });
    expect(mobileLinkTarget('')).toEqual({ to: '/' });
    expect(mobileLinkTarget('//evil.example/x')).toEqual({ to: '/' });
    expect(mobileLinkTarget('javascript:alert(1)')).toEqual({ to: '/' });
  });
});
