import type { DataOf } from '@shangan/shared/contracts';
import type { SubmitBoundAnswer } from '@shangan/shared/contracts/bounded-practice';
import { RichText } from '../../../components/rich-text/rich-text';
import { describeRound } from '../lib/bands';
import styles from '../bounded-practice.module.css';

type Graded = DataOf<typeof SubmitBoundAnswer>;

/** What the server said of an answer: right or wrong, the key, the analysis, a completed round. */
export function AnswerResult({ result }: { result: Graded }) {
  return (
    <section className={styles.result} aria-label="答案与解析">
      <p
        className={`${styles.resultTitle} ${result.isCorrect ? styles.resultRight : styles.resultWrong}`}
      >
        {result.isCorrect ? '回答正确' : '回答错误'}
      </p>
      <div className={styles.row}>
        <span>
          正确答案：<strong>{result.answer}</strong>
        </span>
        <span>
          你的答案：<strong>{result.userAnswer}</strong>
        </span>
      </div>
      <p className={styles.muted} style={{ margin: 0 }}>
        难度依据：{result.difficulty.text}
      </p>
      {result.round && (
        <p className={styles.roundNote} role="status" style={{ margin: 0 }}>
          {describeRound(result.round)}
        </p>
      )}
      <div>
        <strong>解析</strong>
        {result.analysisList.length > 0 ? (
          result.analysisList.map((analysis) => (
            <RichText key={analysis.id} html={analysis.analysis} className={styles.analysis} />
          ))
        ) : (
          <p className={styles.muted}>本题暂无文字解析</p>
        )}
      </div>
    </section>
  );
}
