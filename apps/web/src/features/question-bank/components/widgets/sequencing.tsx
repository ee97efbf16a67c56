import { Input } from 'antd';
import { useState } from 'react';
import { joinOrder } from '../../lib/answer-model';
import styles from './widgets.module.css';

export interface SequencingProps {
  /** Number of items to put in order. */
  answerSize: number;
  /** Comma-separated order numbers, blanks dropped ('3,1,2'). */
  value: string;
  onChange: (value: string) => void;
  editable: boolean;
  name?: string;
}

/** Sequencing: the order numbers, one box per place; reported comma-separated, blanks dropped. */
export function Sequencing({
  answerSize,
  value,
  onChange,
  editable,
  name = '排序',
}: SequencingProps) {
  const size = Math.max(answerSize, 1);
  const [slots, setSlots] = useState<string[]>(() => toSlots(value, size));
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    if (joinOrder(slots) !== value) setSlots(toSlots(value, size));
  }

  return (
    <div className={styles.sequence}>
      <div className={styles.slots}>
        {slots.map((slot, index) => (
          <Input
            key={index}
            className={styles.slot}
            value={slot}
            inputMode="numeric"
            maxLength={2}
            placeholder={String(index + 1)}
            disabled={!editable}
            aria-label={`${name}第${index + 1}位`}
            onChange={(event) => {
              const next = slots.map((old, i) =>
                i === index ? event.target.value.replace(/[^\d]/g, '') : old,
              );
              setSlots(next);
              onChange(joinOrder(next));
            }}
          />
        ))}
      </div>
      <p className={styles.hint}>
        依次填写句子序号（如 3、1、2），空位不计入答案。当前顺序：{value || '未作答'}
      </p>
    </div>
  );
}

function toSlots(value: string, size: number): string[] {
  const parts = value ? value.split(',') : [];
  return Array.from({ length: size }, (_, index) => parts[index] ?? '');
}
