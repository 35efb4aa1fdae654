/**
 * Escapes the five characters that HTML treats as markup, so text written into an HTML
 * page, an attribute or a notification shows as the characters typed and never as tags.
 * One copy serves the browser (sanitiser fallback) and the server (page head, notifications).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}
