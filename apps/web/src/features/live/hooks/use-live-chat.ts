import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { fetchLiveMessages } from '../api/live-messages';
import { INITIAL_CHAT, chatReducer, type ChatAction } from '../lib/chat-state';

/**
 * The room's chat: the latest history on arrival (and again on `reload`, after the event
 * stream was away), older pages on demand, and `apply` for what the events and the viewer's
 * own actions bring. `enabled` false (a visitor, no right): nothing is asked.
 */
export function useLiveChat(sessionId: number, enabled: boolean) {
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // Answers of an earlier load that arrive after a newer one started are dropped.
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    dispatch({ type: 'loading' });
    fetchLiveMessages(sessionId).then(
      (page) => {
        if (mine === generation.current) dispatch({ type: 'loaded', ...page });
      },
      () => {
        if (mine === generation.current) dispatch({ type: 'failed' });
      },
    );
  }, [sessionId]);

  useEffect(() => {
    if (!enabled) return undefined;
    // Deferred: the first load starts with the page, not inside the render's effect pass.
    const timer = setTimeout(reload, 0);
    return () => {
      clearTimeout(timer);
      generation.current += 1;
    };
  }, [enabled, reload]);

  const oldestId = state.messages[0]?.id;
  const loadOlder = useCallback(() => {
    if (oldestId === undefined || loadingOlder) return;
    setLoadingOlder(true);
    fetchLiveMessages(sessionId, oldestId)
      .then(
        (page) => dispatch({ type: 'older', list: page.list, hasMore: page.hasMore }),
        () => undefined,
      )
      .finally(() => setLoadingOlder(false));
  }, [sessionId, oldestId, loadingOlder]);

  const apply = useCallback((action: ChatAction) => dispatch(action), []);

  return { state, reload, loadOlder, loadingOlder, apply };
}

export type LiveChat = ReturnType<typeof useLiveChat>;
