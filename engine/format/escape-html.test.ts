import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('leaves other text, Thai included, as it is', () => {
    expect(escapeHtml('หนังสือ 50% a/b')).toBe('หนังสือ 50% a/b');
  });

  it('escapes an ampersand once, so an entity stays visible as text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
