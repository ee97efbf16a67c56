import {
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  MobileOutlined,
  NotificationOutlined,
  QqOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { Popover } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SupportTopic } from '@shangan/shared';
import { GROUP_TOPIC, SupportMessageDialog } from '../../features/support';
import { pathTo } from '../../lib/paths';
import { useSiteConfig, type SiteConfig } from '../../lib/site-config';
import { BackToTop } from './back-to-top';
import styles from './side-toolbar.module.css';

const CHAT_TOPICS: Array<{ label: SupportTopic; icon: ReactNode }> = [
  { label: '考试公告', icon: <NotificationOutlined /> },
  { label: '岗位查询', icon: <FileSearchOutlined /> },
  { label: '考试真题', icon: <FileTextOutlined /> },
  { label: '免费资料', icon: <GiftOutlined /> },
];

function chatUrl(base: string, topic: string): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}topic=${encodeURIComponent(topic)}`;
}

function QqGroupCard({ config }: { config: SiteConfig }) {
  return (
    <div className={styles.card}>
      <div>加入备考交流QQ群，与考友一起上岸</div>
      {config.qqGroup && <div className={styles.cardStrong}>群号：{config.qqGroup}</div>}
      {config.qqGroupUrl && (
        <a href={config.qqGroupUrl} target="_blank" rel="noopener noreferrer">
          一键加群
        </a>
      )}
    </div>
  );
}

function Entry({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </>
  );
}

/**
 * Floating side toolbar. The four topics open the online chat when the site has
 * one (CHAT_URL), the QQ entry shows the group when one is configured; otherwise both open the
 * built-in message form, which reaches staff, so no entry is a dead end.
 */
export function SideToolbar() {
  const config = useSiteConfig().data;
  const [formTopic, setFormTopic] = useState<SupportTopic | null>(null);
  const hasGroup = !!(config?.qqGroup || config?.qqGroupUrl);

  const openChat = (topic: SupportTopic) => {
    if (config?.chatUrl) {
      window.open(chatUrl(config.chatUrl, topic), '_blank', 'noopener,noreferrer');
      return;
    }
    setFormTopic(topic);
  };

  const qqButton = (
    <button
      type="button"
      className={styles.entry}
      title="QQ群"
      onClick={hasGroup ? undefined : () => setFormTopic(GROUP_TOPIC)}
    >
      <Entry icon={<QqOutlined />} label="QQ群" />
    </button>
  );

  return (
    <aside className={styles.toolbar} aria-label="快捷服务">
      <ul className={styles.entries}>
        {CHAT_TOPICS.map((topic) => (
          <li key={topic.label}>
            <button
              type="button"
              className={styles.entry}
              title={topic.label}
              onClick={() => openChat(topic.label)}
            >
              <Entry icon={topic.icon} label={topic.label} />
            </button>
          </li>
        ))}
        <li>
          {config && hasGroup ? (
            <Popover
              content={<QqGroupCard config={config} />}
              placement="left"
              trigger={['hover', 'click']}
            >
              {qqButton}
            </Popover>
          ) : (
            qqButton
          )}
        </li>
        <li>
          <Link to={pathTo('download')} className={styles.entry} title="下载APP">
            <Entry icon={<MobileOutlined />} label="下载APP" />
          </Link>
        </li>
        {config?.oldSiteUrl && (
          <li>
            <a href={config.oldSiteUrl} className={styles.entry} title="返回旧版">
              <Entry icon={<RollbackOutlined />} label="返回旧版" />
            </a>
          </li>
        )}
      </ul>
      <BackToTop
        className={styles.entry}
        iconClassName={styles.icon}
        labelClassName={styles.label}
      />
      <SupportMessageDialog topic={formTopic} onClose={() => setFormTopic(null)} />
    </aside>
  );
}
