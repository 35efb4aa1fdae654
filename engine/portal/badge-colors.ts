/**
 * Badge colours of the queue table and the letter: the speed badge takes the colour the
 * administrator set for the speed class (the server sends it as F_SPEED_COLOR); a reply without
 * one (an older server) falls back to green for 'ปกติ' (normal) and red for every urgent class.
 * The secrecy badge takes the class colour the server sends (F_COLOR), grey when there is none.
 */
export const SPEED_NORMAL = 'ปกติ';
// Bootstrap's darker success green: white text on it keeps 4.5:1 (its #28a745 gives only 3.1:1).
export const SPEED_COLORS = { normal: '#1e7e34', urgent: '#dc3545' } as const;
export const SECRECY_DEFAULT_COLOR = '#6c757d';

/**
 * The speed's own colour when it is a safe colour value. Without one, a missing speed name
 * counts as normal: a letter's default speed is ปกติ, and painting an unknown speed red would
 * flag letters as urgent that nobody marked so.
 */
export function speedBadgeColor(speedName: string | null | undefined, color?: string | null): string {
  const own = color?.trim() ?? '';
  if (SAFE_COLOR.test(own)) return own;
  const name = speedName?.trim() ?? '';
  return name === '' || name === SPEED_NORMAL ? SPEED_COLORS.normal : SPEED_COLORS.urgent;
}

/** Hex colours (#rgb, #rgba, #rrggbb, #rrggbbaa) or a plain CSS colour name; nothing that could carry more CSS. */
const SAFE_COLOR = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20})$/i;

/** F_COLOR when it is a safe colour value, else grey (the value goes into a style, so it is checked). */
export function secrecyBadgeColor(color: string | null | undefined): string {
  const value = color?.trim() ?? '';
  return SAFE_COLOR.test(value) ? value : SECRECY_DEFAULT_COLOR;
}

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(full: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of text on a hex background (1 to 21). */
export function contrastRatio(background: string, text: string): number {
  const a = luminance(expandHex(background) ?? '000000');
  const b = luminance(expandHex(text) ?? '000000');
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function expandHex(color: string): string | null {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color)?.[1];
  if (!hex) return null;
  return hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
}

/** Normal-size text needs 4.5:1 (WCAG 2.1 AA); badge text is small. */
export const TEXT_CONTRAST_MIN = 4.5;

/**
 * Black or white text on a hex background (named colours get white): white while it keeps
 * 4.5:1, which is how these badges usually look, else whichever of the two contrasts more.
 */
export function badgeTextColor(background: string): '#000000' | '#ffffff' {
  if (!expandHex(background)) return '#ffffff';
  const onWhite = contrastRatio(background, '#ffffff');
  if (onWhite >= TEXT_CONTRAST_MIN) return '#ffffff';
  return contrastRatio(background, '#000000') > onWhite ? '#000000' : '#ffffff';
}

/**
 * A colour used as text on white (a speed or secrecy class in the workspace's grids, a theme
 * colour): the colour itself while it keeps 4.5:1 on white, else the same hue darkened until it
 * does. Class colours are picked for pills with white or black text on them, so a light one is
 * common. Only safe #rgb/#rrggbb values are used: anything else (nothing, a colour name, a
 * value that could carry more CSS) gives null, for the caller's plain text colour.
 */
export function textColorOnWhite(color: string | null | undefined): string | null {
  const value = color?.trim() ?? '';
  const hex = SAFE_COLOR.test(value) ? expandHex(value) : null;
  if (!hex) return null;
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const STEPS = 20;
  for (let step = 0; step < STEPS; step++) {
    const keep = 1 - step / STEPS;
    const candidate = `#${channels
      .map((c) =>
        Math.round(c * keep)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio('#ffffff', candidate) >= TEXT_CONTRAST_MIN) return candidate;
  }
  return '#000000';
}
