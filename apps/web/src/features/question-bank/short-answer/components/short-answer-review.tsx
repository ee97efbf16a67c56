import { Image } from 'antd';
import dayjs from 'dayjs';
import { AiAnalysis } from '../../ai-analysis';
import { AnswerAnalysisPanel } from '../../components/answer-analysis-panel';
import { RichText } from '../../components/rich-text';
import type { ShortAnswerView } from '../types';
import { answerSummary } from '../lib/answer-text';
import { asPanelQuestion } from '../lib/panel-question';
import styles from './short-answer.module.css';

/**
 * Review (analysis) mode: my answer read-only (at most 400 characters) with
 * its pictures or the model-answer images, the grading block once graded, then the reference
 * answer and the analyses (text tabs, video, audio, AI) through the bank's analysis panel.
 */
export function ShortAnswerReview({ view }: { view: ShortAnswerView }) {
  const { question, answer } = view;
  const text = answerSummary(answer?.answer ?? '');
  const pictures = answer?.previewUrl ?? [];
  const modelPictures = question.checkAnswerUrl.map((item) => item.url).filter(Boolean);

  return (
    <>
      <section className={styles.block} aria-label="我的作答">
        <div className={styles.sectionTitle}>我的作答</div>
        <p className={styles.myAnswer} data-testid="my-short-answer">
          {text || '（未填写文字）'}
        </p>
        {pictures.length > 0 && (
          <div className={styles.pictures}>
            <Image.PreviewGroup>
              {pictures.map((src, index) => (
                <div key={src} className={styles.picture}>
                  <Image src={src} alt={`答案图片${index + 1}`} />
                </div>
              ))}
            </Image.PreviewGroup>
          </div>
        )}
        {answer?.submittedAt && (
          <div className={styles.meta}>
            提交于 {dayjs(answer.submittedAt).format('YYYY-MM-DD HH:mm')}
          </div>
        )}
      </section>

      {modelPictures.length > 0 && (
        <section className={styles.block} aria-label="参考答案图片">
          <div className={styles.sectionTitle}>参考答案图片</div>
          <div className={styles.pictures}>
            <Image.PreviewGroup>
              {modelPictures.map((src, index) => (
                <div key={src} className={styles.picture}>
                  <Image src={src} alt={`参考答案图片${index + 1}`} />
                </div>
              ))}
            </Image.PreviewGroup>
          </div>
        </section>
      )}

      {view.showGrading && answer ? (
        <section className={styles.block} aria-label="批改结果" data-testid="grading-result">
          <div className={styles.sectionTitle}>批改结果</div>
          <div className={styles.scores}>
            <span>
              总分<span className={styles.scoreValue}>{answer.score}</span>分
            </span>
            <span>
              得分
              <span className={styles.scoreValue} data-testid="user-score">
                {answer.userScore ?? '-'}
              </span>
              分
            </span>
          </div>
          <div className={styles.sectionTitle}>批改评语</div>
          {answer.checkNote ? (
            <RichText html={answer.checkNote} />
          ) : (
            <p className={styles.meta}>老师没有留下评语</p>
          )}
        </section>
      ) : (
        <section className={styles.block} aria-label="批改结果">
          <span className={styles.waiting}>已提交，等待老师批改</span>
        </section>
      )}

      {view.showAnswer && (
        <AnswerAnalysisPanel
          question={asPanelQuestion(view)}
          hideMyAnswer
          aiSlot={<AiAnalysis questionId={question.id} />}
        />
      )}
    </>
  );
}
