import { describe, expect, it } from 'vitest';
import { adoptHashRoute } from './hash-route';

describe('adoptHashRoute', () => {
  it('turns the hash route at the base into a path with its query', () => {
    expect(adoptHashRoute({ pathname: '/m/', hash: '#/detail?id=4&type=1' })).toBe(
      '/m/detail?id=4&type=1',
    );
    expect(adoptHashRoute({ pathname: '/m', hash: '#/list' })).toBe('/m/list');
  });

  it('leaves plain anchors and other pages alone', () => {
    expect(adoptHashRoute({ pathname: '/m/', hash: '#top' })).toBeNull();
    expect(adoptHashRoute({ pathname: '/m/article/5', hash: '#/x' })).toBeNull();
    expect(adoptHashRoute({ pathname: '/m/', hash: '' })).toBeNull();
  });
});
