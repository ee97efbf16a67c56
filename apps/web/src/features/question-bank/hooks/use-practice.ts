import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { batchSubmitAnswers } from '../api/batch-submit-answer';
import { isPaperKind, saveOnLeave, submitAnswers } from '../api/submit-answer';
import type {
  AnswerInput,
  AnswerValue,
  PracticeSession,
  SubmitAction,
  SubmitResult,
} from '../types';
import { localTimeOf } from '../../../lib/drawn-page/local-time';
import { fromUserAnswer, isAnswered, leavesOf, type AnswerMap } from '../lib/answer-model';

export type SaveState = 'saved' | 'saving' | 'retrying';

const SAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 3_000;

/**
 * The state of one attempt on the practice screen. Answers are saved as they are given (a
 * short pause after the last change, and at once when leaving a question); saves go one after
 * another so a later answer is never overwritten by an earlier one, a failed save is retried,
 * and what is still unsaved when the page is closed leaves with a keep-alive request. The
 * clock and the time spent per question start from what the server remembers.
 */
export function usePractice(
  session: PracticeSession,
  /**
   * When the session was fetched: a page the server drew shows the question before the app
   * wakes, and the time read meanwhile counts.
   */
  openedAt: number,
  /** The server handed the attempt in during a save (its time limit had passed). */
  onHandedIn?: (result: SubmitResult) => void,
) {
  const { exercise, questions } = session;
  const leaves = useMemo(() => leavesOf(questions), [questions]);
  const leafById = useMemo(() => new Map(leaves.map((leaf) => [leaf.id, leaf])), [leaves]);
  const isPaper = isPaperKind(exercise.kind);

  const [answers, setAnswers] = useState<AnswerMap>(() => {
    const saved = new Map(session.userAnswers.map((answer) => [answer.questionId, answer]));
    return Object.fromEntries(
      leaves.map((leaf) => [leaf.id, fromUserAnswer(leaf, saved.get(leaf.id))]),
    );
  });
  const [current, setCurrent] = useState(() => leaves[exercise.currentIndex]?.topIndex ?? 0);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [clockBase] = useState(() => ({
    elapsed: exercise.elapsedSeconds,
    at: localTimeOf(openedAt),
  }));
  // First drawn as the server drew it (the elapsed time it was opened with), then running.
  const [now, setNow] = useState(() => clockBase.at);

  // Handlers read the latest answers and position from refs they keep up to date themselves.
  const answersRef = useRef(answers);
  const currentRef = useRef(current);
  const flushRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const dirty = useRef(new Set<number>());
  const timeSpent = useRef<Record<number, number>>(
    Object.fromEntries(session.userAnswers.map((answer) => [answer.questionId, answer.timeSpent])),
  );
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(exercise.status !== 'submitted');

  const currentLeafIndex = useCallback(
    () => leaves.findIndex((leaf) => leaf.topIndex === currentRef.current),
    [leaves],
  );

  const inputOf = useCallback(
    (questionId: number): AnswerInput => ({
      questionId,
      answer: answersRef.current[questionId] ?? '',
      timeSpent: Math.round(timeSpent.current[questionId] ?? 0),
    }),
    [],
  );

  /** Sends every dirty answer; composite questions of papers go through batchSubmitAnswer. */
  const send = useCallback(
    async (action: SubmitAction): Promise<SubmitResult | null> => {
      const ids = [...dirty.current];
      dirty.current.clear();
      const currentIndex = Math.max(0, currentLeafIndex());
      try {
        const byParent = new Map<number, number[]>();
        const single: number[] = [];
        for (const id of ids) {
          const leaf = leafById.get(id);
          const parentId = leaf && 'parentId' in leaf ? leaf.parentId : null;
          if (isPaper && parentId) byParent.set(parentId, [...(byParent.get(parentId) ?? []), id]);
          else single.push(id);
        }
        for (const [parentId, sons] of byParent) {
          await batchSubmitAnswers({
            businessId: exercise.id,
            questionId: parentId,
            webAnswerDTOList: sons.map((id) => ({ ...inputOf(id), url: [] })),
            currentIndex,
          });
        }
        if (single.length > 0 || action !== 'save' || byParent.size === 0) {
          const result = await submitAnswers(exercise.kind, {
            exerciseId: exercise.id,
            answers: single.map(inputOf),
            action,
            currentIndex,
          });
          if (result.status === 'submitted') {
            running.current = false;
            if (action === 'save') onHandedIn?.(result);
          }
          return result;
        }
        return null;
      } catch (error) {
        // Put the answers back: the next save (or the retry) sends them again.
        for (const id of ids) dirty.current.add(id);
        throw error;
      }
    },
    [exercise.id, exercise.kind, inputOf, isPaper, leafById, currentLeafIndex, onHandedIn],
  );

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (dirty.current.size === 0 || !running.current) return chain.current.then(() => undefined);
    setSaveState('saving');
    const run = chain.current.then(() => send('save'));
    chain.current = run.then(
      () => {
        if (dirty.current.size === 0) setSaveState('saved');
      },
      () => {
        setSaveState('retrying');
        timer.current = setTimeout(() => void flushRef.current(), RETRY_DELAY_MS);
      },
    );
    return chain.current.then(() => undefined);
  }, [send]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const setAnswer = useCallback(
    (questionId: number, value: AnswerValue) => {
      if (!running.current) return;
      setAnswers((previous) => ({ ...previous, [questionId]: value }));
      answersRef.current = { ...answersRef.current, [questionId]: value };
      dirty.current.add(questionId);
      setSaveState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  const goTo = useCallback(
    (topIndex: number) => {
      const bounded = Math.min(Math.max(topIndex, 0), questions.length - 1);
      if (bounded === currentRef.current) return;
      setCurrent(bounded);
      currentRef.current = bounded;
      void flush();
    },
    [questions.length, flush],
  );

  /** Hands in (the learner, or the clock: timeUp) or pauses after everything typed is saved. */
  const finish = useCallback(
    async (action: 'handIn' | 'timeUp' | 'pause'): Promise<SubmitResult | null> => {
      if (timer.current) clearTimeout(timer.current);
      await chain.current.catch(() => undefined);
      const run = chain.current.then(() => send(action));
      chain.current = run.catch(() => undefined);
      const result = await run;
      setSaveState('saved');
      return result;
    },
    [send],
  );

  // The clock, and the seconds spent on the question on screen (split among sub-questions),
  // from when it was shown: a page the server drew was read before the app woke.
  const countedSince = useRef(clockBase.at);
  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      const seconds = Math.floor((at - countedSince.current) / 1000);
      setNow(at);
      if (seconds < 1) return;
      countedSince.current += seconds * 1000;
      if (!running.current || document.visibilityState === 'hidden') return;
      const onScreen = leaves.filter((leaf) => leaf.topIndex === currentRef.current);
      for (const leaf of onScreen) {
        timeSpent.current[leaf.id] = (timeSpent.current[leaf.id] ?? 0) + seconds / onScreen.length;
      }
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [leaves]);

  // A closed or reloaded tab still delivers what was not saved yet. At beforeunload first:
  // a reload's request for the page leaves after it, so the practice screen the server draws
  // for the reload already shows the last answer; pagehide is for browsers (phones) that skip
  // beforeunload, and sends nothing once it has been sent.
  useEffect(() => {
    const leave = () => {
      if (dirty.current.size === 0 || !running.current) return;
      saveOnLeave(exercise.kind, {
        exerciseId: exercise.id,
        answers: [...dirty.current].map(inputOf),
        action: 'save',
        currentIndex: Math.max(0, currentLeafIndex()),
      });
      dirty.current.clear();
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
    };
  }, [exercise.id, exercise.kind, inputOf, currentLeafIndex]);

  // Leaving the screen inside the site (a link, the phone's back gesture) while an answer waits
  // for the save delay: it is sent now, once, after any save on its way, instead of dropped.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (dirty.current.size > 0 && running.current) {
        chain.current = chain.current
          .catch(() => undefined)
          .then(() => sendRef.current('save'))
          .catch(() => undefined);
      }
    },
    [],
  );

  const elapsedSeconds = clockBase.elapsed + Math.floor((now - clockBase.at) / 1000);
  const remainingSeconds =
    exercise.timeLimitSeconds === null
      ? null
      : Math.max(0, exercise.timeLimitSeconds - elapsedSeconds);
  const answeredCount = leaves.filter((leaf) => isAnswered(answers[leaf.id])).length;

  return {
    leaves,
    answers,
    setAnswer,
    current,
    goTo,
    saveState,
    flush,
    finish,
    elapsedSeconds,
    remainingSeconds,
    answeredCount,
    stop: () => {
      running.current = false;
    },
  };
}
