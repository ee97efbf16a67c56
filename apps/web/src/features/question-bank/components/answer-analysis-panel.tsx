import { Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import type { AnswerValue, Analysis, QuestionFields } from '../types';
import { analysisView } from '../lib/analysis-model';
import { AudioAnalysis, VideoAnalysis } from './analysis-media';
import { RichText } from './rich-text';
import styles from './question.module.css';

export interface AnswerAnalysisPanelProps {
  question: QuestionFields;
  /** What the learner answered (undefined: not answered). */
  myAnswer?: AnswerValue;
  /** 1 right, 0 wrong, null/undefined not graded. */
  isCorrect?: number | null;
  /** The short-answer screen shows the learner's answer (and pictures) itself. */
  hideMyAnswer?: boolean;
  /**
   * The AI analysis (当前解析由AI生成, 很满意 / 不太好); QuestionBlock passes
   * ai-analysis/AiAnalysis. Never shown for a locked question: it would give the key away.
   */
  aiSlot?: ReactNode;
}

/** 题目答案 (我的答案, 正确答案) and 题目解析 (text tabs, video, audio, AI) of one question. */
export function AnswerAnalysisPanel({
  question,
  myAnswer,
  isCorrect,
  hideMyAnswer = false,
  aiSlot,
}: AnswerAnalysisPanelProps) {
  const view = analysisView(question, myAnswer);
  if (view.state === 'exam') {
    return (
      <section className={styles.panel} aria-label="题目解析">
        <div className={styles.lockedNote}>模考进行中，交卷后才能查看本题答案与解析。</div>
      </section>
    );
  }
  if (view.state === 'hidden') {
    return (
      <section className={styles.panel} aria-label="题目解析">
        <div className={styles.lockedNote}>完成包含本题的练习并交卷后，即可查看答案与解析。</div>
      </section>
    );
  }
  if (view.state === 'vip') {
    return (
      <section className={styles.panel} aria-label="题目解析">
        <div className={styles.lockedNote}>
          本题答案与解析为VIP专享，开通VIP后即可查看。
          <LinkButton type="primary" size="small" to={pathTo('VipRights')}>
            开通VIP
          </LinkButton>
        </div>
      </section>
    );
  }
  const { mine, key, texts, videos, audios } = view;

  return (
    <section className={styles.panel} aria-label="题目解析">
      <h4 className={styles.panelTitle}>题目答案</h4>
      <div className={styles.answerRow} style={hideMyAnswer ? { display: 'none' } : undefined}>
        <span>
          我的答案：
          <strong
            className={isCorrect === 1 ? styles.rightText : isCorrect === 0 ? styles.wrongText : ''}
            data-testid="my-answer"
          >
            {mine || '未作答'}
          </strong>
          {isCorrect === 1 && <Tag color="success">回答正确</Tag>}
          {isCorrect === 0 && <Tag color="error">回答错误</Tag>}
        </span>
        {view.shortAnswer ? null : (
          <span>
            正确答案：
            <strong className={styles.rightText} data-testid="right-answer">
              {key}
            </strong>
          </span>
        )}
      </div>
      {view.shortAnswer && key && (
        <div className={styles.reference}>
          <div className={styles.subTitle}>参考答案</div>
          <RichText html={key} />
        </div>
      )}

      <h4 className={styles.panelTitle}>题目解析</h4>
      {view.none && <p className={styles.muted}>本题暂无解析</p>}
      {texts.length === 1 && <TextAnalysis item={texts[0]!} />}
      {texts.length > 1 && (
        <Tabs
          size="small"
          items={texts.map((item, index) => ({
            key: String(item.id),
            label: `文字解析${index + 1}`,
            children: <TextAnalysis item={item} />,
          }))}
        />
      )}
      {videos.map((item) => (
        <div key={item.id} className={styles.mediaBlock}>
          <div className={styles.subTitle}>视频解析</div>
          <VideoAnalysis questionId={question.id} analysisId={item.id} />
        </div>
      ))}
      {audios.map((item) => (
        <div key={item.id} className={styles.mediaBlock}>
          <div className={styles.subTitle}>音频解析</div>
          <AudioAnalysis src={item.analysis} />
        </div>
      ))}
      <div className={styles.aiSlot} data-ai-slot={question.id}>
        {aiSlot}
      </div>
    </section>
  );
}

function TextAnalysis({ item }: { item: Analysis }) {
  return <RichText className={styles.analysisText} html={item.analysis} />;
}
