import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatHistoryView, ChatMessageView, ChatStateView } from '@meridian/contract';

import { setToken, setUser } from '../../../../lib/session';
import { createFakeSocket } from '../../../../testing/market-fixtures';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { liveSocket } from '../../../../testing/socket-mock';
import { userView } from '../../../../testing/user-fixtures';
import { ChatPage } from '../chat-page';

const USER = userView({ id: 7, nickname: 'Ming' });

function message(id: number, extra: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id,
    room: 'en',
    nickname: `Ana${id}`,
    body: `message ${id}`,
    image: null,
    created_at: Date.now() - 60_000,
    mine: false,
    reported: false,
    ...extra,
  };
}

function state(me: ChatStateView['me']): ChatStateView {
  return {
    rooms: ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'],
    allow_links: false,
    allow_images: false,
    max_length: 500,
    min_interval_seconds: 3,
    per_minute: 20,
    me,
  };
}

const ME = { nickname: 'Ming', blocked: null, muted_until: null };

function open(
  me: ChatStateView['me'],
  pages: Record<string, ChatHistoryView>,
  extra: Record<string, unknown> = {},
) {
  if (me) {
    setToken('t');
    setUser(USER);
  }
  const mock = mockFetch({
    'GET /api/user/info': ok(USER),
    'GET /api/chat/state': ok(state(me)),
    'GET /api/chat/messages': (r: { query: URLSearchParams }) =>
      ok(
        pages[`${r.query.get('room')}:${r.query.get('before') ?? ''}`] ?? {
          data: [],
          has_more: false,
        },
      ),
    ...extra,
  });
  renderPage(ChatPage, { path: '/pages/chat/index' });
  return mock;
}

const bodies = () => screen.getAllByTestId('chat-message').map((li) => li.textContent);

describe('chat page', () => {
  it('shows the room of the display language, oldest first, and pages in older messages', async () => {
    liveSocket.current = createFakeSocket();
    const { requests } = open(ME, {
      'en:': { data: [message(5), message(4, { mine: true })], has_more: true },
      'en:4': { data: [message(3)], has_more: false },
    });
    await screen.findByText('message 5');
    expect(bodies()).toEqual([
      expect.stringContaining('message 4'),
      expect.stringContaining('message 5'),
    ]);
    expect(bodies()[0]).toContain('You');
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(liveSocket.current.subscriptions).toContainEqual({ rooms: ['chat:en'] });
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('message 3');
    expect(bodies()[0]).toContain('message 3');
    expect(
      requests.filter((r) => r.path === '/api/chat/messages').map((r) => r.query.get('before')),
    ).toEqual([null, '4']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('adds live messages and drops deleted ones without asking the server', async () => {
    const socket = createFakeSocket();
    liveSocket.current = socket;
    const { requests } = open(ME, { 'en:': { data: [message(2)], has_more: false } });
    await screen.findByText('message 2');
    const reads = requests.length;
    act(() => socket.emit('chat_message', message(3, { body: 'live one' })));
    await screen.findByText('live one');
    act(() => socket.emit('chat_message', message(9, { room: 'zh', body: 'other room' })));
    act(() => socket.emit('chat_deleted', { room: 'en', id: 2 }));
    await waitFor(() => expect(screen.queryByText('message 2')).toBeNull());
    expect(screen.queryByText('other room')).toBeNull();
    expect(requests.length).toBe(reads);
  });

  it('sends a message, and says before sending that links are off', async () => {
    const { requests } = open(
      ME,
      { 'en:': { data: [], has_more: false } },
      {
        'POST /api/chat/send': ok(message(10, { body: 'hello all', mine: true, nickname: 'Ming' })),
      },
    );
    const input = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'free coins at pump.io' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Links are not allowed in the chat room; remove the address.',
    );
    expect(requests.some((r) => r.path === '/api/chat/send')).toBe(false);
    fireEvent.change(input, { target: { value: '  hello all ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('hello all');
    expect(formSentTo(requests, '/api/chat/send')).toMatchObject({ room: 'en', body: 'hello all' });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('disables the composer with the reason: a visitor, no nickname, muted', async () => {
    open(null, {});
    expect((await screen.findByTestId('chat-blocked')).textContent).toContain(
      'Log in to post in the chat room.',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });

  it('links a user without a nickname to their profile', async () => {
    open({ nickname: 'UABC123', blocked: 'nickname', muted_until: null }, {});
    const notice = await screen.findByTestId('chat-blocked');
    expect(notice.textContent).toContain('Choose a nickname to post in the chat room.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Set nickname' }));
    await screen.findByTestId('elsewhere');
  });

  it('reports a message with a reason, which then shows as reported', async () => {
    const { requests } = open(
      ME,
      { 'en:': { data: [message(4, { nickname: 'Spammer' })], has_more: false } },
      { 'POST /api/chat/report': ok({ id: 4, reported: true }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Report the message from Spammer' }));
    const sheet = await screen.findByTestId('chat-report-sheet');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Scam or fraud' }));
    await screen.findByText('Reported');
    expect(formSentTo(requests, '/api/chat/report')).toEqual({
      id: '4',
      reason: 'scam',
      lang: 'en',
    });
  });
});
