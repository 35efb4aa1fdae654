/**
 * A real OpenLDAP server (Debian's slapd) for the directory sign-in tests, started in a
 * throw-away folder on free local ports (ldap://, and ldaps:// with a self-signed certificate
 * made by openssl), with a service account and a few people. Like the
 * real directories the portal meets, it accepts an "unauthenticated bind" (a DN with an empty
 * password) as success, so the tests show that the portal never sends one.
 *
 * slapd must be installed (CI installs it in .ci/run): a missing slapd fails the tests with a
 * clear message instead of skipping them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';
import type { DirectorySettings } from '../config';

export const LDAP_SUFFIX = 'dc=saraban,dc=test';
export const LDAP_PEOPLE = `ou=people,${LDAP_SUFFIX}`;
export const LDAP_SERVICE = { dn: `cn=portal,ou=services,${LDAP_SUFFIX}`, password: 'service-secret-1' };

/** The directory's people: uid and password. twin is in two branches, so a search for it finds two entries. */
export const LDAP_PEOPLE_PASSWORDS = {
  somchai: 'directory-pass-1',
  'malee.s': 'directory-pass-2',
  // Filter syntax in a real value: it must match itself, and only itself.
  'o(brien)*': 'directory-pass-3',
  twin: 'directory-pass-4',
  // Named by cn with an escaped comma, as Active Directory names people (CN=Last\, First): the
  // portal binds as the DN the directory gives, never one it builds from the uid.
  kittisak: 'directory-pass-5',
} as const;

/** People whose entry is named by their cn (the comma escaped in the DN) instead of uid=<uid>. */
const NAMED_BY_CN: Partial<Record<keyof typeof LDAP_PEOPLE_PASSWORDS, string>> = { kittisak: 'Jaidee, Kittisak' };

const SLAPD = ['/usr/sbin/slapd', '/usr/local/sbin/slapd'].find((file) => existsSync(file));
const SLAPADD = ['/usr/sbin/slapadd', '/usr/local/sbin/slapadd'].find((file) => existsSync(file));
const SCHEMAS = '/etc/ldap/schema';
const MODULES = '/usr/lib/ldap';

/** {SSHA} as slappasswd writes it: SHA-1 of the password and a salt, then the salt. */
function ssha(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash('sha1').update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString('base64')}`;
}

function configText(dir: string): string {
  return [
    ...['core', 'cosine', 'inetorgperson'].map((schema) => `include ${SCHEMAS}/${schema}.schema`),
    `pidfile ${dir}/slapd.pid`,
    `TLSCertificateFile ${dir}/cert.pem`,
    `TLSCertificateKeyFile ${dir}/key.pem`,
    `argsfile ${dir}/slapd.args`,
    existsSync(path.join(MODULES, 'back_mdb.la')) ? `modulepath ${MODULES}\nmoduleload back_mdb` : '',
    // An empty password with a DN binds as anonymous, as many directories (Active Directory too) allow.
    'allow bind_anon_dn',
    'database mdb',
    'maxsize 16777216',
    `suffix "${LDAP_SUFFIX}"`,
    `rootdn "cn=admin,${LDAP_SUFFIX}"`,
    `directory ${dir}/data`,
    'access to attrs=userPassword by anonymous auth by * none',
    // Anonymous search finds people by uid, as some directories allow (LDAP_BIND_DN unset).
    `access to dn.subtree="${LDAP_PEOPLE}" attrs=entry,objectClass,uid by * read`,
    `access to * by dn.exact="${LDAP_SERVICE.dn}" read by self read by * none`,
    '',
  ].join('\n');
}

function entriesLdif(): string {
  const entry = (dn: string, lines: string[]) => [`dn: ${dn}`, ...lines, ''].join('\n');
  const person = (uid: keyof typeof LDAP_PEOPLE_PASSWORDS, branch: string) => {
    const cn = NAMED_BY_CN[uid];
    return entry(`${cn ? `cn=${cn.replace(/,/g, '\\,')}` : `uid=${uid}`},${branch}`, [
      'objectClass: inetOrgPerson',
      `uid: ${uid}`,
      `cn: ${cn ?? uid}`,
      `sn: ${uid}`,
      `userPassword: ${ssha(LDAP_PEOPLE_PASSWORDS[uid])}`,
    ]);
  };
  return [
    entry(LDAP_SUFFIX, ['objectClass: dcObject', 'objectClass: organization', 'dc: saraban', 'o: Saraban test']),
    entry(LDAP_PEOPLE, ['objectClass: organizationalUnit', 'ou: people']),
    entry(`ou=former,${LDAP_PEOPLE}`, ['objectClass: organizationalUnit', 'ou: former']),
    entry(`ou=services,${LDAP_SUFFIX}`, ['objectClass: organizationalUnit', 'ou: services']),
    entry(LDAP_SERVICE.dn, ['objectClass: person', 'cn: portal', 'sn: portal', `userPassword: ${ssha(LDAP_SERVICE.password)}`]),
    ...(Object.keys(LDAP_PEOPLE_PASSWORDS) as (keyof typeof LDAP_PEOPLE_PASSWORDS)[]).map((uid) => person(uid, LDAP_PEOPLE)),
    person('twin', `ou=former,${LDAP_PEOPLE}`),
  ].join('\n');
}

/** A port nothing listens on at the moment (the server binds it right after). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Slapd {
  url: string;
  /** The same directory over TLS, with a certificate nobody trusts. */
  ldapsUrl: string;
  /** Settings for the portal: the service account, the people branch, uid. */
  settings(overrides?: Partial<DirectorySettings>): DirectorySettings;
  /** Stops the server; the data stays, so start() serves the same directory again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ url, connectTimeout: 500, timeout: 500 });
  try {
    await client.bind(LDAP_SERVICE.dn, LDAP_SERVICE.password);
    return true;
  } catch {
    return false;
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

export async function startSlapd(): Promise<Slapd> {
  if (!SLAPD || !SLAPADD) throw new Error('slapd is not installed: the directory sign-in tests need a real OpenLDAP server (apt-get install slapd).');
  const dir = await mkdtemp(path.join(tmpdir(), 'saraban-slapd-'));
  await mkdir(path.join(dir, 'data'));
  const conf = path.join(dir, 'slapd.conf');
  await writeFile(conf, configText(dir));
  await writeFile(path.join(dir, 'entries.ldif'), entriesLdif());
  const certificate = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
    { encoding: 'utf8' },
  );
  if (certificate.status !== 0) throw new Error(`openssl could not make the test directory's certificate (${certificate.status}): ${certificate.stderr}`);
  const added = spawnSync(SLAPADD, ['-f', conf, '-l', path.join(dir, 'entries.ldif')], { encoding: 'utf8' });
  if (added.status !== 0) throw new Error(`slapadd failed (${added.status}): ${added.stderr}`);

  let port = await freePort();
  let tlsPort = await freePort();
  const url = () => `ldap://127.0.0.1:${port}`;
  const ldapsUrl = () => `ldaps://127.0.0.1:${tlsPort}`;
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    // -d 0 keeps slapd in the foreground (it is this process's child, stopped by its pid) without debug output.
    const process = spawn(SLAPD, ['-h', `${url()}/ ${ldapsUrl()}/`, '-f', conf, '-d', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = process;
    output = '';
    process.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (process.exitCode !== null) throw new Error(`slapd stopped at start (exit ${process.exitCode}): ${output}`);
      if (await answers(url())) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    process.kill('SIGKILL');
    throw new Error(`slapd did not answer on ${url()} within 15 s: ${output}`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await start();
  } catch (error) {
    // The port may have been taken between choosing and binding it: one more try on another.
    await stop();
    port = await freePort();
    tlsPort = await freePort();
    await start().catch(async (second: unknown) => {
      await stop();
      await rm(dir, { recursive: true, force: true });
      throw second instanceof Error ? second : error;
    });
  }

  return {
    get url() {
      return url();
    },
    get ldapsUrl() {
      return ldapsUrl();
    },
    settings: (overrides = {}) => ({
      url: url(),
      bindDn: LDAP_SERVICE.dn,
      bindPassword: LDAP_SERVICE.password,
      base: LDAP_PEOPLE,
      userAttribute: 'uid',
      timeoutMs: 2000,
      ...overrides,
    }),
    stop,
    start,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
