import { useEffect, useRef, useState } from 'react';
import { readRoomEvents } from '../api/room-events';
import type { RoomEvent } from '../lib/room-events';

export type RoomConnection = 'off' | 'connecting' | 'open' | 'retrying';

/** The wait before the n-th reconnect in a row: 1, 2, 4 … at most 15 seconds. */
export function reconnectDelay(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Keeps the room's event stream open while `enabled`: each event goes to `onEvent`; a stream
 * that drops (a proxy, a restart, the phone's network) is opened again after a growing wait,
 * and `onReopen` runs each time it reopens, so the page can fetch what it missed meanwhile. A
 * refusal for good (no session, no right, no such room) stops trying.
 */
export function useRoomEvents(
  sessionId: number,
  enabled: boolean,
  onEvent: (event: RoomEvent) => void,
  onReopen: () => void,
): RoomConnection {
  const [connection, setConnection] = useState<RoomConnection>('off');
  const handlers = useRef({ onEvent, onReopen });
  useEffect(() => {
    handlers.current = { onEvent, onReopen };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let opened = false;

    const connect = () => {
      setConnection(opened ? 'retrying' : 'connecting');
      readRoomEvents(
        sessionId,
        {
          onOpen: () => {
            if (opened) handlers.current.onReopen();
            opened = true;
            attempt = 0;
            setConnection('open');
          },
          onEvent: (event) => handlers.current.onEvent(event),
        },
        controller.signal,
      )
        .then(
          (end) => end,
          () => ({ kind: 'closed' as const }),
        )
        .then((end) => {
          if (controller.signal.aborted) return;
          if (end.kind === 'refused' && [401, 403, 404].includes(end.status)) {
            setConnection('off');
            return;
          }
          attempt += 1;
          setConnection('retrying');
          timer = setTimeout(connect, reconnectDelay(attempt));
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setConnection('off');
    };
  }, [sessionId, enabled]);

  return connection;
}
