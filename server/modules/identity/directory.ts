/**
 * The organisation's directory (LDAP or Active Directory) as the judge of a directory user's
 * password: bind as the service account, find exactly one entry whose user attribute is the
 * directory user, then bind as that entry with the password given.
 *
 * Each check opens its own short connection, with a time limit on connecting and on every
 * request, and always closes it. Passwords are never logged.
 */
import { Client, EqualityFilter, InvalidCredentialsError, ResultCodeError, BusyError, UnavailableError } from 'ldapts';
import type { DirectorySettings } from '../../config';

/**
 * ok: the directory accepted the password. wrong: it answered, and the password (or the
 * account) is not good. unavailable: it could not judge (not reachable, too slow, or set up so
 * that the person cannot be found for sure); the person is not to blame.
 */
export type DirectoryVerdict = 'ok' | 'wrong' | 'unavailable';

export interface Directory {
  verify(directoryUser: string, password: string): Promise<DirectoryVerdict>;
}

export interface DirectoryLog {
  warn(message: string): void;
  error(message: string): void;
}

/** The step a failure happened in, for the log: the administrator needs to know which setting to look at. */
type Step = 'service bind' | 'search' | 'person bind';

class Unavailable extends Error {}

export function createDirectory(settings: DirectorySettings, log: DirectoryLog): Directory {
  const describe = (step: Step, error: unknown) =>
    `directory ${settings.url}: ${step} failed: ${error instanceof Error ? `${error.constructor.name} ${error.message}` : String(error)}`;

  /** The DN of the one entry holding the directory user, or null when the directory has none. */
  async function findEntry(client: Client, directoryUser: string): Promise<string | null> {
    if (settings.bindDn !== null) {
      try {
        await client.bind(settings.bindDn, settings.bindPassword ?? '');
      } catch (error) {
        log.error(describe('service bind', error));
        throw new Unavailable();
      }
    }
    try {
      // EqualityFilter escapes the value, so a directory user written with * ( ) \ matches only itself.
      const { searchEntries } = await client.search(settings.base, {
        scope: 'sub',
        filter: new EqualityFilter({ attribute: settings.userAttribute, value: directoryUser }),
        attributes: ['1.1'],
        sizeLimit: 2,
        timeLimit: Math.ceil(settings.timeoutMs / 1000),
      });
      if (searchEntries.length > 1) {
        log.error(`directory ${settings.url}: more than one entry has ${settings.userAttribute}=${directoryUser}; the person cannot sign in until it is one`);
        throw new Unavailable();
      }
      return searchEntries[0]?.dn ?? null;
    } catch (error) {
      if (error instanceof Unavailable) throw error;
      log.error(describe('search', error));
      throw new Unavailable();
    }
  }

  async function verify(directoryUser: string, password: string): Promise<DirectoryVerdict> {
    // An empty password is an "unauthenticated bind", which many directories answer with success
    // without checking anything: it must never reach the directory.
    if (password === '' || directoryUser === '') return 'wrong';
    const client = new Client({ url: settings.url, connectTimeout: settings.timeoutMs, timeout: settings.timeoutMs });
    try {
      const dn = await findEntry(client, directoryUser);
      if (dn === null) return 'wrong';
      try {
        await client.bind(dn, password);
        return 'ok';
      } catch (error) {
        if (error instanceof InvalidCredentialsError) return 'wrong';
        if (!(error instanceof ResultCodeError) || error instanceof BusyError || error instanceof UnavailableError) {
          log.error(describe('person bind', error));
          return 'unavailable';
        }
        // Any other refusal is the directory's verdict on this account (disabled, expired, …).
        log.warn(describe('person bind', error));
        return 'wrong';
      }
    } catch (error) {
      if (error instanceof Unavailable) return 'unavailable';
      throw error;
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  return { verify };
}
