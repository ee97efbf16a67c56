import {
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  MobileOutlined,
  NotificationOutlined,
  QqOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { App, Popover } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../features/home';
import { pathTo } from '../../lib/paths';
import { siteInfo } from '../../lib/site-info';
import { BackToTop } from './back-to-top';
import styles from './side-toolbar.module.css';

const CHAT_TOPICS: Array<{ label: string; icon: ReactNode }> = [
  { label: '考试公告', icon: <NotificationOutlined /> },
  { label: '岗位查询', icon: <FileSearchOutlined /> },
  { label: '考试真题', icon: <FileTextOutlined /> },
  { label: '免费资料', icon: <GiftOutlined /> },
];

function chatUrl(base: string, topic: string): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}topic=${encodeURIComponent(topic)}`;
}

function QqGroupCard() {
  if (!siteInfo.qqGroup && !siteInfo.qqGroupUrl) {
    return <div className={styles.card}>备考交流群即将开放，敬请关注。</div>;
  }
  return (
    <div className={styles.card}>
      <div>加入备考交流QQ群，与考友一起上岸</div>
      {siteInfo.qqGroup && <div className={styles.cardStrong}>群号：{siteInfo.qqGroup}</div>}
      {siteInfo.qqGroupUrl && (
        <a href={siteInfo.qqGroupUrl} target="_blank" rel="noopener noreferrer">
          一键加群
        </a>
      )}
    </div>
  );
}

/**
 * Floating toolbar of spec part 1 §2.4. The four topics open the online customer-service chat;
 * a site without a chat service configured shows the service phone instead of a dead link.
 */
export function SideToolbar() {
  const { modal } = App.useApp();
  // The server's CHAT_URL wins over the one built into the web app.
  const chatBase = useSiteConfig().data?.chatUrl || siteInfo.chatUrl;

  const openChat = (topic: string) => {
    if (chatBase) {
      window.open(chatUrl(chatBase, topic), '_blank', 'noopener,noreferrer');
      return;
    }
    modal.info({
      title: `咨询${topic}`,
      content: `请拨打客服热线 ${siteInfo.servicePhone}（${siteInfo.serviceHours}），老师会为您解答${topic}相关问题。`,
      okText: '知道了',
    });
  };

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
              <span className={styles.icon}>{topic.icon}</span>
              <span className={styles.label}>{topic.label}</span>
            </button>
          </li>
        ))}
        <li>
          <Popover content={<QqGroupCard />} placement="left" trigger={['hover', 'click']}>
            <button type="button" className={styles.entry} title="QQ群">
              <span className={styles.icon}>
                <QqOutlined />
              </span>
              <span className={styles.label}>QQ群</span>
            </button>
          </Popover>
        </li>
        <li>
          <Link to={pathTo('download')} className={styles.entry} title="下载APP">
            <span className={styles.icon}>
              <MobileOutlined />
            </span>
            <span className={styles.label}>下载APP</span>
          </Link>
        </li>
        {siteInfo.oldSiteUrl && (
          <li>
            <a href={siteInfo.oldSiteUrl} className={styles.entry} title="返回旧版">
              <span className={styles.icon}>
                <RollbackOutlined />
              </span>
              <span className={styles.label}>返回旧版</span>
            </a>
          </li>
        )}
      </ul>
      <BackToTop
        className={styles.entry}
        iconClassName={styles.icon}
        labelClassName={styles.label}
      />
    </aside>
  );
}
