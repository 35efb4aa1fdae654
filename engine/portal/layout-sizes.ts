/**
 * Sizes of the dashboard's queue modal.
 *
 * Modal width: 1200 by default, 1000 on an iPad, 1400 on Windows (office desktops with wide
 * screens). The caller passes what it knows of the device; detection lives here so the rule
 * is tested once.
 */
export const TODO_MODAL_WIDTH = { default: 1200, iPad: 1000, windows: 1400 } as const;
export const TODO_TABLE_HEIGHT = 500;
export const BOOK_CARD_TABLE_HEIGHT = 290;

export type DevicePlatform = 'iPad' | 'windows' | 'other';

export interface DeviceHints {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS 13+ reports a Mac user agent, but a Mac has no touch screen. */
  maxTouchPoints?: number;
}

export function platformOf({ userAgent, maxTouchPoints = 0 }: DeviceHints): DevicePlatform {
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'iPad';
  if (/Windows/.test(userAgent)) return 'windows';
  return 'other';
}

export function todoModalWidth(platform: DevicePlatform): number {
  if (platform === 'iPad') return TODO_MODAL_WIDTH.iPad;
  if (platform === 'windows') return TODO_MODAL_WIDTH.windows;
  return TODO_MODAL_WIDTH.default;
}

export const TITLE_COLUMN_WIDTH = { wide: 500, medium: 180, narrow: 120 } as const;

/**
 * Subject ("title") column width by window width. The required widths: 500 over 1200; 180 up to 768
 * and between 992 and 1200; 120 up to 576. Those ranges overlap (576 is also "up to 768") and
 * leave 769-991 unsaid. Rule chosen: the narrowest range that contains the width wins (the
 * usual CSS max-width cascade, where the later, smaller breakpoint overrides), and the gap
 * 769-991 takes 180 like both of its neighbours. So:
 *   width <= 576 -> 120;  577..1200 -> 180;  over 1200 -> 500.
 */
export function titleColumnWidth(windowWidth: number): number {
  if (windowWidth > 1200) return TITLE_COLUMN_WIDTH.wide;
  if (windowWidth > 576) return TITLE_COLUMN_WIDTH.medium;
  return TITLE_COLUMN_WIDTH.narrow;
}
