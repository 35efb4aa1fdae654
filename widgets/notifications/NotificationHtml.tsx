/**
 * NN_DATA is HTML from the server: it is cleaned by DOMPurify (engine/notifications/sanitize.ts
 * holds the allowed tags and attributes) before it reaches the page, and only the cleaned
 * string is ever set as HTML.
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box, { type BoxProps } from '@mui/material/Box';
import { createNotificationSanitizer, type Purifier } from '../../engine/notifications/sanitize';

// The default export is DOMPurify bound to this window (isSupported false without a DOM: then escaped text).
const sanitizeNotification = createNotificationSanitizer(DOMPurify as unknown as Purifier);

export function NotificationHtml({ html, ...props }: { html: string | null | undefined } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeNotification(html), [html]);
  // Only the sanitised string is set as HTML.
  return <Box component="span" data-testid="notification-html" {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
