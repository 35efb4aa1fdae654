import { describe, expect, it } from 'vitest';
import {
  badgeTextColor,
  textColorOnWhite,
  contrastRatio,
  secrecyBadgeColor,
  SECRECY_DEFAULT_COLOR,
  SPEED_COLORS,
  speedBadgeColor,
  TEXT_CONTRAST_MIN,
} from './badge-colors';

describe('speed badge', () => {
  it('is green for ปกติ', () => {
    expect(speedBadgeColor('ปกติ')).toBe(SPEED_COLORS.normal);
    expect(speedBadgeColor(' ปกติ ')).toBe(SPEED_COLORS.normal);
  });

  it.each(['ด่วน', 'ด่วนมาก', 'ด่วนที่สุด'])('is red for %s', (speed) => {
    expect(speedBadgeColor(speed)).toBe(SPEED_COLORS.urgent);
  });

  it('treats a missing speed as normal', () => {
    expect(speedBadgeColor(null)).toBe(SPEED_COLORS.normal);
    expect(speedBadgeColor('')).toBe(SPEED_COLORS.normal);
  });

  it('takes the colour set for the speed class before its name', () => {
    expect(speedBadgeColor('ปกติ', '#5e35b1')).toBe('#5e35b1');
    expect(speedBadgeColor('ด่วนที่สุด', '#2e7d32')).toBe('#2e7d32');
    expect(speedBadgeColor('ด่วน', null)).toBe(SPEED_COLORS.urgent);
    expect(speedBadgeColor('ปกติ', 'red;background:url(x)')).toBe(SPEED_COLORS.normal);
  });

  it('uses distinct green and red', () => {
    expect(SPEED_COLORS.normal).not.toBe(SPEED_COLORS.urgent);
  });
});

describe('secrecy badge', () => {
  it('takes F_COLOR', () => {
    expect(secrecyBadgeColor('#ff0000')).toBe('#ff0000');
    expect(secrecyBadgeColor('#f00')).toBe('#f00');
    expect(secrecyBadgeColor('orange')).toBe('orange');
  });

  it('is grey without a colour', () => {
    expect(secrecyBadgeColor(null)).toBe(SECRECY_DEFAULT_COLOR);
    expect(secrecyBadgeColor(undefined)).toBe(SECRECY_DEFAULT_COLOR);
    expect(secrecyBadgeColor('')).toBe(SECRECY_DEFAULT_COLOR);
  });

  it('refuses values that could inject CSS', () => {
    expect(secrecyBadgeColor('red; background:url(x)')).toBe(SECRECY_DEFAULT_COLOR);
    expect(secrecyBadgeColor('#12345')).toBe(SECRECY_DEFAULT_COLOR);
  });

  it('picks readable text', () => {
    expect(badgeTextColor('#ffff00')).toBe('#000000');
    expect(badgeTextColor('#dc3545')).toBe('#ffffff');
    expect(badgeTextColor(SECRECY_DEFAULT_COLOR)).toBe('#ffffff');
    // White on light grey or bright green would fall under 4.5:1: black instead.
    expect(badgeTextColor('#9e9e9e')).toBe('#000000');
    expect(badgeTextColor('#28a745')).toBe('#000000');
  });

  it('keeps both speed badges readable with their text colour', () => {
    for (const color of Object.values(SPEED_COLORS)) expect(contrastRatio(color, badgeTextColor(color))).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});

describe('a colour as text on white', () => {
  it('keeps a colour that is already readable on white', () => {
    expect(textColorOnWhite('#1e7e34')).toBe('#1e7e34');
    expect(textColorOnWhite(' #DC3545 ')).toBe('#dc3545');
    expect(textColorOnWhite('#000')).toBe('#000000');
  });

  it.each(['#ffc107', '#28a745', '#ffff00', '#ffffff', '#9e9e9e', '#fd7e14', '#0dcaf0'])('darkens %s until it keeps 4.5:1, in the same hue', (color) => {
    const text = textColorOnWhite(color)!;
    expect(contrastRatio('#ffffff', text)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    // Darkened, not replaced: the channels keep their order (amber stays amber, not grey).
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = channels(color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color);
    const [tr, tg, tb] = channels(text);
    expect(Math.sign(tr! - tg!)).toBe(Math.sign(r! - g!));
    expect(Math.sign(tg! - tb!)).toBe(Math.sign(g! - b!));
  });

  it('gives nothing for a missing, named or unsafe colour', () => {
    expect(textColorOnWhite(null)).toBeNull();
    expect(textColorOnWhite('')).toBeNull();
    expect(textColorOnWhite('red')).toBeNull();
    expect(textColorOnWhite('#ffc10780')).toBeNull();
    expect(textColorOnWhite('red; background:url(x)')).toBeNull();
  });
});
