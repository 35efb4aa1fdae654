// @vitest-environment jsdom
/**
 * The speed badge of a queue row and of the letter takes the colour the server sends for the
 * speed class (F_SPEED_COLOR, set on the document-speed settings page), whatever the speed's
 * name; only a reply without one falls back to green for ปกติ and red for the urgent classes.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '../../engine/api/document-calls';
import type { TodoRow } from '../../engine/api/portal-calls';
import { SPEED_COLORS } from '../../engine/portal/badge-colors';
import { LetterDetails } from '../documents/LetterDetails';
import { renderWithTenant, tenantSetup } from '../test-support/render-with-tenant';
import { gridColumnsOf } from './queue-grid-columns';

afterEach(cleanup);

/** The badge's painted background, as rgb() (jsdom resolves emotion's stylesheet). */
const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const ROW = {
  F_DOC_ID: 1,
  F_TRANS_ID: 11,
  F_DOC_SPEED_NAME: 'ปกติ',
  F_SPEED_COLOR: '#5e35b1',
  F_DOC_SECRET_NAME: 'ปกติ',
  F_COLOR: null,
} as unknown as TodoRow;

function queueSpeedCell(row: TodoRow) {
  const [column] = gridColumnsOf([{ field: 'F_DOC_SPEED_NAME', titleKey: 'columns.F_DOC_SPEED_NAME', render: 'speedBadge', width: 100, sortable: false }], {
    t: ((key: string) => key) as unknown as TFunction,
    markers: {} as never,
    onView: () => {},
  });
  const cell = column!.renderCell!({ row } as never);
  render(<>{cell}</>);
  return screen.getByTestId('speed-badge');
}

describe('speed badge colour', () => {
  it('a queue row’s badge takes the speed’s set colour, even for ปกติ', () => {
    const badge = queueSpeedCell(ROW);
    expect(badge.textContent).toBe('ปกติ');
    expect(background(badge)).toBe(rgb('#5e35b1'));
  });

  it('an urgent speed set to green is painted green, not red by its name', () => {
    expect(background(queueSpeedCell({ ...ROW, F_DOC_SPEED_NAME: 'ด่วนที่สุด', F_SPEED_COLOR: '#2e7d32' } as TodoRow))).toBe(rgb('#2e7d32'));
  });

  it('a row without a colour (an older server) falls back to the name rule', () => {
    const row = { ...ROW, F_DOC_SPEED_NAME: 'ด่วน' } as Record<string, unknown>;
    delete row.F_SPEED_COLOR;
    expect(background(queueSpeedCell(row as unknown as TodoRow))).toBe(rgb(SPEED_COLORS.urgent));
  });

  it('a colour that is not a colour value is not put into the style', () => {
    expect(background(queueSpeedCell({ ...ROW, F_SPEED_COLOR: 'red;background:url(x)' } as TodoRow))).toBe(rgb(SPEED_COLORS.normal));
  });

  it('the letter’s speed badge takes the speed’s set colour', async () => {
    const setup = await tenantSetup('DEV');
    const detail = {
      F_DOC_ID: 9,
      F_DOC_TITLE: 'ขอเชิญประชุม',
      F_DOC_TYPE_NAME: 'หนังสือภายนอก',
      F_DOC_SPEED_ID: 4,
      F_DOC_SPEED_NAME: 'ด่วนที่สุด',
      F_SPEED_COLOR: '#00838f',
      F_DOC_SECRET_NAME: 'ปกติ',
      F_COLOR: '#9e9e9e',
      attachments: [],
      history: [],
      registers: [],
      actions: [],
    } as unknown as DocumentDetail;
    renderWithTenant(<LetterDetails detail={detail} token={null} />, setup);
    const badge = await screen.findByTestId('document-speed');
    expect(badge.textContent).toBe('ด่วนที่สุด');
    expect(background(badge)).toBe(rgb('#00838f'));
  });
});
