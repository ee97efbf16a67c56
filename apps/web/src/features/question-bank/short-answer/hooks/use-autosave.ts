import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api';
import { createAutosaver, type Autosaver, type SaveState } from './autosaver';

export const SAVE_FAILED = '保存失败，请检查网络';

/** A refusal the server explained (code 400: too long, too many pictures …), or the network. */
export function saveFailureMessage(error: unknown): string {
  return isApiError(error) && error.kind === 'business' && error.code === 400
    ? error.message
    : SAVE_FAILED;
}

export interface AutosaveStatus {
  state: SaveState;
  /** When the last save was acknowledged. */
  at: Date | null;
  /** Why the last save failed, when the server said why (e.g. the text is too long). */
  message?: string | undefined;
}

/** The discreet status line: 保存中… / 已自动保存 HH:mm:ss / 保存失败，请检查网络 (or why it was refused). */
export function saveStatusText(status: AutosaveStatus): string {
  if (status.state === 'saving') return '保存中…';
  if (status.state === 'error') return status.message ?? SAVE_FAILED;
  if (status.state === 'saved' && status.at)
    return `已自动保存 ${dayjs(status.at).format('HH:mm:ss')}`;
  return '';
}

/**
 * The answer box's saver: one per mounted question. `onSaved` hears every acknowledged value
 * (the answer box keeps it as the server's copy).
 */
export function useAutosave<T>(
  save: (value: T) => Promise<unknown>,
  onSaved: (value: T) => void,
): { saver: Autosaver<T>; status: AutosaveStatus } {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle', at: null });
  const latest = useRef({ save, onSaved });
  useEffect(() => {
    latest.current = { save, onSaved };
  });
  const instance = useRef<Autosaver<T> | null>(null);
  // Made on first use (always in a handler), so render never touches the ref.
  const saver = useMemo<Autosaver<T>>(() => {
    const get = () =>
      (instance.current ??= createAutosaver<T>({
        save: (value) => latest.current.save(value),
        onState: (state, value, error) => {
          if (state === 'saved') latest.current.onSaved(value);
          setStatus((prev) => ({
            state,
            at: state === 'saved' ? new Date() : prev.at,
            message: state === 'error' ? saveFailureMessage(error) : undefined,
          }));
        },
      }));
    return {
      schedule: (value) => get().schedule(value),
      flush: (value) => get().flush(value),
      unsaved: () => instance.current?.unsaved() ?? null,
      lastError: () => instance.current?.lastError() ?? null,
      dispose: () => instance.current?.dispose(),
    };
  }, []);
  // Leaving the screen inside the app: what is waiting is saved at once, not dropped.
  useEffect(
    () => () => {
      saver.dispose();
      if (saver.unsaved() !== null) void saver.flush();
    },
    [saver],
  );
  return { saver, status };
}
