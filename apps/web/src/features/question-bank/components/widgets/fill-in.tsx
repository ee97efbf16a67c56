import { Input } from 'antd';
import { useState } from 'react';
import { trimEntries } from '../../lib/answer-model';
import styles from './widgets.module.css';

export interface FillInProps {
  /** Number of blanks. */
  answerSize: number;
  /** One trimmed entry per blank. */
  value: string[];
  onChange: (value: string[]) => void;
  editable: boolean;
  name?: string;
}

/**
 * Fill-in: one input per blank (placeholder 请输入内容); what it reports is trimmed, while the
 * learner may still type spaces inside an entry.
 */
export function FillIn({ answerSize, value, onChange, editable, name = '填空' }: FillInProps) {
  const size = Math.max(answerSize, 1);
  const [draft, setDraft] = useState<string[]>(() => padded(value, size));
  // A value from outside (restored answers, another question) replaces the draft; the draft
  // itself keeps what is being typed, spaces included.
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    if (trimEntries(draft).join('\u0000') !== trimEntries(padded(value, size)).join('\u0000')) {
      setDraft(padded(value, size));
    }
  }

  return (
    <div className={styles.blanks}>
      {draft.map((entry, index) => (
        <label key={index} className={styles.blank}>
          <span className={styles.blankNo}>{size > 1 ? `第${index + 1}空` : '答案'}</span>
          <Input
            value={entry}
            placeholder="请输入内容"
            maxLength={200}
            disabled={!editable}
            aria-label={`${name}第${index + 1}空`}
            onChange={(event) => {
              const next = draft.map((old, i) => (i === index ? event.target.value : old));
              setDraft(next);
              onChange(trimEntries(next));
            }}
          />
        </label>
      ))}
    </div>
  );
}

function padded(value: string[], size: number): string[] {
  return Array.from({ length: size }, (_, index) => value[index] ?? '');
}
