import dayjs from 'dayjs';
import { answerSummary } from '../../short-answer/lib/answer-text';
import { asPanelQuestion } from '../../short-answer/lib/panel-question';
import type { ShortAnswerView } from '../../short-answer/types';
import { AiBox } from './ai-box';
import { AnalysisPanel } from './analysis-panel';
import { BankRichText } from './rich-text';
import { useImageViewer } from './overlays';
import styles from './short-answer.module.css';

/** A row of pictures; a tap opens them full screen, to swipe through and zoom. */
function PictureRow({ sources, label }: { sources: string[]; label: string }) {
  const { open, viewer } = useImageViewer();
  return (
    <ul className={styles.pictures}>
      {viewer}
      {sources.map((src, index) => (
        <li key={src} className={styles.picture}>
          <button
            type="button"
            className={styles.pictureOpen}
            aria-label={`查看${label}${index + 1}`}
            onClick={() => open(sources, index)}
          >
            <img src={src} alt={`${label}${index + 1}`} width={96} height={96} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A handed-in short answer: my answer (at most 400 characters) and its photos, the model
 * answer's images, the grade and the grader's note once graded, then the reference answer and
 * the analyses (with AI) once the server releases them.
 */
export function ShortAnswerReview({ view }: { view: ShortAnswerView }) {
  const { question, answer } = view;
  const text = answerSummary(answer?.answer ?? '');
  const pictures = (answer?.previewUrl ?? []).filter(Boolean);
  const modelPictures = question.checkAnswerUrl.map((item) => item.url).filter(Boolean);
  return (
    <>
      <section className={styles.block} aria-label="我的作答">
        <div className={styles.blockTitle}>我的作答</div>
        <p className={styles.myAnswer} data-testid="my-short-answer">
          {text || '（未填写文字）'}
        </p>
        {pictures.length > 0 && <PictureRow sources={pictures} label="答案图片" />}
        {answer?.submittedAt && (
          <div className={styles.meta}>
            提交于 {dayjs(answer.submittedAt).format('YYYY-MM-DD HH:mm')}
          </div>
        )}
      </section>

      {view.showGrading && answer ? (
        <section className={styles.block} aria-label="批改结果" data-testid="grading-result">
          <div className={styles.blockTitle}>批改结果</div>
          <div className={styles.scores}>
            <div className={styles.scoreItem}>
              <span className={styles.scoreValue} data-testid="user-score">
                {answer.userScore ?? '-'}
              </span>
              <span className={styles.meta}>得分</span>
            </div>
            <div className={styles.scoreItem}>
              <span className={styles.scoreTotal}>{answer.score}</span>
              <span className={styles.meta}>总分</span>
            </div>
          </div>
          <div className={styles.subTitle}>批改评语</div>
          {answer.checkNote ? (
            <BankRichText html={answer.checkNote} />
          ) : (
            <p className={styles.meta}>老师没有留下评语</p>
          )}
        </section>
      ) : (
        <section className={styles.block} aria-label="批改结果">
          <p className={styles.waiting}>已提交，等待老师批改。批改后可在本页查看得分和评语。</p>
        </section>
      )}

      {modelPictures.length > 0 && (
        <section className={styles.block} aria-label="参考答案图片">
          <div className={styles.blockTitle}>参考答案图片</div>
          <PictureRow sources={modelPictures} label="参考答案图片" />
        </section>
      )}

      {view.showAnswer && (
        <section className={styles.block}>
          <AnalysisPanel
            question={asPanelQuestion(view)}
            hideMyAnswer
            standalone
            aiSlot={<AiBox questionId={question.id} />}
          />
        </section>
      )}
    </>
  );
}
