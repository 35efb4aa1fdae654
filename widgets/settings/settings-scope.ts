/**
 * The parent record a nested settings page's grid works within (a declaration's scope): the
 * nested screen provides it, and the list, save and delete calls of every grid inside send it,
 * so the grid, its form and its delete question stay the same components as on a top page.
 * Outside a nested page there is none (undefined), and no call carries a scope.
 */
import { createContext, useContext } from 'react';
import type { SettingsRecordId } from '../../engine/api/settings-calls';
import type { SettingsPage } from '../../engine/settings/settings-pages';

export const SettingsScopeContext = createContext<SettingsRecordId | undefined>(undefined);

export const useSettingsScope = (): SettingsRecordId | undefined => useContext(SettingsScopeContext);

/** The parent's key as the address gives it ('12' for an integer key), or null when it cannot be one. */
export function parentKeyFromAddress(parent: SettingsPage, text: string): SettingsRecordId | null {
  const type = parent.record.schema.properties[parent.record.key]?.type;
  const integer = parent.record.keyGenerated || type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (!integer) return text === '' ? null : text;
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
