import { Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { pathTo } from '../../../../lib/paths';
import type { ShortAnswerListItem, ShortAnswerListQuestion, ShortAnswerStatus } from '../types';
import { firstOpenQuestion, listNumber, statusText } from '../lib/section';
import styles from './section-list.module.css';

const COLORS: Record<ShortAnswerStatus, string | undefined> = {
  new: undefined,
  draft: 'gold',
  submitted: 'processing',
  graded: 'success',
};

interface SectionListProps {
  items: ShortAnswerListItem[];
  activeId: number;
  /** The link of a question, keeping the section in the address. */
  linkTo: (questionId: number) => string;
}

/** The section's short answers: material groups with their numbered questions. */
export function SectionList({ items, activeId, linkTo }: SectionListProps) {
  return (
    <nav className={styles.list} aria-label="题目列表">
      {items.map((item, itemIndex) => (
        <div key={item.id} className={styles.group}>
          {/* A standalone question is its own row; only material groups get a heading. */}
          {item.kind === 'material' && (
            <div className={styles.groupTitle} title={item.title}>
              <span className={styles.groupLabel}>材料题{itemIndex + 1}</span>
              <span className={styles.groupText}>{item.title}</span>
            </div>
          )}
          {item.questions.map((question) => (
            <Row
              key={question.id}
              question={question}
              number={listNumber(item, itemIndex, question)}
              locked={item.locked}
              active={question.id === activeId}
              to={linkTo(question.id)}
            />
          ))}
        </div>
      ))}
    </nav>
  );
}

function Row({
  question,
  number,
  locked,
  active,
  to,
}: {
  question: ShortAnswerListQuestion;
  number: string;
  locked: boolean;
  active: boolean;
  to: string;
}) {
  const color = COLORS[question.status];
  const body = (
    <>
      <span className={styles.index}>{number}</span>
      <span className={styles.title}>{question.title}</span>
      {locked ? (
        <Tag icon={<LockOutlined />} color="orange">
          VIP专享
        </Tag>
      ) : (
        <Tag {...(color ? { color } : {})}>{statusText(question)}</Tag>
      )}
    </>
  );
  return (
    <Link
      to={locked ? pathTo('VipRights') : to}
      className={active ? styles.active : styles.row}
      aria-current={active ? 'page' : undefined}
      aria-label={locked ? `${question.title} VIP专享` : undefined}
    >
      {body}
    </Link>
  );
}

export { firstOpenQuestion };
