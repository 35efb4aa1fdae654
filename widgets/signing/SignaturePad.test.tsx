// @vitest-environment jsdom
/**
 * The signature pad with a stand-in for signature_pad (the test environment has no canvas):
 * the product's pen options reach the library, undo removes the last stroke, clear removes all,
 * the drawing downloads as PNG, JPEG or SVG from a keyboard-reachable menu, an empty pad is not
 * saved, and saving hands over a PNG.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Options, PointGroup } from 'signature_pad';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SignaturePad, type CreatePad, type PadLike } from './SignaturePad';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';

function fakePad() {
  const made: { options: Options | null; strokes: PointGroup[]; endStroke: (() => void) | null } = { options: null, strokes: [], endStroke: null };
  const pad: PadLike = {
    clear: vi.fn(() => {
      made.strokes = [];
    }),
    isEmpty: () => made.strokes.length === 0,
    toData: () => [...made.strokes],
    fromData: vi.fn((data: PointGroup[]) => {
      made.strokes = [...data];
    }),
    toDataURL: vi.fn((type?: string) => (type === 'image/svg+xml' ? 'data:image/svg+xml;base64,PHN2Zy8+' : PNG_URL)),
    addEventListener: (_type, listener) => {
      made.endStroke = listener;
    },
    off: vi.fn(),
  };
  const createPad: CreatePad = (_canvas, options) => {
    made.options = options;
    return pad;
  };
  /** What a person's stroke does: the library records it and tells the pad. */
  const draw = () => {
    made.strokes.push({ points: [{ x: made.strokes.length, y: 1, time: 1, pressure: 0.5 }] } as unknown as PointGroup);
    made.endStroke?.();
  };
  return { made, pad, createPad, draw };
}

describe('SignaturePad', () => {
  it('gives signature_pad the product pen: width 0.5-2.5, dot 1.5, 16 ms, 5 px, weight 0.7, black on transparent', () => {
    const fake = fakePad();
    renderWithTenant(<SignaturePad onSave={vi.fn()} createPad={fake.createPad} />, setup);
    expect(fake.made.options).toEqual({
      minWidth: 0.5,
      maxWidth: 2.5,
      dotSize: 1.5,
      throttle: 16,
      minDistance: 5,
      velocityFilterWeight: 0.7,
      penColor: 'black',
      backgroundColor: 'rgba(0,0,0,0)',
    });
    expect(screen.getByRole('img', { name: 'พื้นที่วาดลายมือชื่อ' })).toBeTruthy();
  });

  it('undo removes the last stroke, clear removes all; both are buttons with Thai labels', async () => {
    const fake = fakePad();
    renderWithTenant(<SignaturePad onSave={vi.fn()} createPad={fake.createPad} />, setup);
    const undo = screen.getByRole('button', { name: 'ย้อนเส้นล่าสุด' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fake.draw();
    fake.draw();
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(undo);
    expect(fake.made.strokes).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ล้างทั้งหมด' }));
    expect(fake.pad.clear).toHaveBeenCalledOnce();
    await waitFor(() => expect(undo.disabled).toBe(true));
  });

  it('downloads the drawing as PNG or SVG from the menu', async () => {
    const fake = fakePad();
    const download = vi.fn();
    renderWithTenant(<SignaturePad onSave={vi.fn()} createPad={fake.createPad} download={download} />, setup);
    fake.draw();
    const menu = screen.getByRole('button', { name: 'ดาวน์โหลดลายมือชื่อ' });
    await waitFor(() => expect((menu as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ดาวน์โหลดเป็น PNG' }));
    expect(download).toHaveBeenLastCalledWith(PNG_URL, 'signature.png');
    fireEvent.click(menu);
    expect(screen.getByRole('menuitem', { name: 'ดาวน์โหลดเป็น JPEG' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'ดาวน์โหลดเป็น SVG' }));
    expect(download).toHaveBeenLastCalledWith('data:image/svg+xml;base64,PHN2Zy8+', 'signature.svg');
  });

  it('does not save an empty pad; saves a drawing as a PNG blob', async () => {
    const fake = fakePad();
    const onSave = vi.fn();
    renderWithTenant(<SignaturePad onSave={onSave} createPad={fake.createPad} />, setup);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกลายมือชื่อ' }));
    expect(screen.getByTestId('signature-pad-warning').textContent).toBe('กรุณาวาดลายมือชื่อก่อน');
    expect(onSave).not.toHaveBeenCalled();
    fake.draw();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกลายมือชื่อ' }));
    expect(onSave).toHaveBeenCalledOnce();
    const blob = onSave.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(8);
  });
});
