import type { GameOptionsExample } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import {
  Amount,
  formatAmount,
  formatPercentText,
  useNumberLocale,
} from '../../../components/ui/amount';

/**
 * What the same call would have meant as a real option of the published 60 s duration: the
 * stake, what a right call pays back, and the share of right calls needed just to break even.
 */
export function OptionExample({
  example,
  seconds,
}: {
  example: GameOptionsExample;
  seconds: number;
}) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const published = example.payout_if_won !== null && example.breakeven_win_rate !== null;
  const rate = formatPercentText(example.breakeven_win_rate, {
    ratio: true,
    signed: false,
    precision: 2,
    trimTo: 0,
    locale,
  });
  const payout = formatAmount(example.payout_if_won, { kind: 'amount', locale });
  return (
    <section
      className="card game-example"
      aria-labelledby="game-example-title"
      data-testid="game-example"
    >
      <h2 className="content__title" id="game-example-title">
        {t('game.example.title')}
      </h2>
      {published ? (
        <>
          <dl className="game-facts">
            <div>
              <dt>{t('game.example.stake')}</dt>
              <dd>
                <Amount kind="amount" value={example.stake} suffix="USDT" />
              </dd>
            </div>
            <div>
              <dt>{t('game.example.payout')}</dt>
              <dd data-testid="game-example-payout">
                <Amount kind="amount" value={example.payout_if_won} suffix="USDT" />
              </dd>
            </div>
            <div>
              <dt>{t('game.example.breakeven')}</dt>
              <dd data-testid="game-example-breakeven">{rate}</dd>
            </div>
          </dl>
          <p className="game-example__text">
            {t('game.example.explain', { seconds, payout, rate })}
          </p>
        </>
      ) : (
        <p className="game-example__text" data-testid="game-example-none">
          {t('game.example.none', { seconds })}
        </p>
      )}
    </section>
  );
}
