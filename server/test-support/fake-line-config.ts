/** The LINE settings of a server that talks to the local fake of the Messaging API (fake-line-api.ts). */
import type { Config } from '../config';
import { FAKE_LINE_SECRET, FAKE_LINE_TOKEN } from './fake-line-api';

export function createFakeLineConfig(apiUrl: string): Pick<Config, 'line'> {
  return { line: { accessToken: FAKE_LINE_TOKEN, channelSecret: FAKE_LINE_SECRET, apiUrl, accountId: '@saraban' } };
}
