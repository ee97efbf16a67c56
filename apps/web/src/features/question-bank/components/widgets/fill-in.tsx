import { Input } from 'antd';
import { useBlankDrafts } from '../../hooks/use-blank-drafts';
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
  const { draft, type, size } = useBlankDrafts(answerSize, value, onChange);

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
            onChange={(event) => type(index, event.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
