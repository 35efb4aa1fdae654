/** Opening a letter the way a person does on the dashboard: its queue's tile, a search by its marker, its row. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens a queue tile, finds the letter by its subject marker and opens it; returns the document modal. */
export async function openLetterFromTile(page: Page, queue: string, marker: string, documentId: number) {
  await page.getByTestId(`queue-tile-${queue}`).click();
  const queueModal = page.getByTestId('queue-modal');
  await expect(queueModal).toBeVisible();
  await page.getByTestId('queue-search').fill(marker);
  const open = queueModal.getByTestId(`open-document-${documentId}`);
  await expect(open).toBeVisible({ timeout: 15_000 });
  await open.click();
  const modal = page.getByTestId('document-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('document-subject')).toContainText(marker);
  return modal;
}
