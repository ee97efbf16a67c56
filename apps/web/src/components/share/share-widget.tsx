import { Popover, QRCode } from 'antd';
import { SHARE_QR_SIZE_PX } from '@shangan/shared';
import {
  SHARE_LABELS,
  SHARE_SITES,
  shareUrl,
  type ShareSite,
  type ShareTarget,
} from './share-links';
import styles from './share-widget.module.css';

const COLORS: Record<ShareSite, string> = {
  weixin: '#07c160',
  weibo: '#e6162d',
  qzone: '#f7b52c',
  yixin: '#23c68b',
};
const GLYPHS: Record<ShareSite, string> = { weixin: '微', weibo: '博', qzone: 'Q', yixin: '易' };

/** Drawn only when its popover opens, in the browser, which knows the page's origin. */
function WeixinQr({ address }: { address: () => ShareTarget }) {
  return (
    <div className={styles.qr}>
      <QRCode value={address().url} size={SHARE_QR_SIZE_PX} bordered={false} />
      <span>微信扫一扫，分享给好友</span>
    </div>
  );
}

interface ShareWidgetProps extends Omit<ShareTarget, 'url'> {
  /** The shared page's address on this site (the widget adds the origin the reader is on). */
  path: string;
}

/**
 * Share widget: weibo, qzone and yixin open their share pages in a new
 * window; weixin shows a 120×120 QR code of the page to scan with the phone. The full address
 * is made when it is used: the server draws the widget without knowing which origin the reader
 * came by.
 */
export function ShareWidget({ path, ...page }: ShareWidgetProps) {
  const target = (): ShareTarget => ({ ...page, url: `${window.location.origin}${path}` });
  const open = (site: Exclude<ShareSite, 'weixin'>) =>
    window.open(shareUrl(site, target()), '_blank', 'noopener,noreferrer,width=640,height=560');
  return (
    <div className={styles.share} aria-label="分享">
      <span className={styles.label}>分享到：</span>
      {SHARE_SITES.map((site) => {
        const button = (
          <button
            type="button"
            className={styles.button}
            style={{ background: COLORS[site] }}
            title={SHARE_LABELS[site]}
            aria-label={`分享到${SHARE_LABELS[site]}`}
            onClick={site === 'weixin' ? undefined : () => open(site)}
          >
            {GLYPHS[site]}
          </button>
        );
        return site === 'weixin' ? (
          <Popover key={site} trigger={['hover', 'click']} content={<WeixinQr address={target} />}>
            {button}
          </Popover>
        ) : (
          <span key={site}>{button}</span>
        );
      })}
    </div>
  );
}
