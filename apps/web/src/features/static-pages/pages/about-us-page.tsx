import { MobileOutlined, PlaySquareOutlined, WechatOutlined } from '@ant-design/icons';
import { QRCode, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PageShell } from '../../../components/page-shell/page-shell';
import { RichText } from '../../../components/rich-text/rich-text';
import { useAboutUs, type AboutEntry } from '../api/about-us';
import { AboutAds } from '../components/about-ads';
import { AboutNav } from '../components/about-nav';
import styles from '../components/about.module.css';

/** Built-in texts for empty about-us fields. */
const DEFAULT_PROFILE =
  '<p>上岸是专注公务员、选调生、遴选和事业单位考试的备考平台，提供考试资讯、网校课程、智能题库与备考图书，陪伴每一位考生一路上岸。</p>';

const CHANNELS: Array<{
  key: 'app' | 'officialAccountGxw' | 'officialAccountLxw' | 'tiktok';
  name: string;
  fallback: string;
  icon: ReactNode;
}> = [
  {
    key: 'app',
    name: '上岸APP',
    fallback: '刷题、看课、查公告，学习进度多端同步。',
    icon: <MobileOutlined />,
  },
  {
    key: 'officialAccountGxw',
    name: '上岸公考公众号',
    fallback: '每日推送招考公告与备考干货。',
    icon: <WechatOutlined />,
  },
  {
    key: 'officialAccountLxw',
    name: '上岸遴选公众号',
    fallback: '遴选公告、真题与上岸经验。',
    icon: <WechatOutlined />,
  },
  {
    key: 'tiktok',
    name: '上岸抖音号',
    fallback: '名师短视频，碎片时间也能学。',
    icon: <PlaySquareOutlined />,
  },
];

/** A QR code of the channel's address; without one, the channel's built-in picture. */
function ChannelImage({ entry, icon }: { entry: AboutEntry | undefined; icon: ReactNode }) {
  if (!entry?.url) return <span className={styles.channelIcon}>{icon}</span>;
  const url = entry.url.startsWith('/') ? `${window.location.origin}${entry.url}` : entry.url;
  return <QRCode value={url} size={120} bordered={false} />;
}

/** /aboutUs (and /aboutUs/feature, /aboutUs/system under their own pages). */
export default function AboutUsPage() {
  const { data, isLoading } = useAboutUs();
  return (
    <PageShell title="关于我们">
      <AboutNav />
      {isLoading ? (
        <Skeleton active />
      ) : (
        <RichText className={styles.profile} html={data?.profile || DEFAULT_PROFILE} />
      )}
      <div className={styles.channels}>
        {CHANNELS.map((channel) => {
          const entry = data?.[channel.key];
          return (
            <div key={channel.key} className={styles.channel}>
              <ChannelImage entry={entry} icon={channel.icon} />
              <strong>{channel.name}</strong>
              <p>{entry?.profile || channel.fallback}</p>
            </div>
          );
        })}
      </div>
      <AboutAds />
    </PageShell>
  );
}
