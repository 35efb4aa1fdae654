import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTINGS } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      appName: SETTINGS.find((s) => s.name === 'APP_NAME')?.default,
      dataDir: path.resolve('/srv/portal', 'data'),
      databaseUrl: null,
      s3: null,
      nodeEnv: 'development',
      isProduction: false,
      demoPassword: 'demo1234',
      captchaHmacKey: null,
      logLevel: 'info',
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        APP_NAME: 'X',
        DATA_DIR: '/var/lib/x',
        DATABASE_URL: 'postgres://u@db/x',
        NODE_ENV: 'production',
        DEMO_PASSWORD: 'pw',
        CAPTCHA_HMAC_KEY: 'k'.repeat(20),
        LOG_LEVEL: 'WARN',
      },
      '/ignored',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      appName: 'X',
      dataDir: '/var/lib/x',
      databaseUrl: 'postgres://u@db/x',
      isProduction: true,
      demoPassword: 'pw',
      captchaHmacKey: 'k'.repeat(20),
      logLevel: 'warn',
    });
  });

  it('trusts no proxy by default, and reads the listed proxies', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('leaves sign-in to portal passwords without LDAP_URL, and reads the directory settings with it', () => {
    expect(loadConfig({}).directory).toBeNull();
    expect(loadConfig({ LDAP_USER_ATTRIBUTE: 'sAMAccountName', LDAP_TIMEOUT_MS: '2000' }).directory).toBeNull();
    expect(
      loadConfig({
        LDAP_URL: 'ldaps://ad.example.go.th:636/',
        LDAP_BIND_DN: 'CN=portal,OU=Services,DC=example,DC=go,DC=th',
        LDAP_BIND_PASSWORD: 'service-pw',
        LDAP_BASE: 'OU=Staff,DC=example,DC=go,DC=th',
        LDAP_USER_ATTRIBUTE: 'sAMAccountName',
      }).directory,
    ).toEqual({
      url: 'ldaps://ad.example.go.th:636',
      bindDn: 'CN=portal,OU=Services,DC=example,DC=go,DC=th',
      bindPassword: 'service-pw',
      base: 'OU=Staff,DC=example,DC=go,DC=th',
      userAttribute: 'sAMAccountName',
      timeoutMs: 5000,
    });
    expect(loadConfig({ LDAP_URL: 'ldap://127.0.0.1:3389', LDAP_BASE: 'ou=people,dc=x' }).directory).toMatchObject({
      bindDn: null,
      bindPassword: null,
      userAttribute: 'uid',
    });
  });

  it('reads the object store for files from S3_URL: endpoint, bucket, prefix, region and the keys (decoded)', () => {
    expect(loadConfig({ S3_URL: 'https://AKIA%2BX:se%2Fcret@s3.example.go.th:9000/saraban-files/portal/kru?region=ap-southeast-1' }).s3).toEqual({
      endpoint: 'https://s3.example.go.th:9000',
      bucket: 'saraban-files',
      prefix: 'portal/kru/',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIA+X',
      secretAccessKey: 'se/cret',
    });
    expect(loadConfig({ S3_URL: 'http://key:secret@127.0.0.1:4568/files' }).s3).toMatchObject({ bucket: 'files', prefix: '', region: 'us-east-1' });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).port).toBe(8080);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ PORT: '-1' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a PostgreSQL connection string/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ CAPTCHA_HMAC_KEY: 'short' }, /CAPTCHA_HMAC_KEY must be at least 16/],
    [{ TRUST_PROXY: 'proxy.internal' }, /TRUST_PROXY must list the proxies' addresses or CIDR ranges.*"proxy\.internal"/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must list.*"10\.0\.0\.0\/33"/],
    [{ TRUST_PROXY: '10.0.0.1/8/1' }, /TRUST_PROXY must list/],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, /TRUST_PROXY must list/],
    [{ TRUST_PROXY: '10.0.0.1; 10.0.0.2' }, /TRUST_PROXY must list/],
    [{ TRUST_PROXY: 'fd00::/129' }, /TRUST_PROXY must list/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must list/],
    [{ LDAP_BASE: 'ou=people,dc=x' }, /LDAP_BASE is set but LDAP_URL is not/],
    [{ LDAP_BIND_DN: 'cn=portal,dc=x', LDAP_BIND_PASSWORD: 'pw' }, /LDAP_BIND_DN, LDAP_BIND_PASSWORD are set but LDAP_URL is not/],
    [{ LDAP_URL: 'http://ad.example.go.th', LDAP_BASE: 'dc=x' }, /LDAP_URL must be ldap:\/\/host\[:port\] or ldaps:\/\//],
    [{ LDAP_URL: 'ldap://ad.example.go.th/dc=x', LDAP_BASE: 'dc=x' }, /LDAP_URL must be/],
    [{ LDAP_URL: 'ldap://ad.example.go.th' }, /LDAP_BASE must name where people are searched for/],
    [{ LDAP_URL: 'ldap://ad.example.go.th', LDAP_BASE: 'dc=x', LDAP_BIND_DN: 'cn=portal,dc=x' }, /LDAP_BIND_DN and LDAP_BIND_PASSWORD are set together/],
    [{ LDAP_URL: 'ldap://ad.example.go.th', LDAP_BASE: 'dc=x', LDAP_BIND_PASSWORD: 'pw' }, /LDAP_BIND_DN and LDAP_BIND_PASSWORD are set together/],
    [{ LDAP_URL: 'ldap://ad.example.go.th', LDAP_BASE: 'dc=x', LDAP_USER_ATTRIBUTE: 'uid)(cn=*' }, /LDAP_USER_ATTRIBUTE must be an attribute name/],
    [{ LDAP_URL: 'ldap://ad.example.go.th', LDAP_BASE: 'dc=x', LDAP_TIMEOUT_MS: '5s' }, /LDAP_TIMEOUT_MS must be a whole number/],
    [{ LDAP_URL: 'ldap://ad.example.go.th', LDAP_BASE: 'dc=x', LDAP_TIMEOUT_MS: '99' }, /LDAP_TIMEOUT_MS must be a whole number/],
    [{ S3_URL: 's3.example.go.th/files' }, /S3_URL must be https:\/\/ACCESS_KEY:SECRET_KEY@host.*it is not an address/],
    [{ S3_URL: 'ftp://k:s@s3.example.go.th/files' }, /S3_URL must start with http:\/\/ or https:\/\//],
    [{ S3_URL: 'https://s3.example.go.th/files' }, /S3_URL must carry the store's access key and secret key/],
    [{ S3_URL: 'https://k:s@s3.example.go.th/' }, /S3_URL must name a bucket after the host .*got ""/],
    [{ S3_URL: 'https://k:s@s3.example.go.th/Files_2026' }, /S3_URL must name a bucket.*got "Files_2026"/],
    [{ S3_URL: 'https://k:s@s3.example.go.th/files?region=Bangkok 1' }, /S3_URL's region must be a region name/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('documents every setting it reads', () => {
    const names = SETTINGS.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'APP_NAME', 'DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'DEMO_PASSWORD', 'CAPTCHA_HMAC_KEY', 'LOG_LEVEL']),
    );
    for (const s of SETTINGS) expect(s.description.length).toBeGreaterThan(10);
  });
});
