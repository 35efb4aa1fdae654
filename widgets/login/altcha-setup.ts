/**
 * Loads the ALTCHA web component in its CSP-friendly form.
 *
 * The default `altcha` bundle injects a <style> element and starts its proof-of-work workers
 * from blob: URLs, both of which our Content-Security-Policy forbids. `altcha/external` ships
 * neither: its stylesheet is bundled with ours, and the workers are emitted by Vite as
 * same-origin files and registered here per algorithm the server may choose.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-overrides.css';
import 'altcha/i18n/th';
import 'altcha/i18n/en';
import ShaWorker from 'altcha/workers/sha?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { routePath } from '../../engine/api/route-path';

export const CAPTCHA_CHALLENGE_URL = routePath('captchaChallenge');

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
