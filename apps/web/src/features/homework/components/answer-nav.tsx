import { isAnswered, type AnswerMap } from '../lib/answers';
import type { HomeworkItem } from '../types';
import { scrollToItem } from './item-block';
import styles from './homework.module.css';

/** 答题卡: every question by number, answered ones filled in; a number jumps to its question. */
export function AnswerNav({ items, answers }: { items: HomeworkItem[]; answers: AnswerMap }) {
  const done = items.filter((item) => isAnswered(item, answers[item.itemId])).length;
  return (
    <nav className={styles.nav} aria-label="答题卡">
      <div className={styles.muted}>
        已答 {done} / {items.length} 题
      </div>
      <div className={styles.navGrid}>
        {items.map((item) => {
          const answered = isAnswered(item, answers[item.itemId]);
          return (
            <button
              type="button"
              key={item.itemId}
              className={`${styles.navCell} ${answered ? styles.navAnswered : ''}`}
              aria-label={`第${item.number}题（${answered ? '已答' : '未答'}）`}
              data-state={answered ? 'answered' : 'empty'}
              onClick={() => scrollToItem(item.itemId)}
            >
              {item.number}
            </button>
          );
        })}
      </div>
      <div className={styles.legend}>
        <span>
          <i className={`${styles.legendDot} ${styles.legendAnswered}`} />
          已答
        </span>
        <span>
          <i className={styles.legendDot} />
          未答
        </span>
      </div>
    </nav>
  );
}
