import { describe, expect, it } from 'vitest';
import { alertLinkPath, badgeCount, dropdownLayout, readAllIconVisible } from './dropdown';

describe('dropdownLayout (from the manifest capabilities)', () => {
  it('the default: Alerts and Logs tabs, read-all icon, no foot links', () => {
    const layout = dropdownLayout({ tabs: ['alerts', 'logs'], viewAllLink: false, readAllLink: false });
    expect(layout).toEqual({ tabs: ['alerts', 'logs'], showTabStrip: true, readAllIcon: true, readAllLink: false, viewAllLink: false });
  });

  it('a manifest that hides Logs: alerts only, no tab strip, the read-all icon stays', () => {
    const layout = dropdownLayout({ tabs: ['alerts'], viewAllLink: false, readAllLink: false });
    expect(layout.tabs).toEqual(['alerts']);
    expect(layout.showTabStrip).toBe(false);
    expect(layout.readAllIcon).toBe(true);
  });

  it('the alerts-only style with links: view all and read all at the foot, no icon', () => {
    const layout = dropdownLayout({ tabs: ['alerts'], viewAllLink: true, readAllLink: true });
    expect(layout).toMatchObject({ tabs: ['alerts'], readAllIcon: false, readAllLink: true, viewAllLink: true });
  });

  it('keeps manifest order, drops duplicates, and always has alerts', () => {
    expect(dropdownLayout({ tabs: ['logs', 'alerts', 'logs'], viewAllLink: false, readAllLink: false }).tabs).toEqual(['logs', 'alerts']);
    expect(dropdownLayout({ tabs: ['logs'], viewAllLink: false, readAllLink: false }).tabs).toEqual(['alerts', 'logs']);
  });

  it('the read-all icon is visible on the Alerts tab only', () => {
    const layout = dropdownLayout({ tabs: ['alerts', 'logs'], viewAllLink: false, readAllLink: false });
    expect(readAllIconVisible(layout, 'alerts')).toBe(true);
    expect(readAllIconVisible(layout, 'logs')).toBe(false);
    expect(readAllIconVisible(dropdownLayout({ tabs: ['alerts'], viewAllLink: true, readAllLink: true }), 'alerts')).toBe(false);
  });
});

describe('badgeCount', () => {
  it('is shown only above 0', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
    expect(badgeCount(3)).toBe(3);
  });
});

describe('alertLinkPath', () => {
  it('leads to the dashboard with t (routing step) and d (letter)', () => {
    expect(alertLinkPath({ NN_RECEIVE_ID: 56, F_DOC_ID: 12, F_TRANS_ID: 34 })).toBe('/?t=34&d=56');
  });

  it('is null without both ids', () => {
    expect(alertLinkPath({ NN_RECEIVE_ID: 56, F_DOC_ID: 12, F_TRANS_ID: null })).toBeNull();
    expect(alertLinkPath({ NN_RECEIVE_ID: 56, F_DOC_ID: undefined, F_TRANS_ID: 3 })).toBeNull();
    expect(alertLinkPath({ NN_RECEIVE_ID: 56, F_DOC_ID: 0, F_TRANS_ID: 3 })).toBeNull();
  });
});
