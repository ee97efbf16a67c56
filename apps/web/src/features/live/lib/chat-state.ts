import { LIVE_LIMITS } from '@shangan/shared';
import type { LiveMessage } from '@shangan/shared/contracts/live';

/**
 * The room's chat as the panel shows it: messages oldest first, the pinned ones, whether older
 * ones remain, and (for the teacher) who has been muted while the page was open. Fed by the
 * history answers, the room's events and the answers to the viewer's own actions; every step is
 * idempotent, since a message arrives both as the answer to sending it and as its event.
 */
export interface ChatState {
  status: 'loading' | 'ready' | 'failed';
  messages: LiveMessage[];
  pinned: LiveMessage[];
  hasMore: boolean;
  mutedUsers: readonly number[];
}

export type ChatAction =
  | { type: 'loading' }
  | { type: 'failed' }
  | { type: 'loaded'; list: LiveMessage[]; pinned: LiveMessage[]; hasMore: boolean }
  | { type: 'older'; list: LiveMessage[]; hasMore: boolean }
  | { type: 'message'; message: LiveMessage }
  | { type: 'removed'; messageId: number }
  | { type: 'pinned'; message: LiveMessage }
  | { type: 'muted'; userId: number; muted: boolean };

export const INITIAL_CHAT: ChatState = {
  status: 'loading',
  messages: [],
  pinned: [],
  hasMore: false,
  mutedUsers: [],
};

/** Merges by id (a later copy wins), oldest first. */
function merge(...lists: LiveMessage[][]): LiveMessage[] {
  const byId = new Map<number, LiveMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** How many messages the panel keeps: a long class would otherwise grow the page forever. */
export const KEPT_MESSAGES = 500;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loading':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
    case 'loaded': {
      // A reload after a reconnect: what arrived meanwhile through events stays, what the
      // history no longer has (removed while away) goes, unless newer than the history's end.
      const newest = action.list.at(-1)?.id ?? 0;
      const kept = state.messages.filter((message) => message.id > newest);
      return {
        ...state,
        status: 'ready',
        messages: merge(action.list, kept).slice(-KEPT_MESSAGES),
        pinned: action.pinned.slice(0, LIVE_LIMITS.pinned),
        hasMore: action.hasMore,
      };
    }
    case 'older':
      return {
        ...state,
        messages: merge(action.list, state.messages),
        hasMore: action.hasMore,
      };
    case 'message': {
      const messages = merge(state.messages, [action.message]);
      return { ...state, messages: messages.slice(-KEPT_MESSAGES) };
    }
    case 'removed':
      return {
        ...state,
        messages: state.messages.filter((message) => message.id !== action.messageId),
        pinned: state.pinned.filter((message) => message.id !== action.messageId),
      };
    case 'pinned': {
      const { message } = action;
      const others = state.pinned.filter((item) => item.id !== message.id);
      return {
        ...state,
        messages: state.messages.map((item) =>
          item.id === message.id ? { ...item, pinned: message.pinned } : item,
        ),
        // The newest pin on top, as the teacher just chose it.
        pinned: message.pinned ? [message, ...others].slice(0, LIVE_LIMITS.pinned) : others,
      };
    }
    case 'muted': {
      const others = state.mutedUsers.filter((id) => id !== action.userId);
      return { ...state, mutedUsers: action.muted ? [...others, action.userId] : others };
    }
  }
}
