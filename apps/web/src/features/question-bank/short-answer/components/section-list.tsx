import { Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { pathTo } from '../../../../lib/paths';
import type { ShortAnswerListItem, ShortAnswerListQuestion, ShortAnswerStatus } from '../types';
import styles from './section-list.module.css';

const STATUS: Record<ShortAnswerStatus, { label: string; color?: string }> = {
  new: { label: '未作答' },
  draft: { label: '草稿', color: 'gold' },
  submitted: { label: '待批改', color: 'processing' },
  graded: { label: '已批改', color: 'success' },
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
              number={item.kind === 'material' ? `${question.index}.` : `第${itemIndex + 1}题`}
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
  const status = STATUS[question.status];
  const body = (
    <>
      <span className={styles.index}>{number}</span>
      <span className={styles.title}>{question.title}</span>
      {locked ? (
        <Tag icon={<LockOutlined />} color="orange">
          VIP专享
        </Tag>
      ) : (
        <Tag {...(status.color ? { color: status.color } : {})}>
          {status.label}
          {question.status === 'graded' && question.userScore !== null
            ? ` ${question.userScore}/${question.score}分`
            : ''}
        </Tag>
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

/** The first question that can be opened, for when the address names none. */
export function firstOpenQuestion(items: ShortAnswerListItem[]): number {
  for (const item of items) {
    const question = item.questions[0];
    if (!item.locked && question) return question.id;
  }
  return 0;
}
