import { Badge } from 'antd';
import { Link } from 'react-router';
import type { LiveTeachingItem } from '@shangan/shared/contracts/live';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { startText } from '../lib/live-format';
import { PublishSettingsButton } from './publish-settings';
import { StateBadge } from './state-badge';
import styles from './teaching-list.module.css';

/**
 * 我的直播: the sessions the signed-in teacher teaches, with their state, whether OBS is
 * connected, the audience figures, 推流设置 (server, key, 更换密钥) and the way into the room.
 */
export function TeachingList({
  list,
  viewer,
  now,
}: {
  list: readonly LiveTeachingItem[];
  viewer: number;
  now: number;
}) {
  return (
    <>
      <p className={styles.lead}>
        开播前在 OBS
        中填好推流设置；开始推流后直播自动开始，学员即可观看。在直播间里可以发布公告、置顶或删除消息、禁言和结束直播。
      </p>
      <ul className={styles.list} aria-label="我的直播">
        {list.map((item) => {
          const open = item.state === 'scheduled' || item.state === 'live';
          return (
            <li key={item.id} className={styles.row} data-testid="teaching-item">
              <div className={styles.main}>
                <div className={styles.titleLine}>
                  <StateBadge state={item.state} />
                  <h2 className={styles.title}>
                    <Link to={pathTo('LivePlayer', {}, { id: item.id })}>{item.title}</Link>
                  </h2>
                </div>
                <div className={styles.meta}>
                  <span>{item.courseTitle}</span>
                  <span>
                    <time dateTime={item.startsAt}>{startText(item.startsAt, now)}</time> ·{' '}
                    {item.plannedMinutes}分钟
                  </span>
                  {item.state === 'scheduled' && <span>{item.reminderCount}人已预约</span>}
                  {item.state !== 'scheduled' && (
                    <span>
                      最高在线{item.peakOnline}人 · {item.messageCount}条消息
                    </span>
                  )}
                </div>
                {open && (
                  <Badge
                    status={item.publishing ? 'processing' : 'default'}
                    text={item.publishing ? '推流已连接' : '未检测到推流'}
                  />
                )}
              </div>
              <div className={styles.actions}>
                {open && (
                  <PublishSettingsButton
                    sessionId={item.id}
                    publish={item.publish}
                    publishing={item.publishing}
                    viewer={viewer}
                  />
                )}
                <LinkButton type="primary" to={pathTo('LivePlayer', {}, { id: item.id })}>
                  进入直播间
                </LinkButton>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
