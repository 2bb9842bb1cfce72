import type { AdminChatMessageView } from '@meridian/contract';

/** The list resources a moderation change may alter: read again after each (and the audit log). */
export const CHAT_REFRESH = ['chat-reports', 'chat-messages', 'chat-mutes', 'audit'] as const;

/** The mute lengths offered, in minutes: 10 minutes, an hour, a day, a week, 30 days. */
export const MUTE_MINUTES = [10, 60, 1_440, 10_080, 43_200] as const;

/** A mute length in words' parts: `{ count: 7, unit: 'days' }` for 10080 minutes. */
export function muteLength(minutes: number): { count: number; unit: 'minutes' | 'hours' | 'days' } {
  if (minutes % 1_440 === 0) return { count: minutes / 1_440, unit: 'days' };
  if (minutes % 60 === 0) return { count: minutes / 60, unit: 'hours' };
  return { count: minutes, unit: 'minutes' };
}

/** What operators may still do to a message: a deleted one only stays on record. */
export function canModerate(message: Pick<AdminChatMessageView, 'deleted_at'>): boolean {
  return message.deleted_at === null;
}
