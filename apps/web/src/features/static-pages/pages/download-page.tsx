import { AppleFilled, AndroidFilled } from '@ant-design/icons';
import { Button, QRCode } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useAboutUs } from '../api/about-us';
import styles from './download-page.module.css';

const POINTS = [
  ['题库随身刷', '每日一练、专项练习、错题本，碎片时间也能提分。'],
  ['公告早知道', '订阅关注的省份和考试类型，新公告第一时间推送。'],
  ['课程离线看', '网校课程支持下载，地铁上没网也能学。'],
  ['进度全同步', '与网站共用账号和会员，学习记录多端同步。'],
];

/** /download: the app, with a QR code to open this page on a phone. */
export default function DownloadPage() {
  const { data } = useAboutUs();
  // An app-store address is configured through the about-us content (app.url).
  const storeUrl = data?.app.url && /^https?:\/\//.test(data.app.url) ? data.app.url : null;
  const pageUrl = `${window.location.origin}${pathTo('download')}`;
  return (
    <PageShell title="下载上岸APP">
      <div className={styles.hero}>
        <div className={styles.text}>
          <h2>上岸APP · 公考备考随身带</h2>
          <p>{data?.app.profile || '刷题、看课、查公告，学习进度多端同步。'}</p>
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
        {POINTS.map(([title, text]) => (
          <section key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
