/**
 * Server settings, read once from the environment at start.
 *
 * SETTINGS is the single list of what can be set: the README's settings table is checked
 * against it, so a setting added here without documentation fails a test.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from './tenants/load';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface SettingInfo {
  /** Environment variable name. */
  name: string;
  /** Default used when the variable is unset or empty; null means "no default" (feature off or generated). */
  default: string | null;
  description: string;
}

// The default tenant is data (package.json "config.defaultTenant"), like every tenant difference.
export const DEFAULT_APP_NAME: string = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { config: { defaultTenant: string } })
  .config.defaultTenant;

export const SETTINGS: readonly SettingInfo[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the portal listens on (UI and API on one port).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Network address to listen on; 127.0.0.1 keeps the portal local to this machine.' },
  { name: 'APP_NAME', default: DEFAULT_APP_NAME, description: 'Tenant code: selects tenants/<code>/manifest.json (logo, names, queues, features).' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for local data: the embedded PGlite database (DATA_DIR/pglite), its lock file and its uploaded files, and uploads in progress (with DATABASE_URL, uploaded files are in PostgreSQL).',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    description: 'PostgreSQL connection string (postgres://user:pass@host:5432/db). When set, PostgreSQL is used and PGlite is not.',
  },
  {
    name: 'S3_URL',
    default: null,
    description:
      'S3-compatible object store for uploaded files (https://ACCESS_KEY:SECRET_KEY@s3.example.go.th/BUCKET[/PREFIX][?region=REGION]). When set, every instance keeps and reads files there instead of in PostgreSQL or DATA_DIR.',
  },
  { name: 'NODE_ENV', default: 'development', description: 'production skips the demo users and tells how to create the first administrator.' },
  { name: 'DEMO_PASSWORD', default: 'demo1234', description: 'Password given to the demo users when they are first created (not in production).' },
  {
    name: 'CAPTCHA_HMAC_KEY',
    default: null,
    description:
      'Secret (16+ characters) that signs ALTCHA captcha challenges. When unset, one is generated at first start and kept in the database, so restarts and instances sharing the database agree.',
  },
  {
    name: 'PUBLIC_URL',
    default: null,
    description: 'Address staff use to reach the portal (https://saraban.example.go.th), used in links sent by e-mail; default http://localhost:PORT.',
  },
  {
    name: 'SMTP_URL',
    default: null,
    description:
      'SMTP server for e-mail (smtps://user:pass@mail.example.go.th:465). When unset, messages are kept in the mail_outbox table for an administrator.',
  },
  { name: 'MAIL_FROM', default: 'no-reply@localhost', description: 'Sender address of e-mail from the portal.' },
  {
    name: 'LINE_CHANNEL_ACCESS_TOKEN',
    default: null,
    description:
      "Channel access token of the organisation's LINE Official Account (Messaging API). With LINE_CHANNEL_SECRET, and on a tenant whose manifest turns lineService on, people link LINE and receive notifications and signing codes there.",
  },
  {
    name: 'LINE_CHANNEL_SECRET',
    default: null,
    description: 'Channel secret of the same LINE channel: the webhook (POST /api/line/webhook) accepts only requests it signed.',
  },
  { name: 'LINE_API_URL', default: 'https://api.line.me', description: 'Base address of the LINE Messaging API (tests point it at a local fake).' },
  {
    name: 'LINE_ACCOUNT_ID',
    default: null,
    description: "The Official Account's basic ID (@123abcde): the LINE page shows the link and QR code that add it as a friend.",
  },
  {
    name: 'LDAP_URL',
    default: null,
    description:
      "The organisation's directory (LDAP or Active Directory, ldap:// or ldaps://). When set, a person whose record has a directory user signs in with the directory's password; everyone else keeps the portal's own password.",
  },
  {
    name: 'LDAP_BIND_DN',
    default: null,
    description:
      'Service account the portal binds as to look people up in the directory (cn=portal,ou=services,dc=example,dc=go,dc=th). Unset with LDAP_BIND_PASSWORD: anonymous search.',
  },
  { name: 'LDAP_BIND_PASSWORD', default: null, description: 'Password of the LDAP_BIND_DN service account.' },
  {
    name: 'LDAP_BASE',
    default: null,
    description: 'Where in the directory people are searched for (ou=people,dc=example,dc=go,dc=th); required with LDAP_URL.',
  },
  {
    name: 'LDAP_USER_ATTRIBUTE',
    default: 'uid',
    description: "Directory attribute that holds a person's directory user (Active Directory: sAMAccountName).",
  },
  {
    name: 'LDAP_TIMEOUT_MS',
    default: '5000',
    description: 'How long the portal waits for the directory (connecting, and each request) before telling the person it cannot be reached.',
  },
  {
    name: 'CLIENT_DIR',
    default: null,
    description: 'Folder of the built web client (index.html + assets/); default dist/client of the project. Lets a test run serve its own build.',
  },
  {
    name: 'SIGNING_KEY_SECRET',
    default: null,
    description:
      'Secret (16+ characters) that encrypts the signing keys of the organisation CA and of people. When unset, a key file is created at first use in DATA_DIR/signing-key.bin (mode 0600). Back up the secret or the file: without it the stored signing keys cannot be used.',
  },
  {
    name: 'TSA_URL',
    default: null,
    description:
      "RFC 3161 timestamp authority that dates electronic signatures (a national TSA, http:// or https://). When unset, the organisation's own timestamp authority, issued by its CA, dates them.",
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Server log detail: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'TRUST_PROXY',
    default: null,
    description:
      'Comma-separated addresses or CIDR ranges of the reverse proxies in front of the portal (127.0.0.1,10.0.0.0/8). The client address is taken from X-Forwarded-For only when the connection comes from one of them; unset, the connecting address is the client.',
  },
];

/** Where an S3-compatible store keeps the files: a bucket (and a key prefix) at an endpoint, with the keys that sign requests. */
export interface S3Location {
  /** The store's origin, http(s)://host[:port]. */
  endpoint: string;
  bucket: string;
  /** Put before every object's name: '' or a path ending in '/'. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Config {
  port: number;
  host: string;
  appName: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | null;
  /** The object store for uploaded files (S3_URL); null: PostgreSQL with DATABASE_URL, else DATA_DIR. */
  s3: S3Location | null;
  nodeEnv: string;
  isProduction: boolean;
  demoPassword: string;
  captchaHmacKey: string | null;
  /** Encrypts stored signing keys (server/signing/key-vault.ts); null: DATA_DIR's key file. */
  signingKeySecret: string | null;
  /** An external RFC 3161 timestamp authority; null: the organisation's own. */
  tsaUrl: string | null;
  /** Origin used in e-mailed links, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The LINE Messaging API channel; null when LINE is not set up (token or secret missing). */
  line: { accessToken: string; channelSecret: string; apiUrl: string; accountId: string | null } | null;
  /** The directory people with a directory user sign in against; null when LDAP_URL is unset. */
  directory: DirectorySettings | null;
  logLevel: LogLevel;
  /** Absolute path of the built client, or null for the project's dist/client. */
  clientDir: string | null;
  /**
   * Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For is believed, or null
   * to believe none: request.ip is then the connecting address, whatever the headers say.
   */
  trustProxy: string[] | null;
}

export interface DirectorySettings {
  url: string;
  /** Service account for the search; null for an anonymous search. */
  bindDn: string | null;
  bindPassword: string | null;
  base: string;
  userAttribute: string;
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** LINE needs both the token and the secret; one without the other is a mistake worth stopping for. */
function parseLine(env: Env): Config['line'] {
  const accessToken = read(env, 'LINE_CHANNEL_ACCESS_TOKEN');
  const channelSecret = read(env, 'LINE_CHANNEL_SECRET');
  if (!accessToken && !channelSecret) return null;
  if (!accessToken || !channelSecret) throw new ConfigError('LINE_CHANNEL_ACCESS_TOKEN and LINE_CHANNEL_SECRET are set together, or neither.');
  const apiUrl = (read(env, 'LINE_API_URL') as string).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/.test(apiUrl)) throw new ConfigError(`LINE_API_URL must start with http:// or https://, got "${apiUrl}".`);
  const accountId = read(env, 'LINE_ACCOUNT_ID');
  if (accountId !== null && !/^@[0-9a-z._-]{3,40}$/i.test(accountId)) throw new ConfigError(`LINE_ACCOUNT_ID must look like @123abcde, got "${accountId}".`);
  return { accessToken, channelSecret, apiUrl, accountId };
}

/**
 * The directory settings only mean something with LDAP_URL: any of them without it is a
 * half-made set-up, stopped at start rather than silently left as portal passwords.
 */
function parseDirectory(env: Env): Config['directory'] {
  const url = read(env, 'LDAP_URL');
  const bindDn = read(env, 'LDAP_BIND_DN');
  const bindPassword = read(env, 'LDAP_BIND_PASSWORD');
  const base = read(env, 'LDAP_BASE');
  if (url === null) {
    const stray = (['LDAP_BIND_DN', 'LDAP_BIND_PASSWORD', 'LDAP_BASE'] as const).filter((name) => read(env, name) !== null);
    if (stray.length > 0)
      throw new ConfigError(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but LDAP_URL is not: set LDAP_URL too, or unset them.`);
    return null;
  }
  if (!/^ldaps?:\/\/[^/\s]+\/?$/i.test(url)) throw new ConfigError(`LDAP_URL must be ldap://host[:port] or ldaps://host[:port], got "${url}".`);
  if (base === null || !base.includes('='))
    throw new ConfigError('LDAP_BASE must name where people are searched for in the directory (ou=people,dc=example,dc=go,dc=th) when LDAP_URL is set.');
  if ((bindDn === null) !== (bindPassword === null))
    throw new ConfigError('LDAP_BIND_DN and LDAP_BIND_PASSWORD are set together, or neither (anonymous search).');
  const userAttribute = read(env, 'LDAP_USER_ATTRIBUTE') as string;
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(userAttribute))
    throw new ConfigError(`LDAP_USER_ATTRIBUTE must be an attribute name (uid, sAMAccountName), got "${userAttribute}".`);
  const rawTimeout = read(env, 'LDAP_TIMEOUT_MS') as string;
  const timeoutMs = Number(rawTimeout);
  if (!/^\d+$/.test(rawTimeout) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new ConfigError(`LDAP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, got "${rawTimeout}".`);
  }
  return { url: url.replace(/\/+$/, ''), bindDn, bindPassword, base, userAttribute, timeoutMs };
}

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  if (value) return value;
  return SETTINGS.find((s) => s.name === name)?.default ?? null;
}

function parsePort(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  const port = Number(raw);
  if (port > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  return port;
}

function parseDatabaseUrl(raw: string | null): string | null {
  if (raw === null) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL connection string starting with postgres:// or postgresql:// (leave it unset to use the embedded PGlite database).',
    );
  }
  return raw;
}

const S3_URL_FORM = 'https://ACCESS_KEY:SECRET_KEY@host[:port]/BUCKET[/PREFIX][?region=REGION]';

export function parseS3Url(raw: string | null): S3Location | null {
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`S3_URL must be ${S3_URL_FORM}; it is not an address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`S3_URL must start with http:// or https:// (${S3_URL_FORM}).`);
  if (!url.username || !url.password) throw new ConfigError(`S3_URL must carry the store's access key and secret key (${S3_URL_FORM}).`);
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  // A bucket name as S3 allows it: 3-63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_URL must name a bucket after the host (${S3_URL_FORM}), got "${bucket}".`);
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`S3_URL's region must be a region name such as ap-southeast-1, got "${region}".`);
  return {
    endpoint: url.origin,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

function parseLogLevel(raw: string): LogLevel {
  const level = raw.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  return level;
}

function parsePublicUrl(raw: string | null, port: number): string {
  if (raw === null) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/\s]+/.test(raw)) throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${raw}".`);
  return raw.replace(/\/+$/, '');
}

/** One address (IPv4 or IPv6) or a CIDR range of them; anything else would silently trust nothing or too much. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(raw: string | null): string[] | null {
  if (raw === null) return null;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must list the proxies' addresses or CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8), got "${entry}" in "${raw}".`,
      );
    }
  }
  return entries;
}

/** Reads and checks the settings; throws ConfigError with a message fit to print as-is. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = read(env, 'NODE_ENV') as string;
  const captchaHmacKey = read(env, 'CAPTCHA_HMAC_KEY');
  if (captchaHmacKey !== null && captchaHmacKey.length < 16) {
    throw new ConfigError('CAPTCHA_HMAC_KEY must be at least 16 characters long (or unset, to let the server generate one).');
  }
  const signingKeySecret = read(env, 'SIGNING_KEY_SECRET');
  if (signingKeySecret !== null && signingKeySecret.length < 16) {
    throw new ConfigError('SIGNING_KEY_SECRET must be at least 16 characters long (or unset, to keep the key in DATA_DIR/signing-key.bin).');
  }
  const tsaUrl = read(env, 'TSA_URL');
  if (tsaUrl !== null && !/^https?:\/\/[^/\s]+/.test(tsaUrl)) throw new ConfigError(`TSA_URL must start with http:// or https://, got "${tsaUrl}".`);
  const demoPassword = read(env, 'DEMO_PASSWORD') as string;
  const port = parsePort(read(env, 'PORT') as string);
  return {
    port,
    host: read(env, 'HOST') as string,
    appName: read(env, 'APP_NAME') as string,
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') as string),
    databaseUrl: parseDatabaseUrl(read(env, 'DATABASE_URL')),
    s3: parseS3Url(read(env, 'S3_URL')),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    demoPassword,
    captchaHmacKey,
    signingKeySecret,
    tsaUrl,
    publicUrl: parsePublicUrl(read(env, 'PUBLIC_URL'), port),
    smtpUrl: read(env, 'SMTP_URL'),
    mailFrom: read(env, 'MAIL_FROM') as string,
    line: parseLine(env),
    directory: parseDirectory(env),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL') as string),
    clientDir: read(env, 'CLIENT_DIR') === null ? null : path.resolve(cwd, read(env, 'CLIENT_DIR') as string),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
  };
}
