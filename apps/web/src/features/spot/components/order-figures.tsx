import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision } from '../../../components/ui/amount';
import type { SpotTicket } from '../hooks/use-spot-ticket';
import { asPercent } from '../model/quote-ladder';
import type { SpotPair } from '../model/spot-form';

function FigureRow({
  label,
  testId,
  children,
}: {
  label: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Under the form: what the account can spend, the estimated total, the fee and what arrives. */
export function OrderFigures({ pair, ticket }: { pair: SpotPair; ticket: SpotTicket }) {
  const { t } = useTranslation();
  const { loggedIn, summary } = ticket;
  const { estimate, spendable, spendCoin } = summary;
  return (
    <dl className="spot-figures">
      <FigureRow label={t('spot.available')} testId="spot-available">
        {loggedIn && spendable !== null ? (
          <Amount value={spendable} precision={coinPrecision(spendable, 2, 8)} suffix={spendCoin} />
        ) : (
          <span>-- {spendCoin}</span>
        )}
      </FigureRow>
      <FigureRow
        label={summary.isBuy ? t('spot.estimatedCost') : t('spot.estimatedValue')}
        testId="spot-total"
      >
        <Amount
          value={estimate.total}
          precision={coinPrecision(estimate.total, 2, 8)}
          suffix={pair.legal_name}
        />
      </FigureRow>
      <FigureRow
        label={
          <>
            {t('spot.fee')} <span className="spot-figures__rate">{asPercent(pair.fee_rate)}%</span>
          </>
        }
        testId="spot-fee"
      >
        <Amount
          value={estimate.fee}
          precision={coinPrecision(estimate.fee, 2, 10)}
          suffix={estimate.feeCurrency}
        />
      </FigureRow>
      <FigureRow label={t('spot.receive')} testId="spot-receive">
        <Amount
          value={estimate.receive}
          precision={coinPrecision(estimate.receive, 2, 10)}
          suffix={estimate.receiveCurrency}
        />
      </FigureRow>
    </dl>
  );
}
