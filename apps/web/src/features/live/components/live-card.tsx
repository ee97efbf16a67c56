import { ClockCircleOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { Link } from 'react-router';
import type { LiveCard as LiveCardData } from '@shangan/shared/contracts/live';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { countText, startText } from '../lib/live-format';
import { ReminderButton } from './reminder-button';
import { StateBadge } from './state-badge';
import styles from './live-card.module.css';

/** The card's way on: 进入直播间, 观看回放, or the reminder for one not started. */
function CardAction({ card, signedIn }: { card: LiveCardData; signedIn: boolean }) {
  const room = pathTo('LivePlayer', {}, { id: card.id });
  switch (card.state) {
    case 'scheduled':
      return (
        <ReminderButton
          sessionId={card.id}
          reminded={card.reminded}
          signedIn={signedIn}
          size="small"
        />
      );
    case 'live':
      return (
        <LinkButton type="primary" size="small" to={room}>
          进入直播间
        </LinkButton>
      );
    case 'playback':
      return (
        <LinkButton type="primary" size="small" ghost to={pathTo('Playback', {}, { id: card.id })}>
          观看回放
        </LinkButton>
      );
    default:
      return (
        <LinkButton size="small" to={room}>
          查看详情
        </LinkButton>
      );
  }
}

function footNote(card: LiveCardData): string {
  if (card.state === 'scheduled') {
    return card.reminderCount > 0 ? `${card.reminderCount}人已预约` : `${card.plannedMinutes}分钟`;
  }
  if (card.state === 'live') return `${countText(card.online)}人在线`;
  return `${card.plannedMinutes}分钟`;
}

/**
 * One class of the schedule: its cover (reserved 16:9) with the state badge and, while live,
 * the online count; title, course (公开课 marked), teacher and start time; and what to do now.
 * The cover and title lead to the room.
 */
export function LiveCard({
  card,
  signedIn,
  now,
}: {
  card: LiveCardData;
  signedIn: boolean;
  /** The time now, for 今天 / 明天. */
  now: number;
}) {
  const room = pathTo('LivePlayer', {}, { id: card.id });
  return (
    <article className={styles.card} aria-label={card.title} data-testid="live-card">
      <Link to={room} className={styles.coverBox} tabIndex={-1} aria-hidden>
        {card.cover && (
          <img className={styles.cover} src={card.cover} alt="" loading="lazy" decoding="async" />
        )}
        <span className={styles.marks}>
          <StateBadge state={card.state} />
          {card.state === 'live' && (
            <span className={styles.online}>{countText(card.online)}人在线</span>
          )}
        </span>
      </Link>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={room}>{card.title}</Link>
        </h2>
        <p className={styles.course}>
          {card.isPublicClass && (
            <Tag color="green" className={styles.publicTag}>
              公开课
            </Tag>
          )}
          <span className={styles.courseTitle}>{card.courseTitle}</span>
        </p>
        {card.teacher && (
          <div className={styles.teacher}>
            <Avatar size={22} src={card.teacher.avatar || undefined}>
              {card.teacher.name.slice(0, 1)}
            </Avatar>
            <span>{card.teacher.name}</span>
          </div>
        )}
        <span className={styles.time}>
          <ClockCircleOutlined />{' '}
          <time dateTime={card.startsAt}>{startText(card.startsAt, now)}</time>
        </span>
        <div className={styles.foot}>
          <span className={styles.footNote}>{footNote(card)}</span>
          <CardAction card={card} signedIn={signedIn} />
        </div>
      </div>
    </article>
  );
}
