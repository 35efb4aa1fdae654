import { describe, expect, it } from 'vitest';
import { alertTarget, pageAfterReadAll, pageTabs } from './notification-page';

describe('all-notifications page rules', () => {
  it('offers the tabs the bell offers', () => {
    expect(pageTabs({ tabs: ['alerts', 'logs'], viewAllLink: false, readAllLink: false })).toEqual(['alerts', 'logs']);
    expect(pageTabs({ tabs: ['alerts'], viewAllLink: true, readAllLink: true })).toEqual(['alerts']);
    expect(pageTabs({ tabs: ['logs'], viewAllLink: true, readAllLink: true })).toEqual(['alerts', 'logs']);
  });

  it("views an alert's letter, with its routing step when it names one", () => {
    expect(alertTarget({ F_DOC_ID: 12, F_TRANS_ID: 34 })).toEqual({ documentId: 12, transId: 34, type: 'viewDocument', role: 'dashboard' });
    expect(alertTarget({ F_DOC_ID: 12, F_TRANS_ID: null })).toMatchObject({ documentId: 12, transId: null });
    expect(alertTarget({ F_DOC_ID: null, F_TRANS_ID: 34 })).toBeNull();
  });

  it('starts the unread list again after everything was read', () => {
    expect(pageAfterReadAll('unread', 3)).toBe(0);
    expect(pageAfterReadAll('all', 3)).toBe(3);
  });
});
