import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameLeaderView, GameRoundView, GameStateView } from '@meridian/contract';

import { setToken, setUser } from '../../../../lib/session';
import { quotation } from '../../../../testing/market-fixtures';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { GamePage } from '../game-page';

const USER = userView({ id: 7, nickname: 'Ming' });

function round(overrides: Partial<GameRoundView> = {}): GameRoundView {
  return {
    id: 1,
    direction: 'up',
    open_price: '65000',
    open_time: Date.now() - 30_000,
    close_at: Date.now() + 30_000,
    close_price: null,
    close_time: null,
    outcome: 'pending',
    points: 0,
    ...overrides,
  };
}

function state(overrides: Partial<GameStateView> = {}): GameStateView {
  return {
    symbol: 'BTC/USDT',
    seconds: 60,
    win_points: 10,
    points_total: 30,
    points_week: 20,
    streak: 2,
    rounds_left_today: 17,
    open: null,
    recent: [],
    options_example: {
      stake: '10',
      profit_ratio: '0.85',
      payout_if_won: '18.5',
      breakeven_win_rate: '0.54054054',
    },
    ...overrides,
  };
}

const BOARD: GameLeaderView[] = [
  { rank: 1, nickname: 'Ana', points: 1250, me: false },
  { rank: 2, nickname: 'Ming', points: 20, me: true },
];

function open(game: GameStateView, extra: Record<string, unknown> = {}) {
  setToken('t');
  setUser(USER);
  const mock = mockFetch({
    'GET /api/user/info': ok(USER),
    'GET /api/game/state': ok(game),
    'GET /api/game/leaderboard': ok(BOARD),
    'GET /api/currency/quotation_new': ok([quotation({ now_price: '65123.45' })]),
    ...extra,
  });
  renderPage(GamePage, { path: '/pages/game/game' });
  return mock;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('game page', () => {
  it('with no round open: says it is free, shows the live price and scores, and makes a call', async () => {
    const { requests } = open(state(), {
      'POST /api/game/predict': ok(round()),
    });
    expect((await screen.findByTestId('game-free')).textContent).toContain(
      'Free game — points only, no money.',
    );
    expect((await screen.findByTestId('game-live-price')).textContent).toContain('65,123.45');
    expect(screen.getByTestId('game-points').textContent).toContain('30');
    expect(screen.getByTestId('game-week').textContent).toContain('20');
    expect(screen.getByTestId('game-streak').textContent).toContain('2');
    expect(screen.getByTestId('game-left').textContent).toContain('17');
    expect(screen.getByText('No rounds yet. Make your first call above.')).toBeTruthy();
    // The caller's own row on the weekly leaderboard is marked.
    const rows = await screen.findAllByTestId('game-board-row');
    expect(rows[0]?.textContent).toContain('1,250');
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(within(rows[1]!).getByText('You')).toBeTruthy();

    expect(button('Higher').disabled).toBe(false);
    fireEvent.click(button('Higher'));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/game/predict')?.form.get('direction')).toBe(
        'up',
      ),
    );
  });

  it('with a round open: the call, the open price, the countdown, and Higher/Lower disabled', async () => {
    open(state({ open: round({ direction: 'down', close_at: Date.now() + 30_000 }) }));
    const card = await screen.findByTestId('game-open-round');
    expect(within(card).getByText('Lower')).toBeTruthy();
    expect(within(card).getByText('65,000.00')).toBeTruthy();
    expect(within(card).getByText('Time left')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toMatch(/^00:(29|30)$/);
    expect(button('Higher').disabled).toBe(true);
    expect(button('Lower').disabled).toBe(true);
    expect(screen.getByTestId('game-call-reason').textContent).toBe(
      "Wait for your open round's result before the next call.",
    );
  });

  it('says "deciding…" once the round has closed and is not yet settled', async () => {
    open(state({ open: round({ close_at: Date.now() - 1_000 }) }));
    const card = await screen.findByTestId('game-open-round');
    expect(within(card).getByText('Deciding…')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toBe('00:00');
  });

  it('shows a won round with both prices and its points, in the result and the recent list', async () => {
    const won = round({
      close_price: '65010.5',
      close_time: Date.now(),
      close_at: Date.now() - 1_000,
      outcome: 'won',
      points: 10,
    });
    open(state({ recent: [won, round({ id: 0, outcome: 'lost', close_price: '64990' })] }));
    const result = await screen.findByTestId('game-result');
    expect(within(result).getByRole('status').textContent).toContain('Right');
    expect(within(result).getByRole('status').textContent).toContain('+10 points');
    expect(within(result).getByText('65,000.00')).toBeTruthy();
    expect(within(result).getByText('65,010.50')).toBeTruthy();
    const rows = screen.getAllByTestId('game-recent-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('65,000.00');
    expect(rows[0]?.textContent).toContain('65,010.50');
    expect(rows[1]?.textContent).toContain('Wrong');
    expect(rows[1]?.textContent).toContain('No points');
  });

  it('disables the calls when the day is used up, and says why', async () => {
    open(state({ rounds_left_today: 0 }));
    expect((await screen.findByTestId('game-call-reason')).textContent).toBe(
      'You have played all 20 rounds for today; come back tomorrow (UTC).',
    );
    expect(button('Higher').disabled).toBe(true);
    expect(button('Lower').disabled).toBe(true);
  });

  it('explains the call as a real option, or says none is published', async () => {
    open(state());
    expect((await screen.findByTestId('game-example-payout')).textContent).toContain('18.50');
    expect(screen.getByTestId('game-example-breakeven').textContent).toBe('54.05%');
  });

  it('says when no 60 s option is published', async () => {
    open(
      state({
        options_example: {
          stake: '10',
          profit_ratio: null,
          payout_if_won: null,
          breakeven_win_rate: null,
        },
      }),
    );
    expect((await screen.findByTestId('game-example-none')).textContent).toBe(
      'No 60 s option is published right now, so there is no real-option comparison.',
    );
  });
});
