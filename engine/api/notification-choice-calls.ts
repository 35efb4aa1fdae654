/**
 * The signed-in person's own notification choices, typed from the route table: every event with
 * the channels the administrator offers and those the person keeps, and keeping or dropping one.
 */
import type { NotificationChoice } from '../../schemas/generated/api/notification-choices.reply';
import { callRoute } from './call-route';
import type { ApiClient } from './client';

export type { NotificationChoice };
export type ChoiceChannel = 'portal' | 'email' | 'line';

export const notificationChoiceCalls = (api: ApiClient) => ({
  list: () => callRoute(api, 'notificationChoices'),
  save: (eventKey: string, channel: ChoiceChannel, on: boolean) => callRoute(api, 'notificationChoiceSave', { EVENT_KEY: eventKey, CHANNEL: channel, ON: on }),
});
