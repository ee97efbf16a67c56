import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notifier';
import type { Sheet } from '../api/homework-sheet';
import { homeworkKeys } from '../api/keys';
import { saveHomeworkDraft, saveHomeworkDraftOnExit } from '../api/save-homework-draft';
import {
  EMPTY_ANSWER,
  fromServer,
  toInputs,
  type AnswerMap,
  type AnswerValue,
} from '../lib/answers';
import { clearBackup, readBackup, usableBackup, writeBackup } from '../lib/draft-backup';
import { createDraftSaver, type SaveStatus } from '../lib/draft-saver';
import type { HomeworkAnswer } from '../types';

/** The answers as the sheet's cache holds them, so 预览 opens with what was just saved. */
function toCachedAnswers(map: AnswerMap, previous: readonly HomeworkAnswer[]): HomeworkAnswer[] {
  const byId = new Map(previous.map((answer) => [answer.itemId, answer]));
  for (const [id, value] of Object.entries(map)) {
    const itemId = Number(id);
    byId.set(itemId, {
      itemId,
      choice: value.choice,
      text: value.text,
      pictures: value.pictures.map((picture) => ({
        url: picture.url,
        previewUrl: picture.src,
        shapes: picture.shapes ?? [],
      })),
      correct: null,
      score: null,
      comment: '',
    });
  }
  return [...byId.values()];
}

/** Under the 64 KB a keepalive request may carry, with room for the headers. */
const EXIT_SAVE_BYTES = 60_000;

interface Start {
  answers: AnswerMap;
  /** Answers kept in this browser and not yet on the server were put back. */
  restored: boolean;
  startRev: number;
}

/**
 * The answer card's answers and their autosave: the server's draft with any copy this browser
 * kept of changes it never heard acknowledged laid over it; every change kept in the browser
 * at once and saved after a second of quiet, with a rising `rev`; a keepalive save when the page
 * is hidden or closed; and what is waiting saved when the card closes inside the app.
 */
export function useAnswerCard(sheet: Sheet, viewer: number) {
  const client = useQueryClient();
  const homeworkId = sheet.homework.homeworkId;
  const [start] = useState<Start>(() => {
    const backup = usableBackup(readBackup(viewer, homeworkId), sheet.submission);
    return {
      answers: { ...fromServer(sheet.answers), ...(backup?.answers ?? {}) },
      restored: backup !== null,
      startRev: Math.max(sheet.submission.rev, backup?.rev ?? 0),
    };
  });
  const [answers, setAnswers] = useState<AnswerMap>(start.answers);
  const [status, setStatus] = useState<SaveStatus>({
    state: start.restored ? 'idle' : sheet.submission.savedAt ? 'saved' : 'idle',
    savedAt: sheet.submission.savedAt,
  });
  const [card] = useState(() => {
    // The latest answers for what outlives a render (a save's payload, the kept copy).
    let latest = start.answers;
    // Items changed since the server last held every change: what a page-hide save must carry.
    const touched = new Set<number>(start.restored ? Object.keys(start.answers).map(Number) : []);
    const { items, submission } = sheet;
    const saver = createDraftSaver({
      startRev: start.startRev,
      snapshot: () => toInputs(items, latest),
      send: (body) => saveHomeworkDraft({ homeworkId, ...body }),
      sendOnExit: (body) => {
        // A keepalive request may carry 64 KB at most: a long card sends only what changed
        // (the server changes only the items sent; the kept copy holds the rest anyway).
        const whole = { homeworkId, ...body };
        const size = new TextEncoder().encode(JSON.stringify(whole)).length;
        saveHomeworkDraftOnExit(
          size < EXIT_SAVE_BYTES
            ? whole
            : { ...whole, answers: body.answers.filter((input) => touched.has(input.itemId)) },
        );
      },
      keep: (rev) =>
        writeBackup(viewer, homeworkId, {
          attempt: submission.attempt,
          rev,
          answers: latest,
          at: Date.now(),
        }),
      release: () => {
        touched.clear();
        clearBackup(viewer, homeworkId);
      },
      onStatus: setStatus,
      onStored: (savedAt, rev) => {
        client.setQueryData<Sheet>(homeworkKeys.sheet(viewer, homeworkId), (old) =>
          old
            ? {
                ...old,
                submission: {
                  ...old.submission,
                  state: old.submission.state === 'todo' ? 'draft' : old.submission.state,
                  savedAt,
                  rev,
                },
                answers: toCachedAnswers(latest, old.answers),
              }
            : old,
        );
        // The lists show 作答中 now; they are read again when next shown.
        void client.invalidateQueries({
          queryKey: [...homeworkKeys.all, 'mine'],
          refetchType: 'none',
        });
        void client.invalidateQueries({
          queryKey: [...homeworkKeys.all, 'course'],
          refetchType: 'none',
        });
      },
      onOverwrote: () => notify.warning('本作业在其他页面或设备上也有修改，已按本页的作答保存'),
    });
    return {
      saver,
      current: () => latest,
      /** Changes one item's answer; returns the answers after the change. */
      change: (itemId: number, update: (value: AnswerValue) => AnswerValue) => {
        touched.add(itemId);
        latest = { ...latest, [itemId]: update(latest[itemId] ?? EMPTY_ANSWER) };
        return latest;
      },
    };
  });
  const { saver } = card;

  useEffect(() => {
    saver.resume();
    // Put back from this browser: on the server only once saved, so save at once.
    if (start.restored) {
      saver.changed();
      void saver.flush();
    }
    const onHide = () => saver.exit();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saver.exit();
      // Back on the page: confirm what the page-hide save may or may not have stored.
      else if (saver.dirty()) void saver.flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      // Leaving the card inside the app: what is waiting is saved now, not dropped.
      saver.close();
    };
  }, [saver, start.restored]);

  const change = (itemId: number, update: (value: AnswerValue) => AnswerValue) => {
    setAnswers(card.change(itemId, update));
    saver.changed();
  };

  return {
    answers,
    status,
    restored: start.restored,
    saver,
    change,
    /** The answers now, for a hand-in made from a handler. */
    current: card.current,
  };
}
