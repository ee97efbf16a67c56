import { Input, InputNumber, Tag } from 'antd';
import { ChoiceOptions } from '../../../components/choice-options/choice-options';
import { RichText } from '../../../components/rich-text/rich-text';
import type { ItemDraft } from '../lib/correction-draft';
import { LIMITS } from '../lib/homework-rules';
import type { HomeworkAnswer, HomeworkItem as Item, MarkShape } from '../types';
import { AnswerPhotos } from './answer-photos';
import styles from './homework-item.module.css';

const TYPE_NAMES: Record<string, string> = {
  single_choose: '单选题',
  multiple_choose: '多选题',
  true_false_choose: '判断题',
  fill_in: '填空题',
  sequencing: '排序题',
  short_answer: '主观题',
};

const CHOICE_TYPES = new Set(['single_choose', 'multiple_choose', 'true_false_choose']);

interface HomeworkItemProps {
  item: Item;
  answer: HomeworkAnswer | undefined;
  /** A subjective item's correction as it stands. */
  draft?: ItemDraft | undefined;
  /** Changes to it; absent: read-only (corrected, returned, or objective). */
  onDraft?: ((next: ItemDraft) => void) | undefined;
  /** Why the score cannot be sent, after a try. */
  problem?: string | null | undefined;
  /** The server has graded the objective answers (handed in, not returned). */
  graded: boolean;
}

/**
 * One question of the homework: the question with its key or reference answer (the teacher
 * sees them) beside the learner's answer — objective ones as the server graded them, subjective
 * ones with the photos to mark up, the score and the comment.
 */
export function HomeworkItem({ item, answer, draft, onDraft, problem, graded }: HomeworkItemProps) {
  const label = `第${item.number}题`;
  const analyses = item.analyses.filter((analysis) => analysis.type === 'text');
  return (
    <article className={styles.item} id={`homework-item-${item.itemId}`} aria-label={label}>
      <section className={styles.question} aria-label={`${label}题目`}>
        <h2 className={styles.title}>
          {label}
          <span className={styles.type}>{TYPE_NAMES[item.typeCode] ?? '题目'}</span>
          <span className={styles.points}>{item.score}分</span>
        </h2>
        {item.materials.map((material, index) => (
          <div key={index} className={styles.material}>
            {item.materials.length > 1 && <strong>材料{index + 1}</strong>}
            <RichText html={material} />
          </div>
        ))}
        <RichText html={item.stem} className={styles.stem} />
        {item.kind === 'subjective' ? (
          <div className={styles.key}>
            <h3 className={styles.subTitle}>参考答案</h3>
            {item.key ? <RichText html={item.key} /> : <p className={styles.muted}>暂无参考答案</p>}
          </div>
        ) : (
          !CHOICE_TYPES.has(item.typeCode) && (
            <p className={styles.key}>
              <span className={styles.subTitle}>正确答案：</span>
              {item.key ?? '—'}
            </p>
          )
        )}
        {analyses.map((analysis, index) => (
          <div key={analysis.id} className={styles.analysis}>
            <h3 className={styles.subTitle}>解析{analyses.length > 1 ? index + 1 : ''}</h3>
            <RichText html={analysis.analysis} />
          </div>
        ))}
      </section>
      <section className={styles.answer} aria-label={`${label}学员作答`}>
        <h3 className={styles.subTitle}>学员作答</h3>
        {item.kind === 'objective' ? (
          <ObjectiveAnswer item={item} answer={answer} graded={graded} />
        ) : (
          <SubjectiveAnswer
            item={item}
            answer={answer}
            draft={draft}
            onDraft={onDraft}
            problem={problem}
            label={label}
          />
        )}
      </section>
    </article>
  );
}

/** As the server graded it at hand-in: the choice against the key, right or wrong, the points. */
function ObjectiveAnswer({
  item,
  answer,
  graded,
}: {
  item: Item;
  answer: HomeworkAnswer | undefined;
  graded: boolean;
}) {
  const choice = answer?.choice ?? [];
  const correct = answer?.correct ?? null;
  const isChoice = CHOICE_TYPES.has(item.typeCode) && item.options.length > 0;
  return (
    <>
      {isChoice ? (
        <ChoiceOptions
          options={item.options}
          selected={choice.join('')}
          multiple={item.typeCode === 'multiple_choose'}
          keyLetters={(item.key ?? '').replace(/[^A-Z]/g, '')}
          label={`第${item.number}题选项`}
          renderText={(option, className) => (
            <RichText as="span" className={className} html={option.content} />
          )}
        />
      ) : null}
      <p className={styles.learnerLine}>
        {choice.length === 0 ? (
          <span className={styles.muted}>未作答</span>
        ) : (
          <>
            学员答案：
            {item.typeCode === 'fill_in'
              ? choice.map((blank, i) => `第${i + 1}空「${blank}」`).join('　')
              : choice.join(item.typeCode === 'sequencing' ? ' → ' : '、')}
          </>
        )}
        {isChoice && item.key && <span className={styles.keyNote}>正确答案：{item.key}</span>}
      </p>
      {graded && (
        <p className={styles.result}>
          {correct === 1 ? (
            <Tag color="success">正确</Tag>
          ) : correct === 0 ? (
            <Tag color="error">错误</Tag>
          ) : (
            <Tag>未作答</Tag>
          )}
          <span>
            自动判分：{answer?.score ?? (correct === 1 ? item.score : 0)}/{item.score}分
          </span>
        </p>
      )}
    </>
  );
}

function SubjectiveAnswer({
  item,
  answer,
  draft,
  onDraft,
  problem,
  label,
}: {
  item: Item;
  answer: HomeworkAnswer | undefined;
  draft: ItemDraft | undefined;
  onDraft: ((next: ItemDraft) => void) | undefined;
  problem: string | null | undefined;
  label: string;
}) {
  const pictures = answer?.pictures ?? [];
  const marks: Record<string, readonly MarkShape[]> = draft?.marks ?? {};
  return (
    <>
      <p className={styles.learnerText} data-testid={`learner-text-${item.itemId}`}>
        {answer?.text || <span className={styles.muted}>（未填写文字）</span>}
      </p>
      <AnswerPhotos
        pictures={pictures}
        marks={marks}
        label={label}
        {...(onDraft && draft
          ? {
              onChange: (url: string, shapes: MarkShape[]) =>
                onDraft({ ...draft, marks: { ...draft.marks, [url]: shapes } }),
            }
          : {})}
      />
      <div className={styles.correction}>
        {onDraft && draft ? (
          <>
            <div className={styles.scoreRow}>
              <label className={styles.scoreLabel} htmlFor={`score-${item.itemId}`}>
                得分
              </label>
              {/* No min, max or precision: antd would clamp or round a typed score silently;
                  a score out of range is refused with the reason instead. */}
              <InputNumber
                id={`score-${item.itemId}`}
                step={0.5}
                value={draft.score}
                status={problem ? 'error' : undefined}
                aria-label={`${label}得分`}
                placeholder="0"
                onChange={(value) =>
                  onDraft({ ...draft, score: typeof value === 'number' ? value : null })
                }
              />
              <span className={styles.muted}>/ {item.score}分</span>
              {problem && (
                <span className={styles.problem} role="alert">
                  {problem}
                </span>
              )}
            </div>
            <Input.TextArea
              value={draft.comment}
              onChange={(event) => onDraft({ ...draft, comment: event.target.value })}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={LIMITS.comment}
              placeholder="本题评语（选填）"
              aria-label={`${label}评语`}
            />
          </>
        ) : (
          <>
            <p className={styles.scoreRow}>
              得分：
              <strong>{answer?.score ?? '—'}</strong>/{item.score}分
            </p>
            {answer?.comment ? (
              <div className={styles.comment}>
                <span className={styles.subTitle}>评语：</span>
                <RichText html={answer.comment} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
