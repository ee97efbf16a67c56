import { Button, Skeleton, Tag } from 'antd';
import { LIVE_STATE_LABELS, type LiveState } from '@shangan/shared';
import { formatDateTime } from '../../../../lib/format';
import type { LiveLessonState } from './use-live-lessons';
import styles from './courses.module.css';

const STATE_COLORS: Record<LiveState, string> = {
  scheduled: 'blue',
  live: 'red',
  ended: 'default',
  processing: 'processing',
  playback: 'success',
};

/**
 * A live lesson's cell where a video lesson has its video: 直播, when it starts (China time),
 * how long, who teaches it and where it stands (预告, 直播中, 已结束 …).
 */
export function LiveLessonCell({
  state,
  onRetry,
}: {
  state: LiveLessonState;
  onRetry: () => void;
}) {
  const tag = <Tag color="volcano">直播</Tag>;
  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.liveCell} aria-busy="true">
          {tag}
          <Skeleton.Input active size="small" aria-label="直播信息加载中" />
        </div>
      );
    case 'failed':
      return (
        <div className={styles.liveCell}>
          {tag}
          <span className={styles.failure}>直播信息加载失败</span>
          <Button type="link" size="small" className={styles.inlineLink} onClick={onRetry}>
            重试
          </Button>
        </div>
      );
    case 'missing':
      return (
        <div className={styles.liveCell}>
          {tag}
          <span className={styles.muted}>未安排直播时间</span>
        </div>
      );
    case 'ready': {
      const { live } = state;
      return (
        <div className={styles.liveCell}>
          {tag}
          <span>{formatDateTime(live.startsAt)}</span>
          <span className={styles.muted}>{live.plannedMinutes} 分钟</span>
          <span className={styles.muted}>{live.teacherName || '未指定老师'}</span>
          <Tag color={STATE_COLORS[live.state]}>{LIVE_STATE_LABELS[live.state]}</Tag>
        </div>
      );
    }
  }
}
