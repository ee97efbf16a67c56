import { CalendarOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { formatDateTime } from '../../../lib/format';
import type { MockExamCard } from '../api/mock-exam-page';
import { cardActionOf } from '../lib/card-action';
import { STATE_COLORS, STATE_LABELS, explainUrl, resultUrl } from '../lib/contest-words';
import styles from './contest-card.module.css';

/** The card's one button and where it goes (the contest page, or my result). */
export function cardAction(card: MockExamCard): {
  label: string;
  to: string;
  primary: boolean;
} {
  const { label, primary, result } = cardActionOf(card);
  return { label, primary, to: result ? resultUrl(card.id) : explainUrl(card.id) };
}

/** A contest in the list: what, when, how many have applied, its state and the way in. */
export function ContestCard({ card }: { card: MockExamCard }) {
  const action = cardAction(card);
  return (
    <article className={styles.card} aria-label={card.title}>
      <div className={styles.body}>
        <div className={styles.heading}>
          <Tag color={STATE_COLORS[card.state]} className={styles.badge}>
            {STATE_LABELS[card.state]}
          </Tag>
          <h3 className={styles.title}>
            <Link to={explainUrl(card.id)}>{card.title}</Link>
          </h3>
        </div>
        {card.subtitle && <p className={styles.subtitle}>{card.subtitle}</p>}
        <div className={styles.tags}>
          <Tag>{card.examType}</Tag>
          {card.examinationLevel && <Tag>{card.examinationLevel}</Tag>}
          {card.stages.map((stage) => (
            <Tag key={stage.stage} color="red" variant="filled">
              {stage.name}
            </Tag>
          ))}
          {card.applied && <Tag color="success">已报名</Tag>}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>
              <CalendarOutlined /> 考试时间
            </dt>
            <dd>
              {formatDateTime(card.startAt)} 至 {formatDateTime(card.endAt)}
            </dd>
          </div>
          <div>
            <dt>
              <ClockCircleOutlined /> 报名时间
            </dt>
            <dd>
              {formatDateTime(card.applyStartAt)} 至 {formatDateTime(card.applyEndAt)}
            </dd>
          </div>
        </dl>
      </div>
      <div className={styles.side}>
        <span className={styles.count}>
          <TeamOutlined /> <strong>{card.applicantCount}</strong> 人已报名
        </span>
        <span className={styles.size}>
          {card.questionCount}题 · {card.totalMinutes}分钟
        </span>
        <LinkButton type={action.primary ? 'primary' : 'default'} to={action.to}>
          {action.label}
        </LinkButton>
      </div>
    </article>
  );
}

/** A card's shape while the list loads, so nothing moves when the cards arrive. */
export function ContestCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.body}>
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneTags}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
      </div>
      <div className={styles.side}>
        <div className={`${styles.bone} ${styles.boneCount}`} />
        <div className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </div>
  );
}
