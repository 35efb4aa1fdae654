/**
 * The new-notification sound (media/audio/beyond-doubt.mp3).
 *
 * The file is found at build time: app/media/audio/beyond-doubt.mp3 is bundled (hashed, under
 * /assets/) and played. Ours is a two-note chime (A5 then E6, 0.8 s) synthesised for the
 * portal and encoded with `lame -b 64 -m m`; a deployment may drop in its own file of that
 * name. Without the file nothing is requested and nothing is played: probing the address at
 * run time instead would cost a failed request on every signed-in page.
 */
const found = import.meta.glob<string>('../media/audio/beyond-doubt.mp3', { query: '?url', import: 'default', eager: true });

/** The bundled sound's URL, or null when the portal ships none. */
export const NOTIFICATION_SOUND_URL: string | null = Object.values(found)[0] ?? null;

export function playNotificationSound(url: string | null = NOTIFICATION_SOUND_URL): void {
  if (!url) return;
  // Browsers refuse to play before the person has interacted with the page: that is fine.
  new Audio(url).play().catch(() => {});
}
