import { Button, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { wordCount } from '../lib/answer-text';
import { saveStatusText, type AutosaveStatus } from '../hooks/use-autosave';
import styles from './short-answer.module.css';

interface AnswerBoxProps {
  text: string;
  wordsNum: number | null;
  editing: boolean;
  status: AutosaveStatus;
  saving: boolean;
  onEdit: () => void;
  onChange: (text: string) => void;
  onCancel: () => void;
  onSave: () => void;
}

/**
 * The answer box: a read-only summary until clicked, then a text area with
 * the live counter against wordsNum (red with 您的字数已达到N字 once over) and 取消 / 保存.
 */
export function AnswerBox(props: AnswerBoxProps) {
  const { text, wordsNum, editing } = props;
  const area = useRef<TextAreaRef>(null);
  useEffect(() => {
    if (editing) area.current?.focus({ cursor: 'end' });
  }, [editing]);
  const count = wordCount(text, wordsNum);

  return (
    <div className={styles.box}>
      {editing ? (
        <div className={styles.editor}>
          <Input.TextArea
            ref={area}
            value={text}
            onChange={(event) => props.onChange(event.target.value)}
            placeholder="请输入内容"
            autoSize={{ minRows: 8, maxRows: 24 }}
            // The server's limit: beyond it every save would be refused.
            maxLength={SHORT_ANSWER_MAX_CHARS}
            aria-label="作答内容"
          />
          <div className={styles.editorBar}>
            <span
              className={`${styles.counter} ${count.over ? styles.counterOver : ''}`}
              data-testid="word-counter"
              data-over={count.over ? 'true' : 'false'}
            >
              {count.label}
            </span>
            {count.warning && (
              <span className={styles.warning} role="alert">
                {count.warning}
              </span>
            )}
            <span className={styles.spacer} />
            <Button onClick={props.onCancel} disabled={props.saving}>
              取消
            </Button>
            <Button type="primary" onClick={props.onSave} loading={props.saving}>
              保存
            </Button>
          </div>
          <SaveStatusLine status={props.status} />
        </div>
      ) : (
        <>
          <button
            type="button"
            className={styles.summary}
            onClick={props.onEdit}
            aria-label="点击此处开始作答"
            data-testid="answer-summary"
          >
            {text ? text : <span className={styles.placeholder}>点击此处开始作答</span>}
          </button>
          <div className={styles.editor}>
            <span className={`${styles.counter} ${count.over ? styles.counterOver : ''}`}>
              {count.label}
            </span>
            <SaveStatusLine status={props.status} />
          </div>
        </>
      )}
    </div>
  );
}

/** A discreet line: 保存中… / 已自动保存 HH:mm:ss / 保存失败，请检查网络 (or why it was refused). */
export function SaveStatusLine({ status }: { status: AutosaveStatus }) {
  const text = saveStatusText(status);
  return (
    <div
      className={`${styles.status} ${status.state === 'error' ? styles.statusError : ''}`}
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
    >
      {text}
    </div>
  );
}
