import { describe, expect, it } from 'vitest';
import { SHARE_SITES, shareUrl } from './share-links';

describe('share links', () => {
  const target = { url: 'https://www.shangan.example/articleDetail/7', title: '国考公告 & 职位表' };

  it('offers the default share sites', () => {
    expect(SHARE_SITES).toEqual(['weixin', 'weibo', 'yixin', 'qzone']);
  });

  it('builds each site’s share address with the page URL and title encoded', () => {
    const weibo = new URL(shareUrl('weibo', target));
    expect(weibo.host).toBe('service.weibo.com');
    expect(weibo.searchParams.get('url')).toBe(target.url);
    expect(weibo.searchParams.get('title')).toBe(target.title);
    expect(new URL(shareUrl('qzone', target)).host).toBe('sns.qzone.qq.com');
    expect(new URL(shareUrl('yixin', target)).searchParams.get('url')).toBe(target.url);
  });
});
