import { Image, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { RichText } from '../../../components/rich-text/rich-text';
import type { ClaimedAnswer } from '../types';
import styles from '../pages/grading.module.css';

interface GradingPanelsProps {
  question: ClaimedAnswer['question'];
  learner: ClaimedAnswer['learner'];
  /** Under 学员作答's title: when it came in, how long the lock or the grade lasts. */
  learnerMeta: ReactNode;
  /** The 批改 section: the form, or the final grade. */
  children: ReactNode;
}

/** The question with its materials and reference answer beside the learner's answer. */
export function GradingPanels({ question, learner, learnerMeta, children }: GradingPanelsProps) {
  const texts = question.analysisList.filter((item) => item.type === 'text');
  return (
    <div className={styles.detail}>
      <div className={styles.column}>
        <section className={styles.panel} aria-label="题目">
          {question.materialContext.length > 0 && (
            <>
              <h2 className={styles.sectionTitle}>材料</h2>
              {question.materialContext.map((material, index) => (
                <div key={index} className={styles.material}>
                  {question.materialContext.length > 1 && <strong>材料{index + 1}</strong>}
                  <RichText html={material.content} />
                </div>
              ))}
            </>
          )}
          <h2 className={styles.sectionTitle} style={{ marginTop: 12 }}>
            题目（{question.score}分{question.wordsNum ? `，建议${question.wordsNum}字` : ''}）
          </h2>
          <RichText html={question.context} />
        </section>
        <section className={styles.panel} aria-label="参考答案">
          <h2 className={styles.sectionTitle}>参考答案</h2>
          {question.answer ? (
            <RichText html={question.answer} />
          ) : (
            <p className={styles.muted}>暂无参考答案</p>
          )}
          {texts.length > 0 && (
            <Tabs
              size="small"
              items={texts.map((item, index) => ({
                key: String(item.id),
                label: texts.length > 1 ? `文字解析${index + 1}` : '文字解析',
                children: <RichText html={item.analysis} />,
              }))}
            />
          )}
        </section>
      </div>
      <div className={styles.column}>
        <section className={styles.panel} aria-label="学员作答">
          <h2 className={styles.sectionTitle}>学员作答</h2>
          <p className={styles.muted}>{learnerMeta}</p>
          <p className={styles.learnerText} data-testid="learner-answer">
            {learner.answer || '（未填写文字）'}
          </p>
          {learner.previewUrl.length > 0 && (
            <div className={styles.pictures}>
              <Image.PreviewGroup>
                {learner.previewUrl.map((src, index) => (
                  <Image key={src} src={src} alt={`学员答案图片${index + 1}`} />
                ))}
              </Image.PreviewGroup>
            </div>
          )}
        </section>
        <section className={styles.panel} aria-label="批改">
          <h2 className={styles.sectionTitle}>批改</h2>
          {children}
        </section>
      </div>
    </div>
  );
}
