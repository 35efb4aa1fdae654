import { describe, expect, it } from 'vitest';
import { badgeTextColor, secrecyBadgeColor, SECRECY_DEFAULT_COLOR, SPEED_COLORS, speedBadgeColor } from './badge-colors';

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
  });
});
