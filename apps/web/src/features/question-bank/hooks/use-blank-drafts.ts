import { useState } from 'react';
import { trimEntries } from '../lib/answer-model';

function padded(value: string[], size: number): string[] {
  return Array.from({ length: size }, (_, index) => value[index] ?? '');
}

/**
 * The entries of a fill-in question as typed: what is reported is trimmed, while the learner
 * may still type spaces inside an entry. A value from outside (restored answers, another
 * question) replaces the draft; the draft itself keeps what is being typed, spaces included.
 */
export function useBlankDrafts(
  answerSize: number,
  value: string[],
  onChange: (value: string[]) => void,
) {
  const size = Math.max(answerSize, 1);
  const [draft, setDraft] = useState<string[]>(() => padded(value, size));
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    if (trimEntries(draft).join('\u0000') !== trimEntries(padded(value, size)).join('\u0000')) {
      setDraft(padded(value, size));
    }
  }
  const type = (index: number, text: string) => {
    const next = draft.map((old, i) => (i === index ? text : old));
    setDraft(next);
    onChange(trimEntries(next));
  };
  return { draft, type, size };
}
