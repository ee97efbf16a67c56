import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { SelectProps } from 'antd';
import {
  ConsoleQuestionMsg,
  QUESTION_BLANKS_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_SCORE_MAX,
  QUESTION_WORDS_MAX,
} from '@shangan/shared';
import { check } from '../../lib/form-checks';
import { RichTextEditor } from '../articles/rich-text-editor';
import { AnalysesField } from './analyses-field';
import {
  answerKindOf,
  hasOptions,
  isBlankHtml,
  isWholeOrder,
  letterOf,
  lettersWithout,
  plainOf,
  retyped,
  sequenceOf,
  sortedLetters,
  type AnyType,
  type PartValues,
} from './question-values';
import styles from './questions.module.css';

/** A field's place in the form: `name` as the enclosing list sees it, `at` from the form's root. */
export type NamePath = (string | number)[];

export interface PartPlace {
  /** The name relative to the enclosing Form.List ([] at the root, [index] in a list). */
  name: NamePath;
  /** The same place from the form's root (['children', 2]). */
  at: NamePath;
  /** What the accessible names start with: '' for the question, '第 2 小题' for a part. */
  prefix: string;
}

const DIFFICULTY_OPTIONS = [1, 2, 3, 4, 5].map((level) => ({ value: level, label: String(level) }));

/** A rule for a list's least number of entries. */
const atLeast = (count: number, message: string) => ({
  validator: async (_: unknown, list: unknown[] | undefined) => {
    if ((list?.length ?? 0) < count) throw new Error(message);
  },
});

const scoreRule = check<number | null>(
  ConsoleQuestionMsg.scoreInvalid,
  (score) =>
    score === null ||
    score === undefined ||
    score < 0.1 ||
    score > QUESTION_SCORE_MAX ||
    Math.abs(Math.round(score * 10) - score * 10) > 1e-6,
);

/** The type's Select, telling the form what it changes from and to before it changes. */
function TypeSelect({
  value,
  onChange,
  onPicked,
  ...rest
}: Omit<SelectProps<AnyType>, 'onChange'> & {
  onChange?: (value: AnyType) => void;
  onPicked: (from: AnyType | undefined, to: AnyType) => void;
}) {
  return (
    <Select<AnyType>
      {...rest}
      value={value}
      onChange={(to) => {
        onPicked(value ?? undefined, to);
        onChange?.(to);
      }}
    />
  );
}

/**
 * 题型. A change brings what the new type needs (true-false's two options, four to write for a
 * choice) and keeps the key only where it still fits. Fixed (`locked`) once learners answered.
 */
export function TypeField({
  place,
  options,
  locked,
}: {
  place: PartPlace;
  options: Array<{ value: AnyType; label: string }>;
  locked: boolean;
}) {
  const form = Form.useFormInstance();
  const retype = (from: AnyType | undefined, to: AnyType) => {
    const part = form.getFieldValue(place.at) as PartValues;
    for (const [key, value] of Object.entries(retyped(part, from, to))) {
      form.setFieldValue([...place.at, key], value);
    }
  };
  return (
    <Form.Item
      name={[...place.name, 'typeCode']}
      label="题型"
      rules={[{ required: true, message: ConsoleQuestionMsg.typeInvalid }]}
      extra={locked ? ConsoleQuestionMsg.typeLocked : undefined}
    >
      <TypeSelect
        aria-label={`${place.prefix}题型`}
        placeholder="选择题型"
        options={options}
        disabled={locked}
        onPicked={retype}
      />
    </Form.Item>
  );
}

/** 题干: required of a gradable question; a material group's is an optional instruction. */
export function StemField({ place, optional = false }: { place: PartPlace; optional?: boolean }) {
  return (
    <Form.Item
      name={[...place.name, 'context']}
      label={optional ? '说明（选填）' : '题干'}
      rules={optional ? [] : [check<string>(ConsoleQuestionMsg.stemRequired, isBlankHtml)]}
      extra={optional ? '写在材料前的作答要求，如：根据以下资料，回答 1-5 题' : undefined}
    >
      <RichTextEditor
        compact
        label={`${place.prefix}${optional ? '说明' : '题干'}`}
        placeholder={optional ? '作答要求（选填）' : '题干内容'}
        minHeight={optional ? 48 : 96}
      />
    </Form.Item>
  );
}

/** A true-false question's two options, fixed (正确 / 错误 unless it came with its own). */
function FixedOptions({ place }: { place: PartPlace }) {
  const form = Form.useFormInstance();
  // A true-false question's options have no field of their own: watched among the values kept.
  const options =
    (Form.useWatch([...place.at, 'options'], { form, preserve: true }) as string[] | undefined) ??
    [];
  return (
    <Form.Item label="选项" extra="判断题的两个选项固定，答案选 A 或 B">
      <div className={styles.fixedOptions}>
        {options.map((option, index) => (
          <span key={index}>
            {letterOf(index)}. {plainOf(option)}
          </span>
        ))}
      </div>
    </Form.Item>
  );
}

/**
 * 选项 A–H (two to eight), each a short rich text. Taking one out moves the key's later letters
 * up with their options.
 */
export function OptionsField({ place }: { place: PartPlace }) {
  const form = Form.useFormInstance();
  const takeOut = (index: number, remove: (index: number) => void) => {
    const letters = (form.getFieldValue([...place.at, 'letters']) as string | undefined) ?? '';
    remove(index);
    form.setFieldValue([...place.at, 'letters'], lettersWithout(letters, index));
  };
  return (
    <Form.List
      name={[...place.name, 'options']}
      rules={[atLeast(2, ConsoleQuestionMsg.optionsTooFew)]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="选项">
          <div className={styles.rows}>
            {fields.map((field, index) => {
              const head = letterOf(index);
              return (
                <div key={field.key} className={styles.row}>
                  <span className={styles.rowHead}>{head}</span>
                  <Form.Item
                    name={field.name}
                    className={styles.rowBody}
                    rules={[check<string>(ConsoleQuestionMsg.optionRequired(head), isBlankHtml)]}
                  >
                    <RichTextEditor
                      compact
                      label={`${place.prefix}选项 ${head}`}
                      placeholder={`选项 ${head} 的内容`}
                      minHeight={36}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 2}
                    aria-label={`删除${place.prefix}选项 ${head}`}
                    onClick={() => takeOut(index, remove)}
                  />
                </div>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= QUESTION_OPTIONS_MAX}
              onClick={() => add('')}
              aria-label={`${place.prefix}添加选项`}
            >
              添加选项（最多 {QUESTION_OPTIONS_MAX} 个）
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** A choice's key as the form keeps it ('ACD'), picked as letters. */
function LetterChoice({
  value = '',
  onChange,
  count,
  labels,
  many,
  label,
}: {
  value?: string;
  onChange?: (letters: string) => void;
  count: number;
  /** What each letter says beside it (a true-false question's 正确 / 错误). */
  labels?: string[];
  many: boolean;
  label: string;
}) {
  const options = Array.from({ length: count }, (_, index) => ({
    value: letterOf(index),
    label: labels ? `${letterOf(index)}. ${labels[index] ?? ''}` : letterOf(index),
  }));
  if (many) {
    return (
      <Checkbox.Group
        aria-label={label}
        options={options}
        value={[...value]}
        onChange={(letters) => onChange?.(sortedLetters(letters.join('')))}
      />
    );
  }
  return (
    <Radio.Group
      aria-label={label}
      options={options}
      optionType={labels ? 'default' : 'button'}
      value={value || undefined}
      onChange={(event) => onChange?.(String(event.target.value))}
    />
  );
}

/** 填空题: one answer a blank, '答案|备选' accepting either. */
function BlanksField({ place }: { place: PartPlace }) {
  return (
    <Form.List
      name={[...place.name, 'blanks']}
      rules={[atLeast(1, ConsoleQuestionMsg.answerRequired)]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item
          label="答案"
          extra="按题中空的顺序，每空一个答案；一空有几种写法都算对时用「|」隔开，如：答案|备选"
        >
          <div className={styles.rows}>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.row}>
                <span className={styles.rowHead}>{index + 1}</span>
                <Form.Item
                  name={field.name}
                  className={styles.rowBody}
                  rules={[
                    check<string>(ConsoleQuestionMsg.blankRequired(index + 1), (blank) =>
                      (blank ?? '').split('|').every((entry) => entry.trim() === ''),
                    ),
                  ]}
                >
                  <Input
                    aria-label={`${place.prefix}第 ${index + 1} 空`}
                    placeholder={`第 ${index + 1} 空的答案`}
                    maxLength={200}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= 1}
                  aria-label={`删除${place.prefix}第 ${index + 1} 空`}
                  onClick={() => remove(index)}
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= QUESTION_BLANKS_MAX}
              onClick={() => add('')}
            >
              添加一空
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** 答案, written as the type asks. */
export function AnswerField({ place, type }: { place: PartPlace; type: AnyType | undefined }) {
  const form = Form.useFormInstance();
  // A true-false question's options have no field of their own: watched among the values kept.
  const options =
    (Form.useWatch([...place.at, 'options'], { form, preserve: true }) as string[] | undefined) ??
    [];
  const kind = answerKindOf(type);
  const label = `${place.prefix}答案`;
  if (kind === 'letter' || kind === 'letters') {
    const trueFalse = type === 'true_false_choose';
    return (
      <Form.Item
        name={[...place.name, 'letters']}
        label="答案"
        rules={[{ required: true, message: ConsoleQuestionMsg.answerRequired }]}
        extra={kind === 'letters' ? '可选多个' : undefined}
      >
        <LetterChoice
          count={options.length}
          many={kind === 'letters'}
          label={label}
          {...(trueFalse ? { labels: options.map(plainOf) } : {})}
        />
      </Form.Item>
    );
  }
  if (kind === 'blanks') return <BlanksField place={place} />;
  if (kind === 'sequence') {
    return (
      <Form.Item
        name={[...place.name, 'sequence']}
        label="答案"
        extra="按正确顺序写出各项的序号，用逗号隔开"
        rules={[
          { required: true, whitespace: true, message: ConsoleQuestionMsg.answerRequired },
          check<string>(ConsoleQuestionMsg.sequenceInvalid, (text) => {
            if (!text?.trim()) return false;
            const order = sequenceOf(text);
            return !order || !isWholeOrder(order);
          }),
        ]}
      >
        <Input aria-label={label} placeholder="如 3,1,2" maxLength={200} />
      </Form.Item>
    );
  }
  if (kind === 'reference') {
    return (
      <Form.Item
        name={[...place.name, 'reference']}
        label="参考答案"
        rules={[check<string>(ConsoleQuestionMsg.answerRequired, isBlankHtml)]}
        extra="供批改老师参考，学员交卷后可见"
      >
        <RichTextEditor
          compact
          label={`${place.prefix}参考答案`}
          placeholder="参考答案"
          minHeight={120}
        />
      </Form.Item>
    );
  }
  return null;
}

/** 难度, and for a gradable question 分值 (and a short answer's 字数要求). */
export function MetaFields({ place, type }: { place: PartPlace; type: AnyType | undefined }) {
  const graded = type !== 'composite';
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name={[...place.name, 'difficulty']}
          label="难度"
          extra="1 最易，5 最难"
          rules={[{ required: true, message: ConsoleQuestionMsg.difficultyInvalid }]}
        >
          <Radio.Group
            aria-label={`${place.prefix}难度`}
            options={DIFFICULTY_OPTIONS}
            optionType="button"
          />
        </Form.Item>
      </Col>
      {graded && (
        <Col xs={12} sm={6} lg={4}>
          <Form.Item name={[...place.name, 'score']} label="分值" rules={[scoreRule]}>
            <InputNumber
              aria-label={`${place.prefix}分值`}
              min={0.1}
              max={QUESTION_SCORE_MAX}
              step={0.1}
              precision={1}
              suffix="分"
              className={styles.number}
            />
          </Form.Item>
        </Col>
      )}
      {type === 'short_answer' && (
        <Col xs={12} sm={6} lg={4}>
          <Form.Item
            name={[...place.name, 'wordsNum']}
            label="字数要求（选填）"
            rules={[
              check<number | null>(
                ConsoleQuestionMsg.wordsInvalid,
                (words) =>
                  words !== null &&
                  words !== undefined &&
                  (!Number.isInteger(words) || words < 0 || words > QUESTION_WORDS_MAX),
              ),
            ]}
          >
            <InputNumber
              aria-label={`${place.prefix}字数要求`}
              min={0}
              max={QUESTION_WORDS_MAX}
              precision={0}
              placeholder="不限"
              suffix="字"
              className={styles.number}
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

/**
 * A gradable question's content after its type: stem, options (choices), key, difficulty,
 * points and analyses. The question itself and each sub-question of a material group.
 */
export function LeafFields({ place, type }: { place: PartPlace; type: AnyType | undefined }) {
  return (
    <>
      <StemField place={place} />
      {type === 'true_false_choose' ? (
        <FixedOptions place={place} />
      ) : (
        hasOptions(type) && <OptionsField place={place} />
      )}
      <AnswerField place={place} type={type} />
      <MetaFields place={place} type={type} />
      <AnalysesField place={place} />
    </>
  );
}
