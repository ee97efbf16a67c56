import { Tag } from 'antd';
import type { EnlistExam } from '@shangan/shared/contracts/enlistment';
import { formatDate, yuan } from '../../../lib/format';
import styles from './exam-picker.module.css';

interface ExamPickerProps {
  exams: EnlistExam[];
  value: number | null;
  onChange: (examId: number) => void;
}

/** The exams open for enlistment as cards: window, positions, places and the service fee. */
export function ExamPicker({ exams, value, onChange }: ExamPickerProps) {
  return (
    <div className={styles.exams} role="radiogroup" aria-label="选择考试">
      {exams.map((exam) => {
        const chosen = exam.id === value;
        return (
          <button
            key={exam.id}
            type="button"
            role="radio"
            aria-checked={chosen}
            className={`${styles.exam} ${chosen ? styles.chosen : ''}`}
            onClick={() => onChange(exam.id)}
          >
            <span className={styles.head}>
              <strong className={styles.name}>{exam.shortName}</strong>
              {exam.open ? <Tag color="green">报名中</Tag> : <Tag>未在报名时间</Tag>}
            </span>
            <span className={styles.full}>{exam.name}</span>
            <span className={styles.facts}>
              {exam.positionCount}个职位 · 招录{exam.quotaTotal}人
            </span>
            <span className={styles.facts}>
              报名时间 {formatDate(exam.enlistStart)} 至 {formatDate(exam.enlistEnd)}
            </span>
            <span className={styles.fee}>报名指导服务 {yuan(exam.fee)}</span>
          </button>
        );
      })}
    </div>
  );
}
