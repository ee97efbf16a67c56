import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  COACHING_COACHES_MAX,
  COACHING_LINE_MAX,
  COACHING_LINES_MAX,
  COACHING_SESSIONS_MAX,
} from '@shangan/shared';
import type { ConsoleCoach } from '@shangan/shared/contracts/console/coaching';
import styles from './coaching.module.css';
import {
  lineProblem,
  linesProblem,
  NEW_SESSION_MINUTES,
  SESSION_MAX_MINUTES,
  SESSION_MIN_MINUTES,
  sessionMinutesProblem,
  sessionTitleProblem,
  topicsProblem,
  type SessionValues,
} from './product-values';

/** A rule from a check that names what is wrong ('' when nothing). */
export const problemRule =
  <T,>(problem: (value: T | undefined) => string): Rule =>
  () => ({
    validator: (_, value: T | undefined) => {
      const found = problem(value);
      return found ? Promise.reject(new Error(found)) : Promise.resolve();
    },
  });

const LINE_RULES = [problemRule<string>(lineProblem)];
const LINES_RULES = [
  {
    validator: (_: unknown, lines: string[] | undefined) => {
      const found = linesProblem(lines);
      return found ? Promise.reject(new Error(found)) : Promise.resolve();
    },
  },
];

/**
 * 亮点 / 适合人群: a line each, added up to the most a product shows and removed one by one;
 * blank lines are left out when saved.
 */
export function LinesField({
  name,
  label,
  placeholder,
}: {
  name: 'highlights' | 'suits';
  label: string;
  placeholder: string;
}) {
  return (
    <Form.Item
      label={label}
      extra={`最多 ${COACHING_LINES_MAX} 条，每条不超过 ${COACHING_LINE_MAX} 个字；空行不保存`}
    >
      <Form.List name={name} rules={LINES_RULES}>
        {(fields, { add, remove }, { errors }) => (
          <div className={styles.lines} role="group" aria-label={label}>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.line}>
                <Form.Item name={field.name} rules={LINE_RULES} className={styles.grow}>
                  <Input
                    aria-label={`${label}第 ${index + 1} 条`}
                    maxLength={COACHING_LINE_MAX}
                    placeholder={placeholder}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`删除${label}第 ${index + 1} 条`}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= COACHING_LINES_MAX}
              onClick={() => add('')}
            >
              添加{label}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

const SESSION_RULES = {
  title: [problemRule<string>(sessionTitleProblem)],
  minutes: [problemRule<number | null>(sessionMinutesProblem)],
  topics: [problemRule<string[]>(topicsProblem)],
};

/**
 * 课程安排: the sessions in the order they are taught — each a name, its points and minutes —
 * added (a new one as long as the one before), moved and removed.
 */
export function ProgrammeField() {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      label="课程安排"
      extra={`最多 ${COACHING_SESSIONS_MAX} 节；每节需要名称和 ${SESSION_MIN_MINUTES}-${SESSION_MAX_MINUTES} 分钟的时长`}
    >
      <Form.List name="programme">
        {(fields, { add, remove, move }) => (
          <div className={styles.lines}>
            {fields.length === 0 && <p className={styles.muted}>还没有课程安排</p>}
            <ol className={styles.sessions} aria-label="课程安排">
              {fields.map((field, index) => {
                const label = `第 ${index + 1} 节`;
                return (
                  <li key={field.key} className={styles.session}>
                    <div className={styles.sessionHead}>
                      <span className={styles.sessionNumber}>{label}</span>
                      <span className={styles.rowActions}>
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowUpOutlined />}
                          disabled={index === 0}
                          aria-label={`上移${label}`}
                          onClick={() => move(index, index - 1)}
                        />
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowDownOutlined />}
                          disabled={index === fields.length - 1}
                          aria-label={`下移${label}`}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`删除${label}`}
                          onClick={() => remove(field.name)}
                        />
                      </span>
                    </div>
                    <div className={styles.sessionRow}>
                      <Form.Item
                        name={[field.name, 'title']}
                        label="名称"
                        rules={SESSION_RULES.title}
                      >
                        <Input
                          aria-label={`${label}名称`}
                          maxLength={COACHING_LINE_MAX}
                          placeholder="如：诊断与规划"
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'minutes']}
                        label="时长（分钟）"
                        rules={SESSION_RULES.minutes}
                      >
                        <InputNumber
                          aria-label={`${label}时长（分钟）`}
                          min={SESSION_MIN_MINUTES}
                          max={SESSION_MAX_MINUTES}
                          precision={0}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </div>
                    <Form.Item
                      name={[field.name, 'topics']}
                      label="要点"
                      rules={SESSION_RULES.topics}
                      extra={`输入后按回车添加，最多 ${COACHING_LINES_MAX} 个`}
                    >
                      <Select<string[]>
                        mode="tags"
                        aria-label={`${label}要点`}
                        tokenSeparators={['，', ',', '、']}
                        suffixIcon={null}
                        notFoundContent={null}
                        maxCount={COACHING_LINES_MAX}
                        placeholder="如：真题诊断"
                      />
                    </Form.Item>
                  </li>
                );
              })}
            </ol>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= COACHING_SESSIONS_MAX}
              onClick={() => {
                const sessions = (form.getFieldValue('programme') ?? []) as SessionValues[];
                const before = sessions.at(-1)?.minutes;
                add({
                  title: '',
                  topics: [],
                  minutes: typeof before === 'number' ? before : NEW_SESSION_MINUTES,
                } satisfies SessionValues);
              }}
            >
              添加一节课
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

const coachLabel = (coach: ConsoleCoach) =>
  coach.title ? `${coach.name}（${coach.title}）` : coach.name;

/**
 * 辅导老师: the coaches chosen, in the order the product's page shows them — moved up and down,
 * taken out — and a choice of the others to add, up to six.
 */
export function CoachOrderField({
  id,
  value = [],
  onChange,
  coaches,
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  coaches: ConsoleCoach[];
}) {
  const byId = new Map(coaches.map((coach) => [coach.id, coach]));
  const change = (ids: number[]) => onChange?.(ids);
  const swap = (index: number, other: number) => {
    const next = [...value];
    [next[index], next[other]] = [next[other]!, next[index]!];
    change(next);
  };
  const full = value.length >= COACHING_COACHES_MAX;
  return (
    <div className={styles.lines}>
      {value.length > 0 && (
        <ol className={styles.coachOrder} aria-label="已选老师">
          {value.map((coachId, index) => {
            const coach = byId.get(coachId);
            const name = coach?.name ?? `老师 #${coachId}`;
            return (
              <li key={coachId} className={styles.coachRow}>
                <span className={styles.coachWho}>
                  <span className={styles.coachIndex}>{index + 1}</span>
                  <Avatar size={28} src={coach?.avatarUrl || undefined} icon={<UserOutlined />} />
                  <span className={styles.coachName}>
                    {name}
                    {coach?.title && <span className={styles.muted}> · {coach.title}</span>}
                  </span>
                </span>
                <span className={styles.rowActions}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={`上移：${name}`}
                    onClick={() => swap(index, index - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === value.length - 1}
                    aria-label={`下移：${name}`}
                    onClick={() => swap(index, index + 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`移出：${name}`}
                    onClick={() => change(value.filter((other) => other !== coachId))}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <Select<number>
        {...(id ? { id } : {})}
        value={null}
        showSearch={{ optionFilterProp: 'label' }}
        disabled={full}
        placeholder={full ? `已选 ${COACHING_COACHES_MAX} 位老师，不能再添加` : '添加老师'}
        options={coaches
          .filter((coach) => !value.includes(coach.id))
          .map((coach) => ({ value: coach.id, label: coachLabel(coach) }))}
        notFoundContent="没有可添加的老师，请先在「辅导老师」中新增"
        onChange={(coachId) => change([...value, coachId])}
      />
    </div>
  );
}
