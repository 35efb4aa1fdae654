/**
 * A count as the portal shows it, in every language it ships: whole digits grouped by three with
 * commas ("1,234"), which is what both th-TH and en-GB number formats write. Written out by hand
 * because the first Intl number format of a page loads the browser's locale data: on a phone's
 * CPU that cost the dashboard's tiles tens of milliseconds of blocked main thread at first paint.
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
