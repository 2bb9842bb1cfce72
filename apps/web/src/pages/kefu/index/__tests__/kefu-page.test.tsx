import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  Page,
  SupportConversationView,
  SupportMessageView,
  SupportSendView,
} from '@meridian/contract';

import { setToken, setUser } from '../../../../lib/session';
import { createFakeSocket } from '../../../../testing/market-fixtures';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { liveSocket } from '../../../../testing/socket-mock';
import { userView } from '../../../../testing/user-fixtures';
import { KefuPage } from '../kefu-page';

const USER = userView({ id: 7 });
const DUE = new Date(2026, 10, 27, 20, 30).getTime();

function message(overrides: Partial<SupportMessageView>): SupportMessageView {
  return {
    id: 1,
    conversation_id: 3,
    sender: 'user',
    text: '',
    image: null,
    reply_due_at: null,
    created_at: DUE - 12 * 3_600_000,
    ...overrides,
  };
}

function conversation(overrides: Partial<SupportConversationView> = {}): SupportConversationView {
  return {
    id: 3,
    status: 'open',
    operators_online: false,
    reply_hours: 12,
    ticket_due_at: null,
    unread: 0,
    ...overrides,
  };
}

const pageOf = (data: SupportMessageView[]): Page<SupportMessageView> => ({
  data,
  current_page: 1,
  per_page: 30,
  total: data.length,
  last_page: 1,
});

function open(extra: Record<string, unknown> = {}, state = conversation()) {
  setToken('t');
  setUser(USER);
  liveSocket.current = createFakeSocket();
  const mock = mockFetch({
    'GET /api/user/info': ok(USER),
    'GET /api/support/conversation': ok(state),
    'GET /api/support/messages': ok(pageOf([])),
    'POST /api/support/read': ok({ count: 0 }),
    ...extra,
  });
  renderPage(KefuPage, { path: '/pages/kefu/index' });
  return mock;
}

describe('customer service page', () => {
  it('says no one is online and the promised hours, then turns a message into a ticket', async () => {
    const sent: SupportSendView = {
      message: message({ id: 10, text: 'I cannot withdraw' }),
      notice: message({ id: 11, sender: 'system', reply_due_at: DUE }),
    };
    const { requests } = open({ 'POST /api/support/send': ok(sent) });
    expect((await screen.findByTestId('support-status')).textContent).toContain(
      'we reply within 12 hours',
    );
    expect(await screen.findByText('How can we help?')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: '  I cannot withdraw ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('I cannot withdraw')).toBeTruthy();
    expect(formSentTo(requests, '/api/support/send')).toMatchObject({ text: 'I cannot withdraw' });
    expect(screen.getByTestId('support-ticket-notice').textContent).toContain(
      'We will reply by 2026-11-27 20:30',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('');
  });

  it('shows a live reply from customer service and reads it', async () => {
    const { requests } = open(
      { 'GET /api/support/messages': ok(pageOf([message({ id: 1, text: 'Hello?' })])) },
      conversation({ operators_online: true }),
    );
    expect((await screen.findByTestId('support-status')).textContent).toContain('is online');
    await screen.findByText('Hello?');
    act(() =>
      liveSocket.current!.emit('support_message', {
        unread: 1,
        message: message({ id: 2, sender: 'operator', text: 'Hi, how can I help?' }),
      }),
    );
    expect(await screen.findByText('Hi, how can I help?')).toBeTruthy();
    expect(screen.getAllByText('Customer service').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/support/read')).toBe(
        true,
      ),
    );
  });

  it('sends nothing empty and says why', async () => {
    const { requests } = open();
    await screen.findByText('How can we help?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/support/send')).toBe(false));
  });
});
