/**
 * Choosing the row a settings form's reference field points to, as a person does: type part of
 * its name, wait for the list to show the server's answer to that search, click the row. Until
 * that answer arrives the list still shows the previous one (aria-busy), and a click there can
 * land on a row that moves away under the pointer.
 */
import { expect, type Page } from '@playwright/test';

export async function chooseReference(page: Page, label: string, field: string, text: string, key: unknown): Promise<void> {
  const combobox = page.getByTestId('settings-record-dialog').getByRole('combobox', { name: label, exact: true });
  await combobox.fill(text);
  await expect(page.locator(`#settings-field-${field}-listbox`)).toHaveAttribute('aria-busy', 'false');
  const option = page.getByTestId(`settings-field-${field}-option-${String(key)}`);
  const optionLabel = (await option.textContent()) ?? '';
  await option.click();
  await expect(combobox).toHaveValue(optionLabel);
}
