import { describe, expect, it } from 'vitest';

import { migrateStorage, readStorage, writeStorage } from './storage';

describe('storage version rule (SPEC.md §4)', () => {
  it('clears storage once when h5Version is missing, then sets it to 1', () => {
    localStorage.setItem('token', JSON.stringify('old-token'));
    localStorage.setItem('lang', JSON.stringify('zh'));

    expect(migrateStorage()).toBe(true);

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(readStorage('h5Version')).toBe(1);
  });

  it('clears storage when the stored h5Version is below 1', () => {
    writeStorage('h5Version', 0);
    writeStorage('user', { id: 1 });

    expect(migrateStorage()).toBe(true);
    expect(readStorage('user')).toBeNull();
    expect(readStorage('h5Version')).toBe(1);
  });

  it('keeps storage when h5Version is already 1, so the clear happens only once', () => {
    migrateStorage();
    writeStorage('token', 'kept');

    expect(migrateStorage()).toBe(false);
    expect(readStorage('token')).toBe('kept');
  });

  it('reads bare strings written by older builds', () => {
    localStorage.setItem('lang', 'th');
    expect(readStorage('lang')).toBe('th');
  });
});
