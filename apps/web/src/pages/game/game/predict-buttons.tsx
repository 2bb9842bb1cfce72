import { GAME, type GameDirection, type GameStateView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { usePredict } from '../../../features/game/api/game-queries';
import { predictBlock } from '../../../features/game/model/round';
import { useOnline } from '../../../lib/use-online';
import { DirectionIcon } from './rounds';

/**
 * Higher and Lower: one call per round. Disabled while a round is open or none are left today,
 * and the reason is said under them (and tied to them, so a screen reader hears it too).
 */
export function PredictButtons({ state }: { state: GameStateView }) {
  const { t } = useTranslation();
  const online = useOnline();
  const predict = usePredict();
  const block = predictBlock(state);
  const disabled = block !== null || predict.isPending || !online;
  const reason =
    block === 'open'
      ? t('game.blockedOpen')
      : block === 'limit'
        ? t('game.blockedLimit', { count: GAME.dailyRounds })
        : t('game.callHint', { seconds: state.seconds });
  const call = (direction: GameDirection) => predict.mutate(direction);
  return (
    <section className="game-call" aria-label={t('game.yourCall')}>
      <div className="game-call__buttons">
        {(['up', 'down'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={`game-call__button game-call__button--${direction}`}
            disabled={disabled}
            aria-describedby="game-call-reason"
            onClick={() => call(direction)}
          >
            <DirectionIcon direction={direction} />
            {t(direction === 'up' ? 'game.higher' : 'game.lower')}
          </button>
        ))}
      </div>
      <p
        id="game-call-reason"
        className={block ? 'game-call__reason game-call__reason--blocked' : 'game-call__reason'}
        data-testid="game-call-reason"
      >
        {reason}
      </p>
    </section>
  );
}
