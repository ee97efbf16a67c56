import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Ad } from '../types';
import { BannerCarousel } from './banner-carousel';

const ads: Ad[] = [
  {
    id: 1,
    title: '2027国考备考全程班',
    subtitle: '名师带学',
    image: '/api/v1/pc/images/1',
    link: '/list.html',
  },
  { id: 2, title: '省考联考公告汇总', subtitle: '', image: '/api/v1/pc/images/2', link: '/' },
  { id: 3, title: '没有图片的横幅', subtitle: '文字兜底', image: '', link: '/' },
];

afterEach(cleanup);

describe('BannerCarousel', () => {
  it('shows each banner picture with its size set and Chinese alt text, the first one eagerly', () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={ads} />
      </MemoryRouter>,
    );
    const first = screen.getAllByRole('img', { name: '2027国考备考全程班：名师带学' })[0]!;
    expect(first.getAttribute('src')).toBe('/api/v1/pc/images/1');
    expect(first.getAttribute('width')).toBe('1200');
    expect(first.getAttribute('height')).toBe('400');
    expect(first.getAttribute('loading')).toBe('eager');
    // Slides off screen are aria-hidden by the carousel, yet still rendered.
    const second = screen.getAllByRole('img', { name: '省考联考公告汇总', hidden: true })[0]!;
    expect(second.getAttribute('width')).toBe('1200');
    expect(second.getAttribute('height')).toBe('400');
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  it('draws a banner without a picture from its title instead', () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={ads} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('img', { name: /没有图片的横幅/, hidden: true })).toHaveLength(0);
    expect(screen.getAllByText('没有图片的横幅').length).toBeGreaterThan(0);
  });
});
