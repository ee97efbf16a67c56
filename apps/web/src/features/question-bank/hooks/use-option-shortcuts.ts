import { useEffect, useRef } from 'react';
import { listenForShortcutKeys } from '../../../lib/drawn-page/held-shortcut-key';
import type { AnswerValue, Question } from '../types';
import type { AnswerMap } from '../lib/answer-model';
import { toggleMultiple, toggleSingle } from '../lib/answer-model';

interface Options {
  question: Question | undefined;
  answers: AnswerMap;
  setAnswer: (questionId: number, value: AnswerValue) => void;
  onPrevious: () => void;
  onNext: () => void;
  enabled: boolean;
}

const CHOICE = ['single_choose', 'true_false_choose', 'multiple_choose', 'non_directional_choose'];

/**
 * Keyboard shortcuts learners expect: A–D choose an option of the question on screen (of a
 * material question, the first choice sub-question not answered yet), ← and → move between
 * questions. Keys typed into an input are left alone.
 */
export function useOptionShortcuts(options: Options) {
  const latest = useRef(options);
  // The sub-question a multiple-choice key went to last, so C after A stays on it.
  const lastTouched = useRef<number | null>(null);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { question, answers, setAnswer, onPrevious, onNext, enabled } = latest.current;
      if (!enabled || !question || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft') return onPrevious();
      if (event.key === 'ArrowRight') return onNext();
      const letter = event.key.toUpperCase();
      if (!/^[A-D]$/.test(letter)) return;
      const candidates =
        question.questionTypeCode === 'composite' ? question.sonQuestion : [question];
      const choices = candidates.filter((q) => CHOICE.includes(q.questionTypeCode));
      const touched = choices.find((q) => q.id === lastTouched.current);
      const target2 =
        touched && !['single_choose', 'true_false_choose'].includes(touched.questionTypeCode)
          ? touched
          : (choices.find((q) => !answers[q.id]) ?? choices[choices.length - 1]);
      if (!target2 || !target2.questionOptionList.some((o) => o.optionHead === letter)) return;
      const current =
        typeof answers[target2.id] === 'string' ? (answers[target2.id] as string) : '';
      const single =
        target2.questionTypeCode === 'single_choose' ||
        target2.questionTypeCode === 'true_false_choose';
      setAnswer(
        target2.id,
        single ? toggleSingle(current, letter) : toggleMultiple(current, letter),
      );
      event.preventDefault();
    };
    // With the key that woke a drawn practice screen, which came before this listener.
    return listenForShortcutKeys(onKey);
  }, []);
}
