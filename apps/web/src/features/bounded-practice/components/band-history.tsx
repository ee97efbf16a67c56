import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { BandRound } from '@shangan/shared/contracts/bounded-practice';
import { formatDateTime } from '../../../lib/format';
import { describeRound } from '../lib/bands';
import { BandBadge } from './band-badge';
import styles from '../bounded-practice.module.css';

const ICONS = {
  up: <ArrowUpOutlined style={{ color: '#c92a2a' }} />,
  down: <ArrowDownOutlined style={{ color: '#2b8a3e' }} />,
  stay: <MinusOutlined style={{ color: '#8a919f' }} />,
};

/** The band history of a set, newest round first. */
export function BandHistory({ rounds }: { rounds: BandRound[] }) {
  if (rounds.length === 0) {
    return <p className={styles.muted}>还没有完成的轮次：每答满一轮，这里会记录难度的变化。</p>;
  }
  return (
    <ol className={styles.history} aria-label="难度变化">
      {rounds.map((round) => (
        <li key={round.roundNo} className={styles.historyItem}>
          {ICONS[round.result]}
          <BandBadge band={round.bandAfter} label={`第 ${round.roundNo} 轮后难度`} />
          <span>{describeRound(round)}</span>
          <span className={styles.muted}>{formatDateTime(round.createdAt)}</span>
        </li>
      ))}
    </ol>
  );
}
