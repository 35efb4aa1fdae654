import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

// sha256("alert(1)") in base64, computed with `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('the hashes of the page’s inline scripts', () => {
  it('hash the exact text of each inline script, classic or module', () => {
    expect(inlineScriptSources('<head><script>alert(1)</script></head>')).toEqual([ALERT_HASH]);
    expect(inlineScriptSources('<script type="module">alert(1)</script><SCRIPT type=text/javascript>alert(1)</SCRIPT>')).toEqual([ALERT_HASH, ALERT_HASH]);
    // One more space is another script, with another hash.
    expect(inlineScriptSources('<script> alert(1)</script>')).not.toEqual([ALERT_HASH]);
  });

  it('leave out data blocks, scripts loaded from a file and empty elements', () => {
    const page = [
      '<script type="application/json" id="tenant-boot">{"a":1}</script>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script></script>',
    ].join('\n');
    expect(inlineScriptSources(page)).toEqual([]);
  });
});
