/**
 * Time left on a countdown as minutes and seconds (4:05), rounded up to the whole second so a
 * code is never shown as 0:00 while it still works; nothing below zero.
 */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
