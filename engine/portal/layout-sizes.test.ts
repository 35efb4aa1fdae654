import { describe, expect, it } from 'vitest';
import { platformOf, titleColumnWidth, todoModalWidth } from './layout-sizes';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  oldIPad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('todo modal width', () => {
  it('is 1400 on Windows, 1000 on iPad, 1200 otherwise', () => {
    expect(todoModalWidth(platformOf({ userAgent: UA.windows }))).toBe(1400);
    expect(todoModalWidth(platformOf({ userAgent: UA.oldIPad }))).toBe(1000);
    expect(todoModalWidth(platformOf({ userAgent: UA.linux }))).toBe(1200);
    expect(todoModalWidth(platformOf({ userAgent: UA.mac, maxTouchPoints: 0 }))).toBe(1200);
  });

  it('recognises an iPadOS 13+ iPad (Mac user agent with a touch screen)', () => {
    expect(platformOf({ userAgent: UA.mac, maxTouchPoints: 5 })).toBe('iPad');
  });
});

describe('title column width', () => {
  it.each([
    [320, 120],
    [576, 120],
    [577, 180],
    [768, 180],
    [800, 180],
    [991, 180],
    [992, 180],
    [1200, 180],
    [1201, 500],
    [1920, 500],
  ])('window %i -> %i', (width, expected) => {
    expect(titleColumnWidth(width)).toBe(expected);
  });
});
