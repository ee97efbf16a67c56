import { Breadcrumb, Skeleton, Spin, type BreadcrumbProps } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../link-button/link-button';
import { PlayerFrame } from './owner-video';
import { formatTrial, type TrialEnd } from './video-player';
import styles from './player-page.module.css';

export type PlayerTrail = NonNullable<BreadcrumbProps['items']>;

/**
 * A page around a player (a lesson's video, a live class's playback): the trail, the player's
 * column, and the course's outline beside it, kept in view while the page scrolls (under the
 * player on a narrow screen).
 */
export function PlayerPage({
  trail,
  outline,
  children,
}: {
  trail: PlayerTrail;
  outline: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb className={styles.breadcrumb} items={trail} />
      <div className={styles.layout}>
        <main className={styles.main}>{children}</main>
        <aside className={styles.aside}>
          <h2 className={styles.outlineTitle}>课程目录</h2>
          {outline}
        </aside>
      </div>
    </div>
  );
}

/**
 * The loading page in the loaded one's shape, so nothing jumps when it arrives: `head` stands
 * for what the page shows above its player (by default a title).
 */
export function PlayerPageSkeleton({ trail, head }: { trail: PlayerTrail; head?: ReactNode }) {
  return (
    <div className={`page-container ${styles.page}`} aria-busy="true">
      <Breadcrumb className={styles.breadcrumb} items={trail} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {head ?? <Skeleton.Input active className={styles.titlePlaceholder} />}
          <PlayerFrame busy>
            <Spin />
          </PlayerFrame>
        </div>
        <div className={`${styles.aside} ${styles.asidePlaceholder}`}>
          <Skeleton active title paragraph={{ rows: 8 }} />
        </div>
      </div>
    </div>
  );
}

/** The end of a course lesson's trial: buying the course shows the whole `what` (视频, 回放). */
export function buyCourseTrialEnd(coursePath: string, what: string): TrialEnd {
  return {
    text: `购买课程后即可观看完整${what}`,
    action: (
      <LinkButton type="primary" to={coursePath}>
        购买课程
      </LinkButton>
    ),
    note: (seconds) => `可试看前${formatTrial(seconds)}，购买课程后观看完整${what}`,
  };
}
