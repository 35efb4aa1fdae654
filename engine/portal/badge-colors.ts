/**
 * Badge colours of the queue table (spec section 9): the speed badge is green for 'ปกติ'
 * (normal) and red for every urgent class; the secrecy badge takes the class colour the
 * server sends (F_COLOR), grey when there is none.
 */
export const SPEED_NORMAL = 'ปกติ';
export const SPEED_COLORS = { normal: '#28a745', urgent: '#dc3545' } as const;
export const SECRECY_DEFAULT_COLOR = '#6c757d';

/**
 * A missing speed name counts as normal: a letter's default speed is ปกติ, and painting an
 * unknown speed red would flag letters as urgent that nobody marked so.
 */
export function speedBadgeColor(speedName: string | null | undefined): string {
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

/** Black or white text, whichever reads better on a hex background (named colours get white). */
export function badgeTextColor(background: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(background)?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#000000' : '#ffffff';
}
