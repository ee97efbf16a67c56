import { Empty, Tag } from 'antd';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { CARD_STATUS_LABELS, timeLeft } from '../lib/words';
import styles from '../lectures.module.css';

interface CardListProps {
  cards: ExperienceCard[];
  /** With a picker: the card chosen for an unlock (usable cards only). */
  picked?: number | null;
  onPick?: (cardId: number) => void;
}

const STATUS_COLORS = { usable: 'orange', used: 'default', expired: 'default' } as const;

/** Experience cards with where they came from, their expiry and, when used, what they unlocked. */
export function CardList({ cards, picked, onPick }: CardListProps) {
  if (cards.length === 0) return <Empty description="暂无体验卡" />;
  return (
    <ul className={styles.cardList} aria-label="体验卡列表">
      {cards.map((card) => {
        const usable = card.status === 'usable';
        const pickable = usable && onPick !== undefined;
        const className = [
          picked === card.id ? styles.cardPicked : styles.card,
          usable ? '' : styles.cardOff,
        ].join(' ');
        const body = (
          <>
            <div className={styles.cardMain}>
              <p className={styles.cardName}>{card.name}</p>
              <span className={styles.cardMeta}>
                <span>{card.source}</span>
                {card.status === 'used' ? (
                  <span>{formatDateTime(card.usedAt)} 使用</span>
                ) : (
                  <span>{formatDate(card.expiresAt)} 到期</span>
                )}
                {usable && <span>{timeLeft(card.expiresAt)}</span>}
              </span>
              {card.lecture && (
                <span className={styles.cardMeta}>
                  已解锁：
                  <Link to={pathTo('LectureDetail', {}, { id: card.lecture.id })}>
                    {card.lecture.title}
                  </Link>
                </span>
              )}
            </div>
            <Tag color={STATUS_COLORS[card.status]}>{CARD_STATUS_LABELS[card.status]}</Tag>
          </>
        );
        return (
          <li key={card.id}>
            {pickable ? (
              <label className={className}>
                <input
                  type="radio"
                  name="experience-card"
                  checked={picked === card.id}
                  onChange={() => onPick(card.id)}
                  aria-label={`${card.name}，${formatDate(card.expiresAt)} 到期`}
                />
                {body}
              </label>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
