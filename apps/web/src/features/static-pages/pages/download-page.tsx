import { AppleFilled, AndroidFilled } from '@ant-design/icons';
import { Button, QRCode } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useAboutUs } from '../api/about-us';
import { APP_DEFAULT_PROFILE, APP_HIGHLIGHTS, appStoreUrl } from '../lib/app-download';
import styles from './download-page.module.css';

/** /download: the app, with a QR code to open this page on a phone. */
export default function DownloadPage() {
  const { data } = useAboutUs();
  const storeUrl = appStoreUrl(data);
  const pageUrl = `${window.location.origin}${pathTo('download')}`;
  return (
    <PageShell title="下载上岸APP">
      <div className={styles.hero}>
        <div className={styles.text}>
          <h2>上岸APP · 公考备考随身带</h2>
          <p>{data?.app.profile || APP_DEFAULT_PROFILE}</p>
          <div className={styles.buttons}>
            {storeUrl ? (
              <>
                <Button type="primary" size="large" icon={<AppleFilled />} href={storeUrl}>
                  iPhone 版
                </Button>
                <Button size="large" icon={<AndroidFilled />} href={storeUrl}>
                  Android 版
                </Button>
              </>
            ) : (
              <p className={styles.hint}>在各大应用商店搜索“上岸”即可免费下载。</p>
            )}
          </div>
        </div>
        <div className={styles.qr}>
          <QRCode value={storeUrl ?? pageUrl} size={160} />
          <span>手机扫码下载</span>
        </div>
      </div>
      <div className={styles.points}>
        {APP_HIGHLIGHTS.map(({ title, text }) => (
          <section key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
