import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notifier';
import { checkHandIn } from '../api/catalogue-hand-in-check';
import { QB_KEY, qbKeys } from '../api/keys';
import { practiceCells } from '../lib/answer-model';
import type { PracticeSession, Report, SubmitResult } from '../types';
import { usePractice } from './use-practice';

export interface PracticeRunOptions {
  /**
   * Asks the learner before handing in; `tip` is the server's word on what is still
   * unanswered. Resolves true to hand in.
   */
  confirmHandIn: (tip: string) => Promise<boolean>;
  /** The report page of a handed-in attempt, on this site (desktop or mobile). */
  reportTo: (exerciseId: number) => string;
  /** Where 返回 goes. */
  backTo: string;
  /** Where a handed-in attempt goes instead of its report (a contest's stage). */
  handedInTo?: (exerciseId: number) => string | undefined;
  /** Once the attempt is handed in: other pages' data that the hand-in made stale. */
  onHandedIn?: () => void;
  /** The notice when the clock hands in. */
  timeUpText: string;
  /** When the session was fetched (the query's dataUpdatedAt): the clock runs from then. */
  openedAt: number;
}

/**
 * One attempt on a practice screen, whatever draws it: the answers and their saving
 * (usePractice), the question on screen, hand-in with the server's check and the learner's
 * confirmation, the clock's hand-in of a timed attempt (tried again while the server still
 * has time left), pause, and leaving after what is unsaved has been saved.
 */
export function usePracticeRun(session: PracticeSession, options: PracticeRunOptions) {
  const { exercise, questions } = session;
  const { confirmHandIn, reportTo, backTo, handedInTo, onHandedIn, timeUpText, openedAt } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const toReport = useCallback(
    (report: Report | null = null) => {
      // Every progress figure is stale now, but not this screen's attempt: fetching it again
      // while the screen is still mounted would only ask the server for the same attempt.
      void queryClient.invalidateQueries({
        queryKey: QB_KEY,
        predicate: (cached) => cached.queryKey[1] !== 'practice',
      });
      onHandedIn?.();
      const elsewhere = handedInTo?.(exercise.id);
      if (elsewhere) {
        void navigate(elsewhere, { replace: true });
        return;
      }
      // The hand-in answered with the report: the report page shows it without asking again.
      // Set after the invalidation, which would have marked it stale; it then ages like data
      // the report query fetched itself.
      if (report) queryClient.setQueryData(qbKeys.report(exercise.id), report);
      void navigate(reportTo(exercise.id), { replace: true });
    },
    [exercise.id, handedInTo, navigate, onHandedIn, queryClient, reportTo],
  );

  const practice = usePractice(
    session,
    openedAt,
    useCallback(
      (result: SubmitResult) => {
        notify.warning(timeUpText);
        toReport(result.report);
      },
      [timeUpText, toReport],
    ),
  );
  const [busy, setBusy] = useState(false);
  const [paused, setPaused] = useState(false);
  const handedIn = useRef(false);
  // Bumped to try the clock's hand-in again when the server still had time left.
  const [clockRetry, setClockRetry] = useState(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the screen drops a pending retry: it would only touch an unmounted screen.
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const handIn = useCallback(
    async (auto: boolean) => {
      if (handedIn.current) return;
      if (!auto) {
        await practice.flush();
        const check = await checkHandIn(exercise.id).catch(() => null);
        const confirmed = await confirmHandIn(check?.tip ?? '确定要交卷吗？');
        if (!confirmed) return;
      }
      handedIn.current = true;
      setBusy(true);
      try {
        // At zero the clock hands in ('timeUp', recorded as handed in by the clock, not by
        // the learner); the server's clock decides, and if it still has time left (this screen
        // ran ahead) the attempt goes on and the hand-in is tried again when that is spent.
        const result = await practice.finish(auto ? 'timeUp' : 'handIn');
        if (auto && result && result.status !== 'submitted') {
          handedIn.current = false;
          setBusy(false);
          const wait = ((result.remainingSeconds ?? 0) + 1) * 1000;
          clearTimeout(retryTimer.current);
          retryTimer.current = setTimeout(() => setClockRetry((count) => count + 1), wait);
          return;
        }
        practice.stop();
        if (auto) notify.warning(timeUpText);
        toReport(result?.report);
      } catch (error) {
        // Handed in meanwhile (the server's clock ran out first): the report is there.
        if (isApiError(error) && error.message.includes('已交卷')) return toReport();
        handedIn.current = false;
        setBusy(false);
      }
    },
    [confirmHandIn, exercise.id, practice, timeUpText, toReport],
  );

  // Timed attempts hand themselves in when the time is up.
  useEffect(() => {
    if (practice.remainingSeconds === 0 && !handedIn.current) void handIn(true);
  }, [practice.remainingSeconds, handIn, clockRetry]);

  /** Stops the clock of an untimed paper; the answers are saved first. */
  const pause = async () => {
    setBusy(true);
    try {
      await practice.finish('pause');
      practice.stop();
      setPaused(true);
    } finally {
      setBusy(false);
    }
  };

  /** Leaves for `to` once what is unsaved has been saved (or tried). */
  const leave = async (to = backTo) => {
    await practice.flush().catch(() => undefined);
    void navigate(to);
  };

  const question = questions[practice.current];
  const firstNumber =
    practice.leaves.find((leaf) => leaf.topIndex === practice.current)?.index ?? 1;

  return {
    practice,
    /** The question (or material question) on screen, and the number of its first leaf. */
    question,
    firstNumber,
    busy,
    paused,
    handIn,
    pause,
    leave,
    /** A time limit: the clock counts down. */
    timed: practice.remainingSeconds !== null,
    /** A timed mock is an exam: its clock runs on the server whatever the page does. */
    pausable: exercise.kind === 'paper' && practice.remainingSeconds === null,
    // A contest's questions are secret until it is over: the server refuses to star them.
    starrable: exercise.kind !== 'contest',
    cells: practiceCells(practice.leaves, practice.answers),
  };
}
