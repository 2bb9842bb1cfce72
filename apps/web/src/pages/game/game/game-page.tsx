import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GAME, type GameStateView, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Amount, Price } from '../../../components/ui/amount';
import { InfoIcon } from '../../../components/ui/icons';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { gameQueries } from '../../../features/game/api/game-queries';
import { FlashValue, marketQueries, useLiveQuotations } from '../../../features/market';
import { useSession } from '../../../lib/session';
import { Leaderboard } from './leaderboard';
import { OptionExample } from './option-example';
import { PredictButtons } from './predict-buttons';
import { LastResult, OpenRound, RecentRounds } from './rounds';
import './game.css';

/** The game pair's live price from the quotations the socket keeps current. */
function LivePrice({ pair, symbol }: { pair: QuotationView | undefined; symbol: string }) {
  const { t } = useTranslation();
  const price = pair?.now_price ?? null;
  return (
    <div className="game-live" data-testid="game-live-price">
      <span className="game-live__label">{t('game.livePrice', { symbol })}</span>
      <FlashValue value={price}>
        <Price className="game-live__price" value={price} precision={pair?.price_precision} />
      </FlashValue>
    </div>
  );
}

/** Points, this week's points, the streak and the rounds left today. */
function Scores({ state }: { state: GameStateView }) {
  const { t } = useTranslation();
  const facts = [
    ['points', t('game.pointsTotal'), state.points_total],
    ['week', t('game.pointsWeek'), state.points_week],
    ['streak', t('game.streak'), state.streak],
    ['left', t('game.roundsLeft'), state.rounds_left_today],
  ] as const;
  return (
    <dl className="game-scores">
      {facts.map(([key, label, value]) => (
        <div key={key} data-testid={`game-${key}`}>
          <dt>{label}</dt>
          <dd>
            <Amount value={value} precision={0} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Reads the leaderboard again when the watched round is decided: its points may move the caller. */
function useRefreshOnResult(state: GameStateView | undefined, owner: number) {
  const queryClient = useQueryClient();
  const openId = state?.open?.id ?? null;
  const watched = useRef<number | null>(null);
  useEffect(() => {
    if (openId !== null) watched.current = openId;
    else if (watched.current !== null)
      void queryClient.invalidateQueries({ queryKey: gameQueries.leaderboard(owner).queryKey });
  }, [openId, owner, queryClient]);
}

/**
 * The price game (issue #20 item 6): a free call on whether BTC/USDT is higher or lower in 60 s,
 * for points only. The open round counts down, then waits for the recorded feed to decide it;
 * each result also says what it would have meant as a real option.
 */
export function GamePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const owner = user?.id ?? 0;
  const state = useQuery(gameQueries.state(owner));
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  useRefreshOnResult(state.data, owner);

  const symbol = state.data?.symbol ?? GAME.symbol;
  const pair = quotations.data?.find((q) => q.symbol === symbol);

  return (
    <PageShell title={t('game.title')} className="game-page">
      <section className="card game-head" aria-labelledby="game-free">
        <p className="notice game-free" id="game-free" data-testid="game-free">
          <InfoIcon />
          <span>
            <strong>{t('game.free')}</strong>{' '}
            {t('game.freeDetail', {
              symbol,
              seconds: GAME.seconds,
              points: state.data?.win_points ?? GAME.winPoints,
            })}
          </span>
        </p>
        <LivePrice pair={pair} symbol={symbol} />
        {state.data ? <Scores state={state.data} /> : null}
      </section>
      {state.data ? (
        <>
          <PredictButtons state={state.data} />
          {state.data.open ? (
            <OpenRound round={state.data.open} pair={pair} />
          ) : (
            <LastResult round={state.data.recent[0]} pair={pair} />
          )}
          <OptionExample example={state.data.options_example} seconds={state.data.seconds} />
          <RecentRounds rounds={state.data.recent} pair={pair} />
          <Leaderboard owner={owner} />
        </>
      ) : (
        <QueryFallback query={state} />
      )}
    </PageShell>
  );
}
