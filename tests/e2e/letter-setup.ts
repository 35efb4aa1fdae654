/** Letters set up through the API for browser tests that are about what comes after. */
import { apiPost as post, type ApiSession } from './api-session';
import { expect } from './fixtures';

/** `writer` creates an internal memo titled `title` and sends it to department `departmentId`; returns the letter and the step waiting there. */
export async function sentLetter(base: string, writer: ApiSession, departmentId: number, title: string): Promise<{ documentId: number; stepId: number }> {
  const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: title, F_DEAR: 'ผู้อำนวยการ' }, writer.token);
  expect(created.status, created.message).toBe('success');
  const { F_DOC_ID: documentId, F_TRANS_ID: draftStep } = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
  const sent = await post(base, 'documentAction', { F_TRANS_ID: draftStep, ACTION: 'send', TO_DEPT_IDS: departmentId }, writer.token);
  expect(sent.status, sent.message).toBe('success');
  return { documentId, stepId: (sent.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0]! };
}

/** The same letter, then received by the department's registry clerk; returns its receive number too. */
export async function receivedLetter(
  base: string,
  writer: ApiSession,
  clerk: ApiSession,
  departmentId: number,
  title: string,
): Promise<{ documentId: number; stepId: number; receiveNo: number }> {
  const letter = await sentLetter(base, writer, departmentId, title);
  const received = await post(base, 'documentAction', { F_TRANS_ID: letter.stepId, ACTION: 'receive' }, clerk.token);
  expect(received.status, received.message).toBe('success');
  return { ...letter, receiveNo: (received.item as { RECEIVE_NO: number }).RECEIVE_NO };
}
