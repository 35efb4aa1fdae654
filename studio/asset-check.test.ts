import { describe, expect, it } from 'vitest';
import { imageKindOf, uploadProblem } from './asset-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WEBPVP8 ')]);

describe('uploaded images are judged by their content', () => {
  it('recognises PNG, JPEG, WebP and SVG by their first bytes', () => {
    expect(imageKindOf(PNG)).toBe('png');
    expect(imageKindOf(JPEG)).toBe('jpeg');
    expect(imageKindOf(WEBP)).toBe('webp');
    expect(imageKindOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(imageKindOf(text('\uFEFF  <?xml version="1.0"?><svg/>'))).toBe('svg');
  });

  it('refuses anything else with a clear message, whatever its name says', () => {
    expect(uploadProblem('logo.png', text('%PDF-1.7'))).toMatch(/logo\.png is not an image the portal accepts/);
    expect(uploadProblem('logo.svg', text('<html><script>alert(1)</script>'))).toMatch(/not an image/);
    expect(uploadProblem('logo.svg', bytes(0x4d, 0x5a, 0x90, 0))).toMatch(/not an image/);
  });

  it('wants the name to match the content, and the emblem to be PNG or JPEG', () => {
    expect(uploadProblem('logo.png', PNG)).toBeNull();
    expect(uploadProblem('logo.jpg', JPEG)).toBeNull();
    expect(uploadProblem('logo.svg', PNG)).toMatch(/holds a PNG image but its name ends in \.svg/);
    expect(uploadProblem('emblem.webp', WEBP, ['png', 'jpeg'])).toMatch(/only PNG, JPEG fits here/);
  });
});
