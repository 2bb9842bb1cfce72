import { describe, expect, it } from 'vitest';

import { defaultNickname, hasChosenNickname } from '../auth.js';
import { chatSendInputSchema } from '../chat.js';
import { containsLink } from './chat.js';

describe('chat rules', () => {
  it.each([
    'see https://example.org/x',
    'HTTP://EXAMPLE.ORG',
    'join tg://resolve?domain=x',
    'www.example',
    'free coins at example.com',
    'example.com/free',
    'go to pump.io.',
    'ｅｘａｍｐｌｅ．ｃｏｍ',
    'example。com',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'BTC at 65,000.5 now',
    'e.g. tomorrow, i.e. soon',
    'ETH.USDT is up 1.5%',
    'v1.2.3 released',
    '比特币涨了',
    'wait... what',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });

  it('knows the nickname registration gave from a chosen one', () => {
    expect(defaultNickname('AB12CD34')).toBe('UAB12CD34');
    expect(defaultNickname('ABCDEFGHIJK')).toBe('UABCDEFGHI');
    expect(hasChosenNickname({ nickname: 'UAB12CD34', invite_code: 'AB12CD34' })).toBe(false);
    expect(hasChosenNickname({ nickname: '小明', invite_code: 'AB12CD34' })).toBe(true);
  });

  it('trims a message and counts characters, not UTF-16 units', () => {
    expect(chatSendInputSchema.parse({ room: 'en', body: '  hi  ' }).body).toBe('hi');
    expect(chatSendInputSchema.safeParse({ room: 'en', body: '😀'.repeat(500) }).success).toBe(
      true,
    );
    const long = chatSendInputSchema.safeParse({ room: 'en', body: 'a'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('CHAT_TOO_LONG');
    const empty = chatSendInputSchema.safeParse({ room: 'en', body: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('CHAT_EMPTY');
    const room = chatSendInputSchema.safeParse({ room: 'xx', body: 'hi' });
    expect(room.error?.issues[0]?.message).toBe('CHAT_ROOM_UNKNOWN');
  });
});
