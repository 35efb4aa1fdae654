/**
 * Byte sizes for attachment lists, in Bytes, KB, MB, GB or TB. Binary steps of 1024, as
 * file managers on the offices' Windows machines show them, so the size a clerk sees on
 * upload matches the one on their desktop.
 */
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/** 0 -> '0 Bytes', 1536 -> '1.5 KB', 1048576 -> '1 MB'; trailing zeros dropped; TB is the largest unit. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const places = Math.max(0, Math.floor(decimals));
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), BYTE_UNITS.length - 1);
  const value = bytes / STEP ** unit;
  return `${parseFloat(value.toFixed(places))} ${BYTE_UNITS[unit]}`;
}
