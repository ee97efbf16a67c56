import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserState } from '../../../test/browser-state';
import {
  clearTaking,
  loadTaking,
  newSubmitToken,
  saveTaking,
  savedAnswerCount,
} from './answer-store';

beforeEach(resetBrowserState);

describe('a taking kept in the tab', () => {
  it('starts afresh with a token the server accepts, and keeps what is saved', () => {
    const fresh = loadTaking(7, 1);
    expect(fresh.answers).toEqual({});
    expect(fresh.token).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newSubmitToken()).not.toBe(fresh.token);

    saveTaking(7, 1, { ...fresh, answers: { 101: 13 }, current: 1 });
    expect(loadTaking(7, 1)).toEqual({ token: fresh.token, answers: { 101: 13 }, current: 1 });
    expect(savedAnswerCount(7, 1)).toBe(1);
    // Another person or scale has none.
    expect(savedAnswerCount(8, 1)).toBe(0);
    expect(savedAnswerCount(7, 2)).toBe(0);
    clearTaking(7, 1);
    expect(savedAnswerCount(7, 1)).toBe(0);
  });

  it('ignores a spoilt entry', () => {
    sessionStorage.setItem('psyTaking:7:1', '{"token":"<bad>","answers":{},"current":0}');
    expect(loadTaking(7, 1).token).not.toBe('<bad>');
    sessionStorage.setItem('psyTaking:7:1', 'not json');
    expect(loadTaking(7, 1).answers).toEqual({});
  });
});
