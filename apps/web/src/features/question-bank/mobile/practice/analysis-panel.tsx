import { Button, Tabs, Tag } from 'antd-mobile';
import { PlayOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { mobilePathTo } from '../../../../lib/mobile-paths';
import { usePlayUrl } from '../../api/media-play-url';
import { analysisView } from '../../lib/analysis-model';
import type { AnswerValue, QuestionFields } from '../../types';
import { BankRichText } from './rich-text';
import styles from './practice.module.css';

export interface AnalysisPanelProps {
  question: QuestionFields;
  /** What the learner answered (undefined: not answered). */
  myAnswer?: AnswerValue;
  /** 1 right, 0 wrong, null/undefined not graded. */
  isCorrect?: number | null;
  /** The short-answer screen shows the learner's answer (and pictures) itself. */
  hideMyAnswer?: boolean;
  /** The AI analysis; never shown for a locked question, it would give the key away. */
  aiSlot?: ReactNode;
  /** Its own block (the short-answer screen): no rule above it. */
  standalone?: boolean;
}

/**
 * 题目答案 (my answer against the key) and 题目解析 (text analyses, in tabs when several, video,
 * audio, AI) of one question; what is locked and why is the server's decision.
 */
export function AnalysisPanel({
  question,
  myAnswer,
  isCorrect,
  hideMyAnswer = false,
  aiSlot,
  standalone = false,
}: AnalysisPanelProps) {
  const navigate = useNavigate();
  const view = analysisView(question, myAnswer);
  const panel = standalone ? styles.panelStandalone : styles.panel;
  if (view.state === 'exam') {
    return (
      <section className={panel} aria-label="题目解析">
        <p className={styles.lockedNote}>模考进行中，交卷后才能查看本题答案与解析。</p>
      </section>
    );
  }
  if (view.state === 'hidden') {
    return (
      <section className={panel} aria-label="题目解析">
        <p className={styles.lockedNote}>完成包含本题的练习并交卷后，即可查看答案与解析。</p>
      </section>
    );
  }
  if (view.state === 'vip') {
    return (
      <section className={panel} aria-label="题目解析">
        <p className={styles.lockedNote}>本题答案与解析为VIP专享，开通VIP后即可查看。</p>
        <Button
          color="primary"
          size="small"
          onClick={() => void navigate(mobilePathTo('MVipCenter'))}
        >
          开通VIP
        </Button>
      </section>
    );
  }
  const { mine, key, texts, videos, audios } = view;
  return (
    <section className={panel} aria-label="题目解析">
      {view.shortAnswer ? (
        <>
          {!hideMyAnswer && (
            <div className={styles.answerRow}>
              <span className={styles.answerLabel}>我的答案</span>
              <span data-testid="my-answer">{mine || '未作答'}</span>
            </div>
          )}
          {key && (
            <>
              <h3 className={styles.panelTitle}>参考答案</h3>
              <BankRichText html={key} />
            </>
          )}
        </>
      ) : (
        <>
          <h3 className={styles.panelTitle}>题目答案</h3>
          <div className={styles.answerRows}>
            {!hideMyAnswer && (
              <div className={styles.answerRow}>
                <span className={styles.answerLabel}>我的答案</span>
                <strong
                  className={isCorrect === 1 ? styles.right : isCorrect === 0 ? styles.wrong : ''}
                  data-testid="my-answer"
                >
                  {mine || '未作答'}
                </strong>
                {isCorrect === 1 && <Tag color="success">回答正确</Tag>}
                {isCorrect === 0 && <Tag color="danger">回答错误</Tag>}
              </div>
            )}
            <div className={styles.answerRow}>
              <span className={styles.answerLabel}>正确答案</span>
              <strong className={styles.right} data-testid="right-answer">
                {key}
              </strong>
            </div>
          </div>
        </>
      )}

      <h3 className={styles.panelTitle}>题目解析</h3>
      {view.none && <p className={styles.muted}>本题暂无解析</p>}
      {texts.length === 1 && <BankRichText html={texts[0]!.analysis} />}
      {texts.length > 1 && (
        <Tabs className={styles.analysisTabs}>
          {texts.map((item, index) => (
            <Tabs.Tab key={item.id} title={`文字解析${index + 1}`}>
              <BankRichText html={item.analysis} />
            </Tabs.Tab>
          ))}
        </Tabs>
      )}
      {videos.map((item) => (
        <div key={item.id} className={styles.media}>
          <div className={styles.subTitle}>视频解析</div>
          <VideoAnalysis questionId={question.id} analysisId={item.id} />
        </div>
      ))}
      {audios.map((item) => (
        <div key={item.id} className={styles.media}>
          <div className={styles.subTitle}>音频解析</div>
          <audio
            className={styles.audio}
            src={item.analysis}
            controls
            preload="none"
            aria-label="音频解析"
          />
        </div>
      ))}
      {aiSlot && <div className={styles.aiSlot}>{aiSlot}</div>}
    </section>
  );
}

/**
 * A video analysis: its signed address, which expires, is asked for only when the learner
 * wants to watch (mobile data is not spent on videos nobody plays).
 */
function VideoAnalysis({ questionId, analysisId }: { questionId: number; analysisId: number }) {
  const [wanted, setWanted] = useState(false);
  const play = usePlayUrl(questionId, analysisId, wanted);
  if (!wanted || play.isPending) {
    return (
      <button
        type="button"
        className={styles.videoPoster}
        onClick={() => setWanted(true)}
        aria-label="播放视频解析"
        aria-busy={wanted}
      >
        <PlayOutline fontSize={36} />
        <span>{wanted ? '加载中…' : '播放视频解析'}</span>
      </button>
    );
  }
  if (play.isError) {
    return (
      <div className={styles.mediaError} role="alert">
        视频加载失败：{play.error.message}
        <Button size="mini" fill="none" color="primary" onClick={() => void play.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <video
      className={styles.video}
      src={play.data.url}
      controls
      autoPlay
      playsInline
      preload="metadata"
      controlsList="nodownload"
      aria-label="视频解析"
    />
  );
}
