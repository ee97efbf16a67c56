import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@shangan/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { useNavigation } from 'react-router';
import { createProgressController } from './progress-controller';
import styles from './route-progress-bar.module.css';

const FINISH_MS = 400;

/**
 * Thin bar at the top of the window while a navigation (loaders, lazy page chunks) takes
 * longer than 200 ms. It creeps toward 90 % over 5 s, since the real remaining time is
 * unknown, and completes when the navigation ends.
 */
export function RouteProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [controller] = useState(() =>
    createProgressController({ throttleMs: PROGRESS_BAR_THROTTLE_MS, finishMs: FINISH_MS }),
  );
  const phase = useSyncExternalStore(
    controller.subscribe,
    controller.getPhase,
    controller.getPhase,
  );

  useEffect(() => controller.setBusy(busy), [controller, busy]);
  useEffect(() => () => controller.dispose(), [controller]);

  if (phase === 'idle') return null;
  const style = { '--progress-duration': `${PROGRESS_BAR_DURATION_MS}ms` } as CSSProperties;
  return (
    <div
      className={`${styles.bar} ${phase === 'finishing' ? styles.finishing : styles.running}`}
      style={style}
      role="progressbar"
      aria-label="页面加载中"
      data-phase={phase}
    />
  );
}
