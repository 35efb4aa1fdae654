/**
 * Dictation in real Chromium: a letter received by the registry clerk is opened from the
 * waiting-for-action queue, and an action with a note field shows the microphone exactly where
 * the tenant's manifest allows dictation and the browser has speech recognition. Headless
 * Chromium cannot hear anything, so what is checked is the button and its state, not speech.
 */
import { expect, FLOW, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { openLetterFromTile } from './queue-letter';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';

const NOTE_ACTIONS = ['present', 'assign', 'close', 'cancelReceive'];

test(
  'the microphone on the note field follows the speech-to-text capability',
  { tag: [FLOW, ...reads('features.speechToText')] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);

    // A letter sent by the officer to the organisation, received by the registry clerk through the API.
    const marker = `ทดสอบเสียง${Date.now().toString(36)}`;
    const officer = await apiSignIn(base, caps, people.officer);
    const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: marker, F_DEAR: 'ผู้อำนวยการ' }, officer.token);
    expect(created.status, created.message).toBe('success');
    const { F_DOC_ID: documentId, F_TRANS_ID: draftStep } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
    const sent = await post(base, 'documentAction', { F_TRANS_ID: draftStep, ACTION: 'send', TO_DEPT_IDS: people.world.root }, officer.token);
    expect(sent.status, sent.message).toBe('success');
    const step = (sent.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0]!;
    const saraban = await apiSignIn(base, caps, people.saraban);
    const received = await post(base, 'documentAction', { F_TRANS_ID: step, ACTION: 'receive' }, saraban.token);
    expect(received.status, received.message).toBe('success');

    await openWithSession(page, base, saraban);
    const modal = await openLetterFromTile(page, 'waitAssign', marker, documentId);

    // The first offered action that has a note field.
    const form = modal.getByTestId('document-action-form');
    await expect(form).toBeVisible();
    for (const action of NOTE_ACTIONS) {
      const choice = modal.getByTestId(`document-action-${action}`);
      if (await choice.isVisible()) {
        await choice.click();
        break;
      }
    }
    await expect(modal.getByTestId('document-note')).toBeVisible();

    const browserHasRecognition = await page.evaluate(() => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window);
    const microphone = modal.getByTestId('speech-note');
    if (caps.features.speechToText && browserHasRecognition) {
      await expect(microphone).toBeVisible();
      await expect(microphone).toHaveAttribute('aria-pressed', 'false');
      await expect(microphone).toHaveAccessibleName('ป้อนข้อความด้วยเสียง');
    } else {
      await expect(microphone).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  },
);
