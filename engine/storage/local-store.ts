/**
 * Typed localStorage access under the tenant's key prefix.
 *
 * The key names are the portal's fixed ones (`<prefix>_token`, `<prefix>_allow`, ...) so data
 * written by an earlier client of the same portal stays readable. Strings are stored raw
 * (a token is not wrapped in quotes), numbers and booleans as their text, and structured
 * values as JSON. A value that cannot be decoded reads as null instead of breaking start-up.
 */

/** The value type stored under each key. */
export interface StoredValues {
  token: string;
  userLogin: Record<string, unknown>;
  expires_at: string;
  lang: string;
  allow: boolean;
  page: number;
  menu: unknown[];
  permission: unknown[];
}

export type StoreKey = keyof StoredValues;

export const STORE_KEYS: readonly StoreKey[] = ['token', 'userLogin', 'expires_at', 'lang', 'allow', 'page', 'menu', 'permission'];

/** Keys that make up a signed-in session; cleared together on logout or a 401. */
export const SESSION_KEYS: readonly StoreKey[] = ['token', 'userLogin', 'expires_at', 'menu', 'permission'];

type Codec<T> = { encode: (value: T) => string; decode: (text: string) => T | null };

const text: Codec<string> = { encode: (v) => v, decode: (t) => t };
const json = <T>(isValid: (v: unknown) => v is T): Codec<T> => ({
  encode: (v) => JSON.stringify(v),
  decode: (t) => {
    try {
      const parsed: unknown = JSON.parse(t);
      return isValid(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
});
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const codecs: { [K in StoreKey]: Codec<StoredValues[K]> } = {
  token: text,
  userLogin: json(isRecord),
  expires_at: text,
  lang: text,
  allow: { encode: (v) => String(v), decode: (t) => (t === 'true' ? true : t === 'false' ? false : null) },
  page: { encode: (v) => String(v), decode: (t) => (/^\d+$/.test(t) ? Number(t) : null) },
  menu: json(Array.isArray),
  permission: json(Array.isArray),
};

export interface LocalStore {
  /** The full localStorage key of a store key, e.g. `saraban_dev_allow`. */
  keyOf(key: StoreKey): string;
  get<K extends StoreKey>(key: K): StoredValues[K] | null;
  set<K extends StoreKey>(key: K, value: StoredValues[K]): void;
  remove(key: StoreKey): void;
  /** Removes every store key of this prefix (PDPA refusal "clears stored data"). */
  clearAll(): void;
  clearSession(): void;
}

/** Minimal part of the Web Storage API used here, so tests can pass a Map-backed fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The full key of a store key: `<prefix>_<key>`. A prefix that already ends in '_' (the server
 * sends `dev_`) is not doubled, so `dev` and `dev_` both give `dev_token`.
 */
export function storageKey(prefix: string, key: StoreKey): string {
  return `${prefix.replace(/_+$/, '')}_${key}`;
}

export function createLocalStore(prefix: string, storage: StorageLike): LocalStore {
  const keyOf = (key: StoreKey): string => storageKey(prefix, key);
  const remove = (key: StoreKey): void => storage.removeItem(keyOf(key));
  return {
    keyOf,
    get(key) {
      const raw = storage.getItem(keyOf(key));
      return raw === null ? null : codecs[key].decode(raw);
    },
    set(key, value) {
      storage.setItem(keyOf(key), codecs[key].encode(value));
    },
    remove,
    clearAll: () => STORE_KEYS.forEach(remove),
    clearSession: () => SESSION_KEYS.forEach(remove),
  };
}
