/** What an action that signs needs from the running server: the key vault, the letter's print settings, the timestamp authority and the attachments. */
import type { FastifyInstance } from 'fastify';
import type { SigningContext } from './sign-letter';
import { timestamperFor } from './timestamp-service';

export function signingContextOf(app: FastifyInstance): SigningContext {
  const manifest = app.tenant.manifest;
  return {
    vault: app.signingVault,
    digits: manifest.features.letterDigits,
    ...(app.tenant.emblem ? { emblem: app.tenant.emblem } : {}),
    location: manifest.organization.departmentName.th,
    timestamper: timestamperFor(app.config.tsaUrl, app.signingVault),
    attachments: app.files.attachments,
  };
}
