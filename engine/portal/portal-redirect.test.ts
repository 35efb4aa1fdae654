import { describe, expect, it } from 'vitest';
import { portalRedirectUrl, withTrailingSlash } from './portal-redirect';

describe('portal redirect to the saraban application', () => {
  it.each(['email', 'notification', 'history'])('%s: redirects with enc=y when the incoming enc is y', (api) => {
    expect(portalRedirectUrl(`?api=${api}&view=document&docId=42&enc=y`, '/')).toBe(`/sarabun?api=${api}&view=document&docId=42&enc=y`);
  });

  it.each(['email', 'notification', 'history'])('%s: enc=n when enc is absent or anything but y', (api) => {
    expect(portalRedirectUrl(`?api=${api}&view=document&docId=42`, '/')).toBe(`/sarabun?api=${api}&view=document&docId=42&enc=n`);
    expect(portalRedirectUrl(`?api=${api}&view=document&docId=42&enc=Y`, '/')).toContain('enc=n');
    expect(portalRedirectUrl(`?api=${api}&view=document&docId=42&enc=yes`, '/')).toContain('enc=n');
  });

  it('email without docId still redirects (docId empty)', () => {
    expect(portalRedirectUrl('?api=email&view=document', '/')).toBe('/sarabun?api=email&view=document&docId=&enc=n');
  });

  it('line: redirects only with a docId, and never carries enc', () => {
    expect(portalRedirectUrl('?api=line&view=document&docId=7&enc=y', '/')).toBe('/sarabun?api=line&view=document&docId=7');
    expect(portalRedirectUrl('?api=line&view=document', '/')).toBeNull();
    expect(portalRedirectUrl('?api=line&view=document&docId=', '/')).toBeNull();
  });

  it('stays on the portal without api and view, with an unknown api or another view', () => {
    expect(portalRedirectUrl('', '/')).toBeNull();
    expect(portalRedirectUrl('?api=email&docId=1', '/')).toBeNull();
    expect(portalRedirectUrl('?view=document&docId=1', '/')).toBeNull();
    expect(portalRedirectUrl('?api=sms&view=document&docId=1', '/')).toBeNull();
    expect(portalRedirectUrl('?api=email&view=report&docId=1', '/')).toBeNull();
  });

  it('uses the configured base, with or without its trailing slash', () => {
    expect(portalRedirectUrl('?api=history&view=document&docId=3', '/portal/')).toBe('/portal/sarabun?api=history&view=document&docId=3&enc=n');
    expect(portalRedirectUrl('?api=history&view=document&docId=3', '/portal')).toBe('/portal/sarabun?api=history&view=document&docId=3&enc=n');
    expect(withTrailingSlash('')).toBe('/');
  });

  it('encodes the docId (an encoded id may hold characters that need escaping)', () => {
    expect(portalRedirectUrl(new URLSearchParams({ api: 'email', view: 'document', docId: 'a+b/c=', enc: 'y' }), '/')).toBe(
      '/sarabun?api=email&view=document&docId=a%2Bb%2Fc%3D&enc=y',
    );
  });

  it('drops other parameters of the incoming query', () => {
    expect(portalRedirectUrl('?api=email&view=document&docId=1&next=https://evil.example', '/')).toBe('/sarabun?api=email&view=document&docId=1&enc=n');
  });
});
