import { describe, expect, it } from 'vitest';
import { createLocalStore, STORE_KEYS, type StorageLike } from './local-store';

function fakeStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('local store', () => {
  it('uses exactly the contract key names under the prefix', () => {
    const store = createLocalStore('saraban_dev', fakeStorage());
    expect(STORE_KEYS.map((k) => store.keyOf(k))).toEqual([
      'saraban_dev_token',
      'saraban_dev_userLogin',
      'saraban_dev_expires_at',
      'saraban_dev_lang',
      'saraban_dev_allow',
      'saraban_dev_page',
      'saraban_dev_menu',
      'saraban_dev_permission',
    ]);
  });

  it('does not double the separator when the prefix already ends in an underscore', () => {
    expect(createLocalStore('dev_', fakeStorage()).keyOf('allow')).toBe('dev_allow');
  });

  it('stores strings raw and typed values as text or JSON', () => {
    const storage = fakeStorage();
    const store = createLocalStore('p', storage);
    store.set('token', 'abc');
    store.set('allow', true);
    store.set('page', 3);
    store.set('userLogin', { F_PERSON_ID: 7 });
    expect(storage.data.get('p_token')).toBe('abc');
    expect(storage.data.get('p_allow')).toBe('true');
    expect(storage.data.get('p_page')).toBe('3');
    expect(store.get('userLogin')).toEqual({ F_PERSON_ID: 7 });
    expect(store.get('page')).toBe(3);
    expect(store.get('allow')).toBe(true);
  });

  it('reads a corrupt value as null instead of throwing', () => {
    const storage = fakeStorage();
    storage.setItem('p_userLogin', '{not json');
    storage.setItem('p_page', 'x');
    const store = createLocalStore('p', storage);
    expect(store.get('userLogin')).toBeNull();
    expect(store.get('page')).toBeNull();
  });

  it('clears the session keys but keeps consent and language', () => {
    const store = createLocalStore('p', fakeStorage());
    store.set('token', 't');
    store.set('lang', 'en');
    store.set('allow', true);
    store.clearSession();
    expect(store.get('token')).toBeNull();
    expect(store.get('lang')).toBe('en');
    store.clearAll();
    expect(store.get('allow')).toBeNull();
  });
});
