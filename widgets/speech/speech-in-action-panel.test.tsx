// @vitest-environment jsdom
/**
 * Dictation in the document modal's action form. jsdom has no speech recognition and no
 * microphone, so a stand-in recognition class is put on `window`: the test plays what the
 * browser would report (a final result, an error, the end). The tenant's flag is the only
 * switch: the same DEV tenant is rendered with `features.speechToText` on and off.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCalls } from '../../engine/api/document-calls';
import { ROUTES } from '../../engine/api/routes';
import type { DocumentAction } from '../../engine/documents/actions';
import type { RecognitionLike } from '../../engine/speech/recognizer';
import { ActionPanel } from '../documents/ActionPanel';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';

class FakeRecognition implements RecognitionLike {
  static sessions: FakeRecognition[] = [];
  lang = '';
  interimResults = true;
  continuous = true;
  maxAlternatives = 1;
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;
  running = false;
  constructor() {
    FakeRecognition.sessions.push(this);
  }
  start() {
    this.running = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.end();
  }
  end() {
    if (!this.running) return;
    this.running = false;
    this.onend?.();
  }
  /** What the browser reports when it heard `text`. */
  hear(text: string) {
    this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.end();
  }
}

type SpeechWindow = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
const speechWindow = window as unknown as SpeechWindow;

let dev: TenantSetup;
let server: FakeServer;

const withSpeech = (setup: TenantSetup, on: boolean): TenantSetup => ({
  ...setup,
  caps: { ...setup.caps, features: { ...setup.caps.features, speechToText: on } },
});

function panel(actions: DocumentAction[]) {
  return (
    <ActionPanel calls={documentCalls(server.api)} type="assignPresentDocument" transId={71} actions={actions} selfId={4} onBusy={() => {}} onDone={() => {}} />
  );
}

const lastSession = () => FakeRecognition.sessions.at(-1)!;
const note = () => screen.getByTestId('document-note') as HTMLTextAreaElement;

beforeEach(async () => {
  dev = await tenantSetup('DEV');
  server = fakeServer({ [ROUTES.getRecipients.path]: () => ok({ item: { people: [] } }) });
  FakeRecognition.sessions = [];
  speechWindow.webkitSpeechRecognition = FakeRecognition;
});
afterEach(() => {
  cleanup();
  delete speechWindow.webkitSpeechRecognition;
  delete speechWindow.SpeechRecognition;
});

describe('the microphone on the action form', () => {
  it('is on the note and command fields where the tenant allows dictation, not on the others', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['close', 'command', 'sendBack']), withSpeech(dev, true), { api: server.api });
    expect(screen.getByTestId('speech-note')).toBeTruthy();
    await user.click(screen.getByTestId('document-action-command'));
    expect(screen.getByTestId('speech-command')).toBeTruthy();
    await user.click(screen.getByTestId('document-action-sendBack'));
    expect(screen.getByTestId('document-reason')).toBeTruthy();
    expect(screen.queryByTestId('speech-reason')).toBeNull();
  });

  it('is not there when the tenant’s flag is off', () => {
    renderWithTenant(panel(['close']), withSpeech(dev, false), { api: server.api });
    expect(note()).toBeTruthy();
    expect(screen.queryByTestId('speech-note')).toBeNull();
  });

  it('is not there when the browser has no speech recognition', () => {
    delete speechWindow.webkitSpeechRecognition;
    renderWithTenant(panel(['close']), withSpeech(dev, true), { api: server.api });
    expect(note()).toBeTruthy();
    expect(screen.queryByTestId('speech-note')).toBeNull();
  });
});

describe('dictating a note', () => {
  it('listens in Thai, appends what was heard after the typed text, and stops on a second press', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['close']), withSpeech(dev, true), { api: server.api });
    await user.type(note(), 'เรื่องนี้');
    const button = screen.getByTestId('speech-note');
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    const session = lastSession();
    expect([session.lang, session.interimResults, session.running]).toEqual(['th-TH', false, true]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('กำลังฟัง… กดอีกครั้งเพื่อหยุด');

    act(() => session.hear(' ดำเนินการเรียบร้อยแล้ว '));
    expect(note().value).toBe('เรื่องนี้ ดำเนินการเรียบร้อยแล้ว');

    await user.click(button);
    expect(session.running).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('never fills the note beyond its limit', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['close']), withSpeech(dev, true), { api: server.api });
    await user.click(screen.getByTestId('speech-note'));
    act(() => lastSession().hear('ก'.repeat(4998)));
    act(() => lastSession().hear('ขอบคุณ'));
    expect(note().value).toHaveLength(5000);
  });

  it('shows a recognition error in Thai under the field and stops listening', async () => {
    const user = userEvent.setup();
    renderWithTenant(panel(['close']), withSpeech(dev, true), { api: server.api });
    const button = screen.getByTestId('speech-note');
    await user.click(button);
    act(() => lastSession().fail('not-allowed'));
    expect(screen.getByTestId('speech-note-error').textContent).toBe('ไม่ได้รับอนุญาตให้ใช้ไมโครโฟน กรุณาอนุญาตในเบราว์เซอร์');
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    expect(screen.queryByTestId('speech-note-error')).toBeNull();
    act(() => lastSession().fail('no-speech'));
    expect(screen.getByTestId('speech-note-error').textContent).toBe('ไม่ได้ยินเสียงพูด กรุณาลองอีกครั้ง');
  });
});
