import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { FeeWithCoupon } from '../../coupons';
import type { SpotTicket } from '../hooks/use-spot-ticket';
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

/** A coin figure in the one amount style: up to `max` decimals, zeros trimmed beyond 2. */
function CoinAmount({ value, max, suffix }: { value: string | null; max: number; suffix: string }) {
  return <Amount value={value} kind="amount" precision={max} suffix={suffix} />;
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
          <CoinAmount value={spendable} max={8} suffix={spendCoin} />
        ) : (
          <span>-- {spendCoin}</span>
        )}
      </FigureRow>
      <FigureRow
        label={summary.isBuy ? t('spot.estimatedCost') : t('spot.estimatedValue')}
        testId="spot-total"
      >
        <CoinAmount value={estimate.total} max={8} suffix={pair.legal_name} />
      </FigureRow>
      <FigureRow
        label={
          <>
            {t('spot.fee')}{' '}
            <Percent
              className="spot-figures__rate"
              value={pair.fee_rate}
              ratio
              signed={false}
              precision={4}
              trimTo={2}
            />
          </>
        }
        testId="spot-fee"
      >
        <FeeWithCoupon
          kind="spot_fee"
          fee={estimate.fee}
          enabled={loggedIn}
          render={(fee) => <CoinAmount value={fee} max={10} suffix={estimate.feeCurrency} />}
        />
      </FigureRow>
      <FigureRow label={t('spot.receive')} testId="spot-receive">
        <CoinAmount value={estimate.receive} max={10} suffix={estimate.receiveCurrency} />
      </FigureRow>
    </dl>
  );
}
