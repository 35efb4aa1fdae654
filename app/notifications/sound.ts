/**
 * The new-notification sound (spec section 7: media/audio/beyond-doubt.mp3).
 *
 * The file is found at build time: app/media/audio/beyond-doubt.mp3, when present, is bundled
 * (hashed, under /assets/) and played; when it is absent — as in this repository today, since
 * no such file is shipped with the portal or served by its server — nothing is requested and
 * nothing is played. Probing the address at run time instead would cost a failed request
 * (and a console error) on every signed-in page of a portal without the file.
 */
const found = import.meta.glob<string>('../media/audio/beyond-doubt.mp3', { query: '?url', import: 'default', eager: true });

/** The bundled sound's URL, or null when the portal ships none. */
export const NOTIFICATION_SOUND_URL: string | null = Object.values(found)[0] ?? null;

export function playNotificationSound(url: string | null = NOTIFICATION_SOUND_URL): void {
  if (!url) return;
  // Browsers refuse to play before the person has interacted with the page: that is fine.
  new Audio(url).play().catch(() => {});
}
