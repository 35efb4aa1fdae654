import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, attachmentProblem, attachmentView, extensionOf, MAX_ATTACHMENT_BYTES, viewType } from './attachment-rules';

describe('attachment rules', () => {
  it('take the allowed endings in any case, up to 20 MB', () => {
    expect(attachmentProblem('หนังสือ.PDF', 1000)).toBeNull();
    expect(attachmentProblem('scan.jpeg', MAX_ATTACHMENT_BYTES)).toBeNull();
    expect(MAX_ATTACHMENT_BYTES).toBe(20 * 1024 * 1024);
  });

  it('refuse other endings, files over the limit and empty files', () => {
    expect(attachmentProblem('setup.exe', 10)).toBe('typeNotAllowed');
    expect(attachmentProblem('no-ending', 10)).toBe('typeNotAllowed');
    expect(attachmentProblem('photo.pdf.exe', 10)).toBe('typeNotAllowed');
    expect(attachmentProblem('big.pdf', MAX_ATTACHMENT_BYTES + 1)).toBe('tooLarge');
    expect(attachmentProblem('blank.txt', 0)).toBe('empty');
  });

  it('read the ending after the last dot only', () => {
    expect(extensionOf('a.b.Docx')).toBe('docx');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
    expect(ATTACHMENT_ACCEPT.split(',')).toContain('.pdf');
  });
});

describe('attachment view', () => {
  it('opens PDFs in the browser, shows images and downloads everything else', () => {
    expect(attachmentView('หนังสือ.PDF')).toBe('pdf');
    expect(attachmentView('scan.jpg')).toBe('image');
    expect(attachmentView('photo.png')).toBe('image');
    expect(attachmentView('memo.docx')).toBe('download');
    expect(attachmentView('notes.txt')).toBe('download');
    expect(attachmentView('archive.zip')).toBe('download');
    expect(viewType('a.pdf')).toBe('application/pdf');
    expect(viewType('a.exe')).toBe('application/octet-stream');
  });
});
