import { Progress, Tag } from 'antd';
import type { BoundSet } from '@shangan/shared/contracts/bounded-practice';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { BAND_LABELS } from '../lib/bands';
import { BandBadge } from './band-badge';
import styles from '../bounded-practice.module.css';

/** The action a set offers the person: practise, log in first, or open VIP. */
function SetAction({ set, signedIn }: { set: BoundSet; signedIn: boolean }) {
  const practice = pathTo('BoundsDifficultyTest', {}, { setId: set.id });
  if (!set.hasEquity && set.vipOnly && signedIn) {
    return (
      <LinkButton type="primary" to={pathTo('VipRights')}>
        开通VIP后练习
      </LinkButton>
    );
  }
  if (!signedIn) return <LinkButton to={practice}>登录后练习</LinkButton>;
  if (set.availableCount === 0) return <span className={styles.muted}>当前档位暂无题目</span>;
  return (
    <LinkButton type="primary" to={practice}>
      {set.progress && set.progress.answeredCount > 0 ? '继续练习' : '开始练习'}
    </LinkButton>
  );
}

/** One set: its module, my band and what each band holds, my progress, and the way in. */
export function SetCard({ set, signedIn }: { set: BoundSet; signedIn: boolean }) {
  const progress = set.progress;
  return (
    <article className={styles.card} aria-label={set.name}>
      <div className={styles.row}>
        <h3 className={styles.cardTitle}>{set.name}</h3>
        {set.vipOnly && <Tag color="gold">VIP专享</Tag>}
        <span className={styles.spacer} />
        <BandBadge band={set.band} label={progress ? '我的难度' : '起始难度'} />
      </div>
      <p className={styles.intro}>{set.intro}</p>
      {set.hasEquity ? (
        <div className={styles.counts} aria-label="各档题量">
          {set.bandCounts.map((count) => (
            <span
              key={count.band}
              className={`${styles.count} ${count.band === set.band ? styles.countMine : ''}`}
            >
              {BAND_LABELS[count.band]} {count.questionCount}题
            </span>
          ))}
        </div>
      ) : (
        <p className={styles.muted} style={{ margin: 0 }}>
          {set.vipOnly ? '开通VIP后可按难度分档练习本模块' : '暂时不能练习本模块'}
        </p>
      )}
      {progress ? (
        <>
          <div className={styles.stats}>
            <span className={styles.stat}>
              <strong>{progress.answeredCount}</strong>题已答
            </span>
            <span className={styles.stat}>
              正确率<strong>{progress.accuracy}</strong>%
            </span>
            <span className={styles.stat}>
              已完成<strong>{progress.roundsCompleted}</strong>轮
            </span>
          </div>
          <Progress
            percent={Math.round((progress.roundAnswered / Math.max(progress.roundSize, 1)) * 100)}
            size="small"
            format={() => `本轮 ${progress.roundAnswered}/${progress.roundSize}`}
          />
        </>
      ) : (
        <p className={styles.muted} style={{ margin: 0 }}>
          {set.rule.roundSize} 题一轮，从「{BAND_LABELS[set.band]}」档开始
        </p>
      )}
      <div className={styles.row}>
        <SetAction set={set} signedIn={signedIn} />
      </div>
    </article>
  );
}
