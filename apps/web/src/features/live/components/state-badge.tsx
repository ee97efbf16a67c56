import type { LiveState } from '@shangan/shared/contracts/live';
import { stateLabel } from '../lib/live-format';
import styles from './state-badge.module.css';

/** 预告 / 直播中 (a pulsing dot) / 回放生成中 / 可回放 / 已结束, each in its own colour. */
export function StateBadge({ state, className = '' }: { state: LiveState; className?: string }) {
  return (
    <span className={`${styles.badge} ${styles[state]} ${className}`} data-state={state}>
      {state === 'live' && <i className={styles.dot} aria-hidden />}
      {stateLabel(state)}
    </span>
  );
}
