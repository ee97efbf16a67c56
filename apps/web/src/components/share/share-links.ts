/**
 * Share addresses of the default share sites: weixin, weibo, yixin, qzone.
 * WeChat has no web share address: the widget shows a QR code of the page instead.
 */
export type ShareSite = 'weixin' | 'weibo' | 'qzone' | 'yixin';

export const SHARE_SITES: ShareSite[] = ['weixin', 'weibo', 'yixin', 'qzone'];

export const SHARE_LABELS: Record<ShareSite, string> = {
  weixin: '微信',
  weibo: '新浪微博',
  qzone: 'QQ空间',
  yixin: '易信',
};

export interface ShareTarget {
  url: string;
  title: string;
  summary?: string;
}

export function shareUrl(site: Exclude<ShareSite, 'weixin'>, target: ShareTarget): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const summary = target.summary ?? '';
  switch (site) {
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${q({ url: target.url, title: target.title })}`;
    case 'qzone':
      return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${q({
        url: target.url,
        title: target.title,
        summary,
      })}`;
    case 'yixin':
      return `https://open.yixin.im/share?${q({
        type: 'webpage',
        url: target.url,
        title: target.title,
        desc: summary,
      })}`;
  }
}
