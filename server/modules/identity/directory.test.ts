/**
 * The directory check against a real OpenLDAP server: the right password, a wrong one, values
 * that are filter syntax, the empty password the directory itself would accept, and every way
 * the directory can fail to judge.
 */
import { createServer, type Socket } from 'node:net';
import { Client } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, LDAP_PEOPLE, LDAP_PEOPLE_PASSWORDS, LDAP_SERVICE, startSlapd, type Slapd } from '../../test-support/slapd';
import type { DirectorySettings } from '../../config';
import { createDirectory } from './directory';

let slapd: Slapd;
beforeAll(async () => {
  slapd = await startSlapd();
});
afterAll(async () => {
  await slapd?.close();
});

const PASSWORDS: readonly string[] = [LDAP_SERVICE.password, ...Object.values(LDAP_PEOPLE_PASSWORDS)];

/** A directory check with its log kept; no line of it may contain a password. */
function directory(overrides: Partial<DirectorySettings> = {}) {
  const log: string[] = [];
  const checker = createDirectory(slapd.settings(overrides), {
    warn: (message) => log.push(`warn: ${message}`),
    error: (message) => log.push(`error: ${message}`),
  });
  const verify = async (user: string, password: string) => {
    const verdict = await checker.verify(user, password);
    for (const line of log) for (const secret of PASSWORDS) expect(line).not.toContain(secret);
    return verdict;
  };
  return { verify, log };
}

describe('directory password check', () => {
  it('accepts the right password and refuses a wrong one or an unknown directory user', async () => {
    const { verify, log } = directory();
    expect(await verify('somchai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('ok');
    // uid matches regardless of case, as the portal's lookup of directory users does.
    expect(await verify('SomChai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('ok');
    expect(await verify('somchai', LDAP_PEOPLE_PASSWORDS['malee.s'])).toBe('wrong');
    expect(await verify('somchai', `${LDAP_PEOPLE_PASSWORDS.somchai} `)).toBe('wrong');
    expect(await verify('nobody', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('wrong');
    // The entry is bound as the DN the directory gives (here cn=Jaidee\, Kittisak), whatever names it.
    expect(await verify('kittisak', LDAP_PEOPLE_PASSWORDS.kittisak)).toBe('ok');
    expect(await verify('kittisak', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('wrong');
    expect(log).toEqual([]);
  });

  it('never sends an empty password, which the directory would take as an anonymous success', async () => {
    const client = new Client({ url: slapd.url, timeout: 2000 });
    try {
      await expect(client.bind(`uid=somchai,${LDAP_PEOPLE}`, '')).resolves.toBeUndefined();
    } finally {
      await client.unbind();
    }
    const { verify } = directory();
    expect(await verify('somchai', '')).toBe('wrong');
    expect(await verify('', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('wrong');
  });

  it('treats a directory user as a value, never as filter syntax', async () => {
    const { verify } = directory();
    for (const user of ['*', 'somchai*', '*)(uid=*', 'somchai)(uid=*', 'x)(|(uid=somchai)', 'somchai\\', '\\2a'])
      expect({ user, verdict: await verify(user, LDAP_PEOPLE_PASSWORDS.somchai) }).toEqual({ user, verdict: 'wrong' });
    // A real value made of filter characters matches itself.
    expect(await verify('o(brien)*', LDAP_PEOPLE_PASSWORDS['o(brien)*'])).toBe('ok');
    expect(await verify('o(brien)', LDAP_PEOPLE_PASSWORDS['o(brien)*'])).toBe('wrong');
  });

  it('searches anonymously when no service account is set', async () => {
    const { verify } = directory({ bindDn: null, bindPassword: null });
    expect(await verify('malee.s', LDAP_PEOPLE_PASSWORDS['malee.s'])).toBe('ok');
    expect(await verify('malee.s', 'wrong-pass-1')).toBe('wrong');
  });

  it('cannot judge, and tells the administrator why, when the directory user is not one entry or the service account is refused', async () => {
    const twin = directory();
    expect(await twin.verify('twin', LDAP_PEOPLE_PASSWORDS.twin)).toBe('unavailable');
    expect(twin.log).toEqual([expect.stringMatching(/^error: .*more than one entry has uid=twin/)]);

    const refused = directory({ bindPassword: 'not-the-service-password' });
    expect(await refused.verify('somchai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('unavailable');
    expect(refused.log).toEqual([expect.stringMatching(/^error: .*service bind failed: InvalidCredentialsError/)]);
    expect(refused.log.join('\n')).not.toContain('not-the-service-password');

    const lost = directory({ base: 'ou=nowhere,dc=saraban,dc=test' });
    expect(await lost.verify('somchai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('unavailable');
    expect(lost.log).toEqual([expect.stringMatching(/^error: .*search failed: NoSuchObjectError/)]);
  });

  it('cannot judge when nothing listens at the address', async () => {
    const { verify, log } = directory({ url: `ldap://127.0.0.1:${await freePort()}` });
    expect(await verify('somchai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('unavailable');
    expect(log).toEqual([expect.stringMatching(/ECONNREFUSED/)]);
  });

  it('cannot judge over TLS with a certificate it does not trust', async () => {
    const { verify, log } = directory({ url: slapd.ldapsUrl });
    expect(await verify('somchai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('unavailable');
    expect(log).toEqual([expect.stringMatching(/service bind failed: .*self-signed certificate/)]);
  });

  it('gives up on a directory that accepts the connection but never answers, within its time limit', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const { verify, log } = directory({ url: `ldap://127.0.0.1:${port}`, timeoutMs: 300 });
      const started = Date.now();
      expect(await verify('somchai', LDAP_PEOPLE_PASSWORDS.somchai)).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(log).toEqual([expect.stringMatching(/service bind failed: .*timed out/)]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
