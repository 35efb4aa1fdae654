/**
 * DOMPurify itself needs a DOM, and no DOM package (jsdom, happy-dom) is installed in this
 * project, so the DOM-backed cleaning is covered where a DOM exists (the browser e2e suite
 * of the notification dropdown). Here: the configuration we pass, and the safety net that
 * the real DOMPurify package, loaded in Node without a DOM, never lets raw HTML through.
 */
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationSanitizer, NOTIFICATION_PURIFY_CONFIG, type Purifier } from './sanitize';

describe('notification sanitizer', () => {
  it('hands NN_DATA to DOMPurify with the notification configuration', () => {
    const sanitize = vi.fn(() => '<b>clean</b>');
    const clean = createNotificationSanitizer({ isSupported: true, sanitize });
    expect(clean('<b>x</b><script>y</script>')).toBe('<b>clean</b>');
    expect(sanitize).toHaveBeenCalledWith('<b>x</b><script>y</script>', NOTIFICATION_PURIFY_CONFIG);
  });

  it('allows no script, style, image, frame or event attribute', () => {
    const tags = NOTIFICATION_PURIFY_CONFIG.ALLOWED_TAGS;
    for (const tag of ['script', 'style', 'img', 'iframe', 'object', 'svg', 'form', 'input']) expect(tags).not.toContain(tag);
    expect(NOTIFICATION_PURIFY_CONFIG.ALLOWED_ATTR.some((a) => a.startsWith('on') || a === 'style')).toBe(false);
    expect(NOTIFICATION_PURIFY_CONFIG).toMatchObject({ ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
  });

  it('allows links to http(s) and portal paths only', () => {
    const uri = NOTIFICATION_PURIFY_CONFIG.ALLOWED_URI_REGEXP;
    expect(uri.test('https://portal.example.go.th/?t=1&d=2')).toBe(true);
    expect(uri.test('/?t=1&d=2')).toBe(true);
    expect(uri.test('javascript:alert(1)')).toBe(false);
    expect(uri.test('data:text/html,x')).toBe(false);
    expect(uri.test('//evil.example/x')).toBe(false);
  });

  it('escapes instead of trusting the input when DOMPurify cannot work (no DOM)', () => {
    const clean = createNotificationSanitizer({ isSupported: false, sanitize: (html: string) => html });
    expect(clean('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('the real DOMPurify in Node (no window) falls back to escaping', () => {
    const clean = createNotificationSanitizer(DOMPurify as unknown as Purifier);
    expect(clean('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('treats null as empty', () => {
    expect(createNotificationSanitizer({ isSupported: false })(null)).toBe('');
  });
});
