import { Tag } from 'antd';
import { QUESTION_TYPE_NAMES } from '@shangan/shared';
import type { Question, SubQuestion } from '@shangan/shared/contracts/question-bank';
import { RichText } from '../../../components/rich-text/rich-text';
import styles from '../lectures.module.css';

/** Why the key is not shown, as the question bank decided it. */
function keyNote(question: Question | SubQuestion): string {
  if (question.lockedReason === 'vip') return '本题为VIP专享，开通VIP后即可查看题目与解析';
  if (question.lockedReason === 'exam') return '模考进行中，交卷后才能查看本题答案与解析';
  return '在题库中练习本题并交卷后，这里会显示答案与解析';
}

function QuestionBody({ question }: { question: Question | SubQuestion }) {
  const right = new Set(question.answerList ?? []);
  const analyses = (question.analysisList ?? []).filter((analysis) => analysis.type === 'text');
  return (
    <div className={styles.question}>
      <RichText html={question.context} />
      {question.questionOptionList.length > 0 && (
        <ul className={styles.options}>
          {question.questionOptionList.map((option) => (
            <li
              key={option.optionHead}
              className={`${styles.option} ${right.has(option.optionHead) ? styles.optionRight : ''}`}
            >
              <span className={styles.optionHead}>{option.optionHead}.</span>
              <RichText html={option.content} as="span" />
            </li>
          ))}
        </ul>
      )}
      {question.answer !== undefined ? (
        <div className={styles.keyNote}>
          <p>
            <strong>正确答案：</strong>
            {question.questionTypeCode === 'short_answer' ? (
              <RichText html={question.answer} as="span" />
            ) : (
              question.answer
            )}
          </p>
          {analyses.map((analysis) => (
            <RichText key={analysis.id} html={analysis.analysis} />
          ))}
        </div>
      ) : (
        question.locked && <p className={styles.keyNote}>{keyNote(question)}</p>
      )}
    </div>
  );
}

/**
 * The question a lecture explains, as the question bank lets this person see it: materials,
 * stem and options, sub-questions of a material question, and the key and text analyses only
 * where the bank released them.
 */
export function QuestionView({ question }: { question: Question }) {
  return (
    <section aria-label="讲解的题目">
      <div className={styles.row}>
        <Tag color="blue">{QUESTION_TYPE_NAMES[question.questionTypeCode]}</Tag>
        {question.knowledgePoint && (
          <span className={styles.muted}>{question.knowledgePoint.name}</span>
        )}
        {question.source && <span className={styles.muted}>{question.source}</span>}
      </div>
      {question.materialContext.map((material, index) => (
        <RichText key={index} html={material.content} className={styles.material} />
      ))}
      {question.sonQuestion.length === 0 ? (
        <QuestionBody question={question} />
      ) : (
        <>
          <RichText html={question.context} />
          {question.sonQuestion.map((sub, index) => (
            <div key={sub.id} className={styles.sub}>
              <p className={styles.muted}>第{index + 1}小题</p>
              <QuestionBody question={sub} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
