import { afterEach, describe, expect, it } from 'vitest';
import { newUuid } from './new-uuid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  afterEach(() => {
    // The own property below hides the prototype's randomUUID; removing it brings it back.
    delete (crypto as { randomUUID?: unknown }).randomUUID;
  });

  it('makes v4 UUIDs, also where randomUUID is missing (a page on plain HTTP)', () => {
    expect(newUuid()).toMatch(UUID);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    expect(typeof crypto.randomUUID).toBe('undefined');
    const made = new Set(Array.from({ length: 50 }, () => newUuid()));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(UUID);
  });
});
