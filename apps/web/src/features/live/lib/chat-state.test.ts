import { describe, expect, it } from 'vitest';
import { message } from '../test-utils';
import { INITIAL_CHAT, KEPT_MESSAGES, chatReducer, type ChatAction } from './chat-state';

const run = (...actions: ChatAction[]) => actions.reduce(chatReducer, INITIAL_CHAT);
const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe('the chat panel’s state', () => {
  it('keeps messages oldest first, each once, whether it came as an answer or an event', () => {
    const state = run(
      { type: 'loaded', list: [message(1), message(2)], pinned: [], hasMore: true },
      { type: 'message', message: message(4) },
      { type: 'message', message: message(3) },
      { type: 'message', message: message(4) },
      { type: 'older', list: [message(0)], hasMore: false },
    );
    expect(ids(state.messages)).toEqual([0, 1, 2, 3, 4]);
    expect(state.hasMore).toBe(false);
    expect(state.status).toBe('ready');
  });

  it('reloads after a reconnect without losing what arrived meanwhile or keeping what was removed', () => {
    const state = run(
      { type: 'loaded', list: [message(1), message(2), message(3)], pinned: [], hasMore: false },
      { type: 'message', message: message(9) },
      // The history now ends at 5 and no longer has 2 (removed while the stream was away).
      {
        type: 'loaded',
        list: [message(1), message(3), message(5)],
        pinned: [],
        hasMore: false,
      },
    );
    expect(ids(state.messages)).toEqual([1, 3, 5, 9]);
  });

  it('removes a message from the chat and the pinned ones', () => {
    const pinned = message(2, { pinned: true });
    const state = run(
      { type: 'loaded', list: [message(1), pinned], pinned: [pinned], hasMore: false },
      { type: 'removed', messageId: 2 },
    );
    expect(ids(state.messages)).toEqual([1]);
    expect(state.pinned).toEqual([]);
  });

  it('puts the newest pin on top, keeps at most three and unpins', () => {
    const state = run(
      { type: 'loaded', list: [1, 2, 3, 4].map((id) => message(id)), pinned: [], hasMore: false },
      { type: 'pinned', message: message(1, { pinned: true }) },
      { type: 'pinned', message: message(2, { pinned: true }) },
      { type: 'pinned', message: message(3, { pinned: true }) },
      { type: 'pinned', message: message(4, { pinned: true }) },
      { type: 'pinned', message: message(3, { pinned: false }) },
    );
    expect(ids(state.pinned)).toEqual([4, 2]);
    expect(state.messages.find((item) => item.id === 4)?.pinned).toBe(true);
    expect(state.messages.find((item) => item.id === 3)?.pinned).toBe(false);
  });

  it('remembers who was muted and unmuted', () => {
    const state = run(
      { type: 'muted', userId: 5, muted: true },
      { type: 'muted', userId: 6, muted: true },
      { type: 'muted', userId: 5, muted: false },
    );
    expect(state.mutedUsers).toEqual([6]);
  });

  it('keeps the latest messages only, however long the class', () => {
    let state = run({ type: 'loaded', list: [], pinned: [], hasMore: false });
    for (let id = 1; id <= KEPT_MESSAGES + 10; id++) {
      state = chatReducer(state, { type: 'message', message: message(id) });
    }
    expect(state.messages).toHaveLength(KEPT_MESSAGES);
    expect(state.messages[0]?.id).toBe(11);
  });

  it('shows a failed first load, but keeps a loaded chat when a reload fails', () => {
    expect(run({ type: 'failed' }).status).toBe('failed');
    const state = run(
      { type: 'loaded', list: [message(1)], pinned: [], hasMore: false },
      { type: 'loading' },
      { type: 'failed' },
    );
    expect(state.status).toBe('ready');
    expect(ids(state.messages)).toEqual([1]);
  });
});
