import { Button, Form, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { gradeScoreProblem } from '@shangan/shared';
import styles from '../pages/grading.module.css';

export interface GradeValues {
  score: number | null;
  note: string;
}

interface GradeFormProps {
  maxScore: number;
  initial: GradeValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: { score: number; note: string }) => void;
  /** Buttons before the submit button (放弃批改, 返回). */
  extra?: ReactNode;
}

/**
 * Score and note. The score box takes what is typed as it is: a score over the question's
 * full marks (or below 0, or not in steps of 0.5) is refused with the reason, never quietly
 * changed into another score and saved.
 */
export function GradeForm({
  maxScore,
  initial,
  submitLabel,
  busy,
  onSubmit,
  extra,
}: GradeFormProps) {
  return (
    <Form<GradeValues>
      layout="vertical"
      initialValues={initial}
      onFinish={({ score, note }) => onSubmit({ score: score ?? 0, note: note ?? '' })}
      requiredMark={false}
    >
      <Form.Item
        name="score"
        label={`得分（满分${maxScore}分）`}
        rules={[
          {
            validator: (_, value: number | null) => {
              const problem = gradeScoreProblem(value, maxScore);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        {/* No min, max or precision: antd would clamp or round the typed score silently. */}
        <InputNumber step={0.5} aria-label="得分" />
      </Form.Item>
      <Form.Item
        name="note"
        label="批改评语"
        rules={[{ max: 5000, message: '评语不能超过5000字' }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 16 }}
          placeholder="写下得分理由和改进建议"
          aria-label="批改评语"
        />
      </Form.Item>
      <div className={styles.actions}>
        {extra}
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
