import type { CardCell } from '../lib/answer-model';
import styles from './practice.module.css';

export type { CardCell };

interface AnswerCardProps {
  cells: CardCell[];
  current?: number;
  onJump: (topIndex: number, questionId: number) => void;
  legend?: 'practice' | 'review';
}

const LEGENDS = {
  practice: [
    ['answered', '已答'],
    ['empty', '未答'],
  ],
  review: [
    ['correct', '答对'],
    ['wrong', '答错'],
    ['unanswered', '未答'],
  ],
} as const;

/** 答题卡: every question by number; jump to one, see which are done (or right) at a glance. */
export function AnswerCard({ cells, current, onJump, legend = 'practice' }: AnswerCardProps) {
  return (
    <nav className={styles.card} aria-label="答题卡">
      <div className={styles.cardGrid}>
        {cells.map((cell) => (
          <button
            type="button"
            key={cell.questionId}
            className={`${styles.cell} ${styles[cell.state] ?? ''} ${cell.topIndex === current ? styles.currentCell : ''}`}
            aria-label={`第${cell.index}题`}
            aria-current={cell.topIndex === current ? 'step' : undefined}
            data-state={cell.state}
            onClick={() => onJump(cell.topIndex, cell.questionId)}
          >
            {cell.index}
          </button>
        ))}
      </div>
      <div className={styles.legend}>
        {LEGENDS[legend].map(([state, text]) => (
          <span key={state}>
            <i className={`${styles.legendDot} ${styles[state]}`} />
            {text}
          </span>
        ))}
      </div>
    </nav>
  );
}
