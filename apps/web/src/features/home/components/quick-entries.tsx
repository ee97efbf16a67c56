import {
  BookOutlined,
  CrownOutlined,
  FlagOutlined,
  FormOutlined,
  HistoryOutlined,
  MobileOutlined,
  PlayCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from './quick-entries.module.css';

const ENTRIES: Array<{ title: string; desc: string; to: string; icon: ReactNode }> = [
  {
    title: '网校课程',
    desc: '系统班、专项班，名师带学',
    to: pathTo('List'),
    icon: <PlayCircleOutlined />,
  },
  {
    title: '题库练习',
    desc: '章节练习，随时随地刷题',
    to: pathTo('QuestionBank'),
    icon: <FormOutlined />,
  },
  {
    title: '历年真题',
    desc: '真题原卷，附详细解析',
    to: pathTo('OverYearTrueTopic'),
    icon: <HistoryOutlined />,
  },
  {
    title: '模考大赛',
    desc: '全真模考，排名对标',
    to: pathTo('MockTest'),
    icon: <TrophyOutlined />,
  },
  {
    title: '遴选专题',
    desc: '报名、笔试、面试全流程',
    to: pathTo('LxSpecial'),
    icon: <FlagOutlined />,
  },
  { title: '图书资料', desc: '教材、题本与备考资料', to: pathTo('Book'), icon: <BookOutlined /> },
  {
    title: 'VIP权益',
    desc: '解析、题库、课程全解锁',
    to: pathTo('VipRights'),
    icon: <CrownOutlined />,
  },
  { title: '下载APP', desc: '手机同步学习进度', to: pathTo('download'), icon: <MobileOutlined /> },
];

export function QuickEntries() {
  return (
    <ul className={styles.grid}>
      {ENTRIES.map((entry) => (
        <li key={entry.title}>
          <Link to={entry.to} className={styles.entry}>
            <span className={styles.icon}>{entry.icon}</span>
            <span className={styles.text}>
              <strong>{entry.title}</strong>
              <span>{entry.desc}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
