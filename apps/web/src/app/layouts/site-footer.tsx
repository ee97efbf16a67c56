import { chinaTime } from '../../lib/format';
import { Link } from 'react-router';
import { enterpriseUrl, LEGAL_URLS, pathTo } from '../../lib/paths';
import { useSiteConfig } from '../../lib/site-config';
import { SITE_NAME } from '../../lib/site-info';
import { chooseMobileSite } from '../../lib/site-view';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  showDivider: boolean;
  spacious: boolean;
}

const INTERNAL_LINKS = [
  { label: '企业文化', to: enterpriseUrl(2) },
  { label: '发展历程', to: enterpriseUrl(3) },
  { label: '关于我们', to: pathTo('AboutUs') },
  { label: '联系我们', to: pathTo('ContactUs') },
  { label: '免责声明', to: pathTo('Statement') },
  { label: '加入我们', to: pathTo('JoinUs') },
  { label: '网站地图', to: pathTo('siteMap') },
  { label: '下载APP', to: pathTo('download') },
];

const EXTERNAL_LINKS = [
  { label: '隐私政策', href: LEGAL_URLS.privacyPolicy },
  { label: '用户协议', href: LEGAL_URLS.userAgreement },
];

/**
 * Site footer. Phone and licence numbers are the operator's settings from the
 * server; a line the operator has not set is left out rather than filled with a made-up one.
 */
export function SiteFooter({ showDivider, spacious }: SiteFooterProps) {
  const contact = useSiteConfig().data?.contact;
  const classes = [
    styles.footer,
    showDivider ? styles.divider : '',
    spacious ? styles.spacious : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <footer className={classes}>
      <div className="page-container">
        <nav className={styles.links} aria-label="页脚导航">
          {INTERNAL_LINKS.map((link) => (
            <Link key={link.label} to={link.to}>
              {link.label}
            </Link>
          ))}
          {EXTERNAL_LINKS.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
          {/* Also the way back for a phone that once chose the desktop site. */}
          <button type="button" className={styles.siteSwitch} onClick={chooseMobileSite}>
            手机版
          </button>
        </nav>
        {contact?.servicePhone && (
          <p className={styles.line}>
            <span>
              客服热线：<a href={`tel:${contact.servicePhone}`}>{contact.servicePhone}</a>
            </span>
            {contact.serviceHours && <span className={styles.muted}>{contact.serviceHours}</span>}
          </p>
        )}
        <p className={styles.line}>
          {contact?.icp && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {contact.icp}
            </a>
          )}
          {contact?.publicSecurity && <span>{contact.publicSecurity}</span>}
          <span>
            © {chinaTime(new Date()).year} {SITE_NAME} 版权所有
          </span>
        </p>
      </div>
    </footer>
  );
}
