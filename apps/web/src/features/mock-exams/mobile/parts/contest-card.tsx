import { Skeleton, Tag } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format';
import type { MockExamCard } from '../../api/mock-exam-page';
import { cardActionOf } from '../../lib/card-action';
import { STATE_LABELS } from '../../lib/contest-words';
import { STATE_TAG_COLORS, contestPath } from './words';
import styles from './parts.module.css';

/** A contest in a list: what, when, how many have applied, its state and its one action. */
export function ContestCard({ card }: { card: MockExamCard }) {
  const action = cardActionOf(card);
  const to = contestPath(card.id);
  return (
    <article className={styles.card} aria-label={card.title}>
      <Link to={to} className={styles.cardBody}>
        <span className={styles.cardHead}>
          <Tag color={STATE_TAG_COLORS[card.state]} className={styles.stateTag}>
            {STATE_LABELS[card.state]}
          </Tag>
          <strong className={styles.cardTitle}>{card.title}</strong>
        </span>
        {card.subtitle ? <span className={styles.subtitle}>{card.subtitle}</span> : null}
        <span className={styles.tags}>
          <Tag fill="outline" color="default">
            {card.examType}
          </Tag>
          {card.examinationLevel ? (
            <Tag fill="outline" color="default">
              {card.examinationLevel}
            </Tag>
          ) : null}
          {card.stages.map((stage) => (
            <Tag key={stage.stage} fill="outline" color="primary">
              {stage.name}
            </Tag>
          ))}
          {card.applied ? <Tag color="success">已报名</Tag> : null}
        </span>
        <span className={styles.fact}>
          <span className={styles.factLabel}>考试</span>
          {formatDateTime(card.startAt)} 至 {formatDateTime(card.endAt)}
        </span>
        <span className={styles.fact}>
          <span className={styles.factLabel}>报名</span>
          {formatDateTime(card.applyStartAt)} 至 {formatDateTime(card.applyEndAt)}
        </span>
      </Link>
      <div className={styles.cardFoot}>
        <span className={styles.count}>
          <TeamOutline aria-hidden="true" /> {card.applicantCount} 人已报名 · {card.questionCount}题
          · {card.totalMinutes}分钟
        </span>
        <Link
          to={action.result ? contestPath(card.id, true) : to}
          className={action.primary ? styles.actionPrimary : styles.action}
        >
          {action.label}
        </Link>
      </div>
    </article>
  );
}

/** A card's shape while the list loads. */
export function ContestCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.cardBody}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </div>
  );
}
