/**
 * What people send the Official Account, as LINE's webhook delivers it (the signature was checked
 * by the route): a text that is a valid link code links its sender and is answered in LINE; any
 * other text is answered with how to link; a new friend is welcomed with the same; a person who
 * blocks the account is unlinked (nothing can reach them there). Replies that fail are logged:
 * LINE must get its 200 whatever happens to a reply.
 */
import type { webhook } from '@line/bot-sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LineChannel } from './line-channel';
import { linkByCode, looksLikeLinkCode, unlinkLineUser } from './line-links';
import { LINE_MSG } from './line-messages';

export interface WebhookContext {
  db: Kysely<Database>;
  channel: LineChannel;
  systemName: string;
  now: () => Date;
  log: (message: string) => void;
}

async function reply(ctx: WebhookContext, replyToken: string | undefined, text: string): Promise<void> {
  if (!replyToken) return;
  try {
    await ctx.channel.client.replyMessage({ replyToken, messages: [{ type: 'text', text }] });
  } catch (error) {
    ctx.log(`LINE reply failed: ${(error as Error).message}`);
  }
}

async function displayNameOf(ctx: WebhookContext, userId: string): Promise<string> {
  try {
    return (await ctx.channel.client.getProfile(userId)).displayName;
  } catch (error) {
    ctx.log(`LINE profile of a new link unreadable: ${(error as Error).message}`);
    return '';
  }
}

/** Handles one event; answers whether it linked someone (for the log and the tests). */
export async function handleLineEvent(ctx: WebhookContext, event: webhook.Event): Promise<boolean> {
  const userId = event.source?.type === 'user' ? event.source.userId : undefined;
  if (!userId) return false;
  if (event.type === 'unfollow') {
    await unlinkLineUser(ctx.db, userId);
    return false;
  }
  if (event.type === 'follow') {
    await reply(ctx, event.replyToken, LINE_MSG.replyWelcome(ctx.systemName));
    return false;
  }
  if (event.type !== 'message' || event.message.type !== 'text') return false;
  const text = (event.message as webhook.TextMessageContent).text;
  // The sender's LINE name is asked for only when the message could link them, not for every chat.
  const displayName = looksLikeLinkCode(text) ? await displayNameOf(ctx, userId) : '';
  const linked = await linkByCode(ctx.db, { code: text, lineUserId: userId, displayName, now: ctx.now() });
  await reply(ctx, event.replyToken, linked ? LINE_MSG.replyLinked(ctx.systemName, displayName) : LINE_MSG.replyBadCode);
  return linked !== null;
}
