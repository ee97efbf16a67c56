import {
  AppstoreOutline,
  CompassOutline,
  EditSOutline,
  FileOutline,
  FlagOutline,
  HistogramOutline,
  MovieOutline,
  ShopbagOutline,
  StarOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mobilePathTo } from '../../../lib/mobile-paths';
import styles from './home-entries.module.css';

const ENTRIES: ReadonlyArray<{ title: string; to: string; icon: ReactNode; color: string }> = [
  { title: '课程', to: mobilePathTo('MCourse'), icon: <VideoOutline />, color: '#ff7a45' },
  { title: '题库', to: mobilePathTo('MQuestionBank'), icon: <EditSOutline />, color: '#1677ff' },
  { title: '历年真题', to: mobilePathTo('MTrueQuestion'), icon: <FileOutline />, color: '#13a8a8' },
  { title: '模考大赛', to: mobilePathTo('MMockExam'), icon: <FlagOutline />, color: '#e8432e' },
  { title: '公开课', to: mobilePathTo('MPublicClass'), icon: <MovieOutline />, color: '#722ed1' },
  { title: '图书', to: mobilePathTo('MBooks'), icon: <ShopbagOutline />, color: '#fa8c16' },
  { title: 'VIP会员', to: mobilePathTo('MVipCenter'), icon: <StarOutline />, color: '#c99a06' },
  {
    title: '考试预测',
    to: mobilePathTo('MForecast'),
    icon: <HistogramOutline />,
    color: '#389e0d',
  },
  { title: '专题', to: mobilePathTo('MSpecial'), icon: <AppstoreOutline />, color: '#2f54eb' },
  {
    title: '全部导航',
    to: mobilePathTo('MNavigation'),
    icon: <CompassOutline />,
    color: '#595959',
  },
];

/** The doors of the home page: the site's main sections, five a row. */
export function HomeEntries() {
  return (
    <nav className={styles.entries} aria-label="常用入口">
      <ul className={styles.grid}>
        {ENTRIES.map((entry) => (
          <li key={entry.title}>
            <Link to={entry.to} className={styles.entry}>
              <span className={styles.icon} style={{ color: entry.color }} aria-hidden="true">
                {entry.icon}
              </span>
              <span className={styles.label}>{entry.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
