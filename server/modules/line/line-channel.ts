/**
 * The organisation's LINE Official Account as the server uses it: the Messaging API client of
 * the official SDK, pointed at LINE_API_URL, and the channel secret that signs webhooks. It
 * exists only where the tenant's manifest turns lineService on and the channel is configured;
 * everywhere else LINE is simply absent (no link page, no third channel).
 */
import { messagingApi } from '@line/bot-sdk';
import type { Config } from '../../config';

export interface LineChannel {
  client: messagingApi.MessagingApiClient;
  channelSecret: string;
  /** The Official Account's basic ID (@123abcde), for the add-friend link; null when not configured. */
  accountId: string | null;
}

export function lineChannelOf(config: Pick<Config, 'line'>, manifest: { features: { lineService: boolean } }): LineChannel | null {
  if (!manifest.features.lineService || !config.line) return null;
  const { accessToken, channelSecret, apiUrl, accountId } = config.line;
  return { client: new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: apiUrl }), channelSecret, accountId };
}

/** The address that adds the Official Account as a friend (LINE's own short link), or null without a basic ID. */
export function addFriendUrl(channel: LineChannel): string | null {
  return channel.accountId ? `https://line.me/R/ti/p/${encodeURIComponent(channel.accountId)}` : null;
}
