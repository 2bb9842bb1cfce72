import type { GameDirection, GameOutcome, GameRoundView, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Price } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { lineIcon } from '../../../components/ui/line-icon';
import { useNow } from '../../../lib/use-now';
import { formatTimeLeft, roundPhase } from '../../../features/game/model/round';

const ArrowUpIcon = lineIcon(<path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />, { strokeWidth: 2.2 });
const ArrowDownIcon = lineIcon(<path d="M12 5v14M5.5 12.5 12 19l6.5-6.5" />, { strokeWidth: 2.2 });

/** The arrow of a call; decorative, as the word beside it names the direction. */
export function DirectionIcon({ direction }: { direction: GameDirection }) {
  return direction === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />;
}

/** The status tag's tone of an outcome: won green, lost red, the rest grey. */
const OUTCOME_TONE: Record<GameOutcome, string> = {
  won: 'up',
  lost: 'down',
  draw: 'flat',
  void: 'flat',
  pending: 'gold',
};

function OutcomeTag({ outcome }: { outcome: GameOutcome }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${OUTCOME_TONE[outcome]} game-outcome`}>
      {t(`game.outcome.${outcome}`)}
    </span>
  );
}

function DirectionTag({ direction }: { direction: GameDirection }) {
  const { t } = useTranslation();
  return (
    <span className={`game-direction game-direction--${direction}`}>
      <DirectionIcon direction={direction} />
      {t(direction === 'up' ? 'game.higher' : 'game.lower')}
    </span>
  );
}

/** "+10 points" for a right call, "No points" otherwise (points never go down). */
function PointsText({ points }: { points: number }) {
  const { t } = useTranslation();
  if (points <= 0)
    return <span className="game-points game-points--none">{t('game.noPoints')}</span>;
  return (
    <span className="game-points">
      <Amount value={points} precision={0} signed /> {t('game.pointsUnit')}
    </span>
  );
}

interface RoundProps {
  round: GameRoundView;
  /** The game pair's quotation: its live price and its price precision. */
  pair: QuotationView | undefined;
}

/** A round's prices, labelled, at the pair's precision. */
function PriceFacts({
  pair,
  rows,
}: {
  pair: QuotationView | undefined;
  rows: [key: string, label: string, price: string | null][];
}) {
  return (
    <DetailList
      className="game-facts"
      rows={rows.map(([key, label, price]) => ({
        key,
        label,
        value: <Price value={price} precision={pair?.price_precision} />,
      }))}
    />
  );
}

/** The open round: the call, the open price, the countdown to close_at, then "deciding…". */
export function OpenRound({ round, pair }: RoundProps) {
  const { t } = useTranslation();
  const now = useNow(true);
  const phase = roundPhase(round, now);
  return (
    <section
      className="card game-round"
      aria-labelledby="game-round-title"
      data-testid="game-open-round"
    >
      <div className="game-round__head">
        <h2 className="content__title" id="game-round-title">
          {t('game.openRound')}
        </h2>
        <DirectionTag direction={round.direction} />
      </div>
      <div className="game-round__clock">
        <span className="game-round__clock-label">
          {phase === 'counting' ? t('game.timeLeft') : t('game.deciding')}
        </span>
        {/* A timer is not announced every second; the result is (the status below). */}
        <span className="game-round__countdown mono" role="timer" data-testid="game-countdown">
          {formatTimeLeft(round.close_at, now)}
        </span>
      </div>
      <PriceFacts
        pair={pair}
        rows={[
          ['open', t('game.openPrice'), round.open_price],
          ['now', t('game.nowPrice'), pair?.now_price ?? null],
        ]}
      />
    </section>
  );
}

/** The latest decided round: its outcome with both prices and what it earned. */
export function LastResult({
  round,
  pair,
}: {
  round: GameRoundView | undefined;
  pair?: QuotationView;
}) {
  const { t } = useTranslation();
  if (!round) return null;
  return (
    <section
      className="card game-round"
      aria-labelledby="game-result-title"
      data-testid="game-result"
    >
      <div className="game-round__head">
        <h2 className="content__title" id="game-result-title">
          {t('game.lastResult')}
        </h2>
        <DirectionTag direction={round.direction} />
      </div>
      {/* Announced when it replaces the countdown. */}
      <p className="game-result__line" role="status">
        <OutcomeTag outcome={round.outcome} /> <PointsText points={round.points} />
      </p>
      <PriceFacts
        pair={pair}
        rows={[
          ['open', t('game.openPrice'), round.open_price],
          ['close', t('game.closePrice'), round.close_price],
        ]}
      />
    </section>
  );
}

/** The recent decided rounds: outcome, open → close price, points. */
export function RecentRounds({ rounds, pair }: { rounds: GameRoundView[]; pair?: QuotationView }) {
  const { t } = useTranslation();
  return (
    <section className="card game-recent" aria-labelledby="game-recent-title">
      <h2 className="content__title" id="game-recent-title">
        {t('game.recent')}
      </h2>
      {rounds.length === 0 ? (
        <p className="game-empty">{t('game.noRecent')}</p>
      ) : (
        <ul className="game-recent__list">
          {rounds.map((round) => (
            <li key={round.id} className="game-recent__row" data-testid="game-recent-row">
              <span className="game-recent__call">
                <DirectionTag direction={round.direction} />
                <OutcomeTag outcome={round.outcome} />
              </span>
              <span className="game-recent__prices">
                <Price value={round.open_price} precision={pair?.price_precision} />
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">{t('game.to')}</span>
                <Price value={round.close_price} precision={pair?.price_precision} />
              </span>
              <PointsText points={round.points} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
