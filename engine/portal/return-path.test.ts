import { describe, expect, it } from 'vitest';
import { comesBackAfterSignIn, loginPathFor, returnPathOf, safeReturnPath } from './return-path';

describe('return path after sign-in', () => {
  it('keeps a path of the application with its query', () => {
    expect(safeReturnPath('/sarabun?api=email&view=document&docId=42&enc=n')).toBe('/sarabun?api=email&view=document&docId=42&enc=n');
    expect(safeReturnPath('/sarabun/queue/unreceived')).toBe('/sarabun/queue/unreceived');
    expect(safeReturnPath('/?t=5&d=9')).toBe('/?t=5&d=9');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/sarabun?docId=a%2Fb&enc=y')).toBe('/sarabun?docId=a%2Fb&enc=y');
  });

  it.each([
    null,
    undefined,
    '',
    'sarabun',
    '//evil.example',
    '//evil.example/sarabun',
    '/\\evil.example',
    '/sarabun\\..\\x',
    '\\\\evil.example',
    'http://evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    ' /sarabun',
    '/\t/evil.example',
    '/\n/evil.example',
    '/sarabun/../../admin',
    '/sarabun/%2e%2e/x',
    '/./sarabun',
    '/login',
    '/login?next=/sarabun',
    '/forgot-password',
    `/${'a'.repeat(2048)}`,
  ])('sends %j to the portal root', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('reads next from the login page query', () => {
    expect(returnPathOf('?next=%2Fsarabun%3Fview%3Ddocument%26docId%3D4%26enc%3Dn')).toBe('/sarabun?view=document&docId=4&enc=n');
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('')).toBe('/');
  });

  it('comes back to letter links and the registry workspace only', () => {
    expect(comesBackAfterSignIn('/sarabun', '?api=email&view=document&docId=4&enc=n')).toBe(true);
    expect(comesBackAfterSignIn('/sarabun/queue/jobCompleted', '')).toBe(true);
    expect(comesBackAfterSignIn('/', '?t=5&d=9')).toBe(true);
    expect(comesBackAfterSignIn('/', '')).toBe(false);
    expect(comesBackAfterSignIn('/', '?api=line&view=document')).toBe(false);
    expect(comesBackAfterSignIn('/change-password', '')).toBe(false);
    expect(comesBackAfterSignIn('/sarabunx', '')).toBe(false);
  });

  it('builds the login address, which carries the link and leads back to it', () => {
    const login = loginPathFor('/sarabun', '?api=email&view=document&docId=4&enc=n');
    expect(login).toBe('/login?next=%2Fsarabun%3Fapi%3Demail%26view%3Ddocument%26docId%3D4%26enc%3Dn');
    expect(returnPathOf(login.slice(login.indexOf('?')))).toBe('/sarabun?api=email&view=document&docId=4&enc=n');
    expect(loginPathFor('/', '')).toBe('/login');
    expect(loginPathFor('/change-password', '')).toBe('/login');
  });
});
