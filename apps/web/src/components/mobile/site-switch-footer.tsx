import { chinaTime } from '../../lib/format';
import { chooseDesktopSite } from '../../lib/site-view';
import { SITE_NAME } from '../../lib/site-info';
import styles from './site-switch-footer.module.css';

/**
 * The foot of the mobile home and profile: the way to the desktop site (remembered for a year)
 * at the page's desktop address, and the site's name.
 */
export function SiteSwitchFooter({ desktopPath = '/' }: { desktopPath?: string }) {
  return (
    <footer className={styles.footer}>
      <button type="button" className={styles.link} onClick={() => chooseDesktopSite(desktopPath)}>
        电脑版
      </button>
      <span className={styles.divider} aria-hidden="true">
        |
      </span>
      <span>
        © {chinaTime(new Date()).year} {SITE_NAME}
      </span>
    </footer>
  );
}
