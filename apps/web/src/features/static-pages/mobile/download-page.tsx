import { CheckCircleFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { SITE_NAME } from '../../../lib/site-info';
import { useAboutUs } from '../api/about-us';
import { APP_DEFAULT_PROFILE, APP_HIGHLIGHTS, appStoreUrl } from '../lib/app-download';
import styles from './download-page.module.css';

/** Which store a phone's own system uses, for the one button that fits it. */
function phoneSystem(): 'ios' | 'android' | 'other' {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios';
  if (/Android|HarmonyOS/i.test(agent)) return 'android';
  return 'other';
}

/**
 * /download: the app. The store address comes from the about-us content; without one the page
 * says where to find the app, and the mobile site itself is the way to keep learning now.
 */
export default function MobileDownloadPage() {
  const about = useAboutUs();
  const storeUrl = appStoreUrl(about.data);
  const system = phoneSystem();
  return (
    <MobilePage title="下载APP" documentTitle={`下载${SITE_NAME}APP`}>
      <section className={styles.hero}>
        <span className={styles.logo} aria-hidden="true">
          {SITE_NAME}
        </span>
        <h1 className={styles.title}>{SITE_NAME}APP · 公考备考随身带</h1>
        <p className={styles.profile}>{about.data?.app.profile || APP_DEFAULT_PROFILE}</p>
        {storeUrl ? (
          <a href={storeUrl} className={styles.store} rel="noopener">
            {system === 'ios'
              ? '前往 App Store 下载'
              : system === 'android'
                ? '下载安卓版'
                : '立即下载'}
          </a>
        ) : (
          <p className={styles.hint}>在手机应用商店搜索“{SITE_NAME}”即可免费下载。</p>
        )}
      </section>
      <ul className={styles.points}>
        {APP_HIGHLIGHTS.map(({ title, text }) => (
          <li key={title} className={styles.point}>
            <CheckCircleFill className={styles.check} aria-hidden="true" />
            <span>
              <strong>{title}</strong>
              <span>{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.web}>
        不想安装？手机网页版同样可以刷题、看课、查公告。
        <Link to={mobilePathTo('MHome')}>去首页</Link>
      </p>
    </MobilePage>
  );
}
