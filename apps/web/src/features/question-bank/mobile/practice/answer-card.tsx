import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { CardCell } from '../../lib/answer-model';
import styles from './practice.module.css';

const LEGENDS = {
  practice: [
    ['answered', '已答'],
    ['empty', '未答'],
  ],
  review: [
    ['correct', '答对'],
    ['wrong', '答错'],
    ['unanswered', '未答'],
    ['ungraded', '待批改'],
  ],
} as const;

interface AnswerCardGridProps {
  cells: CardCell[];
  /** The top-level question on screen. */
  current?: number;
  onJump: (topIndex: number, questionId: number) => void;
  legend?: 'practice' | 'review';
}

/** 答题卡: every question by number, 44 px each; answered (or right and wrong) at a glance. */
export function AnswerCardGrid({
  cells,
  current,
  onJump,
  legend = 'practice',
}: AnswerCardGridProps) {
  const states = new Set(cells.map((cell) => cell.state));
  return (
    <nav aria-label="答题卡">
      <div className={styles.legend}>
        {LEGENDS[legend]
          .filter(([state]) => legend === 'practice' || state !== 'ungraded' || states.has(state))
          .map(([state, text]) => (
            <span key={state}>
              <i className={`${styles.legendDot} ${styles[`cell_${state}`]}`} />
              {text}
            </span>
          ))}
      </div>
      <div className={styles.cardGrid}>
        {cells.map((cell) => (
          <button
            type="button"
            key={cell.questionId}
            className={`${styles.cell} ${styles[`cell_${cell.state}`] ?? ''} ${cell.topIndex === current ? styles.cellCurrent : ''}`}
            aria-label={`第${cell.index}题`}
            aria-current={cell.topIndex === current ? 'step' : undefined}
            data-state={cell.state}
            onClick={() => onJump(cell.topIndex, cell.questionId)}
          >
            {cell.index}
          </button>
        ))}
      </div>
    </nav>
  );
}

/** The answer card in a sheet from the bottom, with the screen's actions (交卷) under it. */
export function AnswerCardSheet({
  visible,
  onClose,
  title,
  footer,
  ...grid
}: AnswerCardGridProps & {
  visible: boolean;
  onClose: () => void;
  title: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      aria-label="答题卡"
    >
      <div className={styles.sheetHead}>
        <span className={styles.sheetTitle}>{title}</span>
        <button type="button" className={styles.iconButton} aria-label="关闭" onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      <div className={styles.sheetBody}>
        <AnswerCardGrid {...grid} />
      </div>
      {footer && <div className={styles.sheetFoot}>{footer}</div>}
    </Popup>
  );
}
