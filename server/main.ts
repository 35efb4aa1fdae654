/** `npm start` entry: the portal with production costs and limits (see start.ts). */
import { startPortal } from './start';

await startPortal();
