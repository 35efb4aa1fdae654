import { describe, expect, it } from 'vitest';
import { columnGroupsOf, columnPlan, columnTitleKey, columnWidth, DEFAULT_COLUMN_WIDTH, fixedOffsets, sortRequestOf } from './queue-columns';
import { TITLE_COLUMN_WIDTH } from './layout-sizes';

describe('queue columns', () => {
  it('groups runs of neighbours that share a group key, and lets the manifest switch sorting off', () => {
    const plan = columnPlan(
      [
        { field: 'F_DOC_TYPE_NAME', width: 140, groupKey: 'columnGroups.letter', sortable: false },
        { field: 'F_DOC_SPEED_NAME', width: 110, groupKey: 'columnGroups.letter' },
        { field: 'F_DOC_TITLE' },
        { field: 'F_DOC_NO', width: 120, groupKey: 'columnGroups.letter' },
      ],
      1280,
    );
    expect(columnGroupsOf(plan)).toEqual([
      { groupKey: 'columnGroups.letter', fields: ['F_DOC_TYPE_NAME', 'F_DOC_SPEED_NAME'] },
      { groupKey: 'columnGroups.letter', fields: ['F_DOC_NO'] },
    ]);
    expect(plan.map((c) => c.sortable)).toEqual([false, true, true, true]);
  });

  it('places fixed columns from their edge, and never lets a fixed subject shrink', () => {
    const plan = columnPlan(
      [
        { field: 'F_DOC_NO', width: 120, fixed: 'left' },
        { field: 'F_DOC_TITLE', fixed: 'left' },
        { field: 'F_NAME', width: 200 },
        { field: 'F_DOC_SEND', width: 100, fixed: 'right' },
        { field: 'VIEW', width: 90, fixed: 'right' },
      ],
      1280,
    );
    expect(plan[1]!.shrinkTo).toBeUndefined();
    expect(Object.fromEntries(fixedOffsets(plan))).toEqual({
      F_DOC_NO: { side: 'left', offset: 0 },
      F_DOC_TITLE: { side: 'left', offset: 120 },
      VIEW: { side: 'right', offset: 0 },
      F_DOC_SEND: { side: 'right', offset: 90 },
    });
  });

  it('titles a column by its titleKey, else columns.<field>', () => {
    expect(columnTitleKey({ field: 'F_DOC_NO' })).toBe('columns.F_DOC_NO');
    expect(columnTitleKey({ field: 'F_COM_DESC', titleKey: 'columns.command' })).toBe('columns.command');
  });

  it('sizes the subject column by the window unless the manifest fixes it', () => {
    expect(columnWidth({ field: 'F_DOC_TITLE' }, 1400)).toBe(TITLE_COLUMN_WIDTH.wide);
    expect(columnWidth({ field: 'F_DOC_TITLE' }, 1000)).toBe(TITLE_COLUMN_WIDTH.medium);
    expect(columnWidth({ field: 'F_DOC_TITLE' }, 400)).toBe(TITLE_COLUMN_WIDTH.narrow);
    expect(columnWidth({ field: 'F_DOC_TITLE', width: 300 }, 1400)).toBe(300);
    expect(columnWidth({ field: 'F_NAME' }, 1400)).toBe(DEFAULT_COLUMN_WIDTH);
    expect(columnWidth({ field: 'F_NAME', width: 220 }, 1400)).toBe(220);
  });

  it('lets only a subject column without a manifest width shrink, down to the medium width', () => {
    const wide = columnPlan([{ field: 'F_DOC_TITLE' }, { field: 'F_NAME', width: 220 }], 1280);
    expect(wide.map((c) => [c.field, c.width, c.shrinkTo])).toEqual([
      ['F_DOC_TITLE', TITLE_COLUMN_WIDTH.wide, TITLE_COLUMN_WIDTH.medium],
      ['F_NAME', 220, undefined],
    ]);
    // Already at (or under) the medium width, or fixed by the manifest: nothing to shrink.
    expect(columnPlan([{ field: 'F_DOC_TITLE' }], 1000)[0]!.shrinkTo).toBeUndefined();
    expect(columnPlan([{ field: 'F_DOC_TITLE' }], 400)[0]!.shrinkTo).toBeUndefined();
    expect(columnPlan([{ field: 'F_DOC_TITLE', width: 600 }], 1280)[0]!.shrinkTo).toBeUndefined();
  });

  it('makes VIEW the view button and offers sorting only where the server sorts', () => {
    const plan = columnPlan(
      [
        { field: 'F_DOC_TYPE_NAME', render: 'text', width: 140 },
        { field: 'F_NAME', render: 'text' },
        { field: 'F_DOC_SPEED_NAME', render: 'speedBadge' },
        { field: 'VIEW' },
      ],
      1280,
    );
    expect(plan.map((c) => [c.field, c.render, c.sortable])).toEqual([
      ['F_DOC_TYPE_NAME', 'text', true],
      ['F_NAME', 'text', false],
      ['F_DOC_SPEED_NAME', 'speedBadge', true],
      ['VIEW', 'viewButton', false],
    ]);
  });

  it('turns the grid sort model into the get-todo-list sort', () => {
    expect(sortRequestOf([])).toEqual({});
    expect(sortRequestOf([{ field: 'F_DOC_TITLE', sort: 'asc' }])).toEqual({ sort: 'F_DOC_TITLE', order: 'asc' });
    expect(sortRequestOf([{ field: 'F_DOC_NO', sort: 'desc' }])).toEqual({ sort: 'F_DOC_NO', order: 'desc' });
    expect(sortRequestOf([{ field: 'F_NAME', sort: 'asc' }])).toEqual({});
    expect(sortRequestOf([{ field: 'F_DOC_NO', sort: null }])).toEqual({});
  });
});
