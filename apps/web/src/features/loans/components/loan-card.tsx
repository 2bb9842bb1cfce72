import { useState, type ReactNode } from 'react';
import { formatDateTime, type LoanCollateralView, type LoanView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { CoinBadge } from '../../../components/ui/coin-badge';
import { InfoIcon } from '../../../components/ui/icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import type { LoanEnv } from '../model/loan-env';
import { livePicture } from '../model/loan-forms';
import { LoanActionSheet, type LoanAction } from './loan-action-sheet';
import { useLoanFormat } from './loan-format';
import { LoanHistory } from './loan-history';
import { LoanLines } from './loan-lines';
import { LtvMeter } from './ltv-meter';

interface CardProps {
  loan: LoanView;
  /** The collateral coin's precisions (from the config); absent for a coin since switched off. */
  coin: LoanCollateralView | undefined;
  owner: number;
  env: LoanEnv;
}

/** The history, opened on demand under a card. */
function HistoryToggle({
  loan,
  owner,
  pricePrecision,
}: {
  loan: LoanView;
  owner: number;
  pricePrecision: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `loan-history-${loan.id}`;
  return (
    <>
      <button
        type="button"
        className="loan-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('loans.hideHistory') : t('loans.showHistory')}
      </button>
      <div id={id} hidden={!open}>
        {open ? (
          <LoanHistory owner={owner} loanId={loan.id} pricePrecision={pricePrecision} />
        ) : null}
      </div>
    </>
  );
}

function CardHead({ loan, titleId, tag }: { loan: LoanView; titleId: string; tag: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="loan-card__head">
      <CoinBadge name={loan.currency} size={28} />
      <h3 id={titleId} className="loan-card__title">
        {t('loans.loanTitle', { coin: loan.currency, id: loan.id })}
      </h3>
      {tag}
    </div>
  );
}

/**
 * One open loan, live: its LTV at the feed price the socket brings, with the margin-call and
 * liquidation prices, a notice once the margin call is reached, and repay, add and withdraw.
 */
export function LoanCard({ loan, coin, owner, env }: CardProps) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const [action, setAction] = useState<LoanAction | null>(null);
  const pricePrecision = coin?.price_precision ?? 2;
  const amountPrecision = coin?.amount_precision ?? 8;
  const price = env.priceOf(loan.symbol) ?? loan.price;
  const live = livePicture(loan, price, amountPrecision);
  const titleId = `loan-${loan.id}`;
  const called = live.zone === 'margin_call' || live.zone === 'liquidation' || loan.margin_called;

  return (
    <article className="card loan-card" aria-labelledby={titleId} data-testid="loan-card">
      <CardHead loan={loan} titleId={titleId} tag={null} />
      <LtvMeter ltv={live.ltv} zone={live.zone} testId="loan-ltv" legend />
      {called ? (
        <p className="notice notice--warning loan-call" role="alert" data-testid="loan-margin-call">
          <InfoIcon />
          <span>
            <strong>{t('loans.marginCallTitle')}</strong>{' '}
            {t('loans.marginCallText', {
              price: f.trigger(live.liquidationPrice, pricePrecision),
              pair: loan.symbol,
            })}
          </span>
        </p>
      ) : null}
      <LoanLines
        testId={`loan-lines-${loan.id}`}
        rows={[
          { key: 'debt', label: t('loans.debt'), value: f.usdt(live.debt), className: 'is-strong' },
          { key: 'interest', label: t('loans.interestOwed'), value: f.usdt(loan.interest) },
          {
            key: 'collateral',
            label: t('loans.collateral'),
            value: f.amount(loan.collateral, loan.currency),
          },
          { key: 'apr', label: t('loans.apr'), value: f.percent(loan.apr) },
          { key: 'nextHour', label: t('loans.nextHour'), value: f.usdt(loan.next_hour_interest) },
          {
            key: 'price',
            label: t('loans.priceNow', { pair: loan.symbol }),
            value: f.price(price, pricePrecision),
          },
          {
            key: 'marginCall',
            label: t('loans.marginCallAt'),
            value: f.trigger(live.marginCallPrice, pricePrecision),
          },
          {
            key: 'liquidation',
            label: t('loans.liquidationAt'),
            value: f.trigger(live.liquidationPrice, pricePrecision),
          },
          {
            key: 'withdrawable',
            label: t('loans.withdrawable'),
            value: f.amount(live.withdrawable, loan.currency),
          },
          {
            key: 'openPrice',
            label: t('loans.openPrice', { pair: loan.symbol }),
            value: f.price(loan.open_price, pricePrecision),
          },
          { key: 'opened', label: t('loans.opened'), value: formatDateTime(loan.created_at) },
        ]}
      />
      <div className="loan-card__actions">
        <PrimaryButton inline size="middle" onClick={() => setAction('repay')}>
          {t('loans.repay')}
        </PrimaryButton>
        <PrimaryButton inline size="middle" fill="outline" onClick={() => setAction('add')}>
          {t('loans.addCollateral')}
        </PrimaryButton>
        <PrimaryButton inline size="middle" fill="outline" onClick={() => setAction('withdraw')}>
          {t('loans.withdrawCollateral')}
        </PrimaryButton>
      </div>
      <HistoryToggle loan={loan} owner={owner} pricePrecision={pricePrecision} />
      <LoanActionSheet
        action={action}
        onClose={() => setAction(null)}
        loan={loan}
        env={env}
        pricePrecision={pricePrecision}
        amountPrecision={amountPrecision}
      />
    </article>
  );
}

/**
 * A repaid or liquidated loan. A liquidation says at which recorded tick (price and time) the
 * engine sold, how much it sold for the debt, and what came back.
 */
export function ClosedLoanCard({ loan, coin, owner }: Omit<CardProps, 'env'>) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const pricePrecision = coin?.price_precision ?? 2;
  const titleId = `loan-${loan.id}`;
  const liq = loan.liquidation;
  const tag = (
    <span
      className={`status-tag status-tag--${loan.status === 'liquidated' ? 'down' : 'flat'} loan-zone`}
    >
      {t(`loans.status.${loan.status}`)}
    </span>
  );
  return (
    <article className="card loan-card" aria-labelledby={titleId} data-testid="loan-closed">
      <CardHead loan={loan} titleId={titleId} tag={tag} />
      <LoanLines
        testId={`loan-lines-${loan.id}`}
        rows={[
          { key: 'borrowed', label: t('loans.borrowed'), value: f.usdt(loan.borrowed) },
          {
            key: 'collateral',
            label: t('loans.collateral'),
            value: f.amount(loan.collateral, loan.currency),
          },
          { key: 'apr', label: t('loans.apr'), value: f.percent(loan.apr) },
          {
            key: 'openPrice',
            label: t('loans.openPrice', { pair: loan.symbol }),
            value: f.price(loan.open_price, pricePrecision),
          },
          { key: 'opened', label: t('loans.opened'), value: formatDateTime(loan.created_at) },
          loan.status === 'repaid' &&
            loan.closed_at !== null && {
              key: 'closed',
              label: t('loans.repaidAt'),
              value: formatDateTime(loan.closed_at),
            },
          liq && {
            key: 'tick',
            label: t('loans.tickPrice', { pair: loan.symbol }),
            value: f.price(liq.price, pricePrecision),
            className: 'is-strong',
          },
          liq && {
            key: 'tickTime',
            label: t('loans.tickTime'),
            value: formatDateTime(liq.tick_time),
          },
          liq && { key: 'repaid', label: t('loans.debtRepaid'), value: f.usdt(liq.debt) },
          liq && { key: 'sold', label: t('loans.sold'), value: f.amount(liq.sold, loan.currency) },
          liq && {
            key: 'returned',
            label: t('loans.returned'),
            value: f.amount(liq.returned, loan.currency),
          },
          liq &&
            liq.surplus !== '0' && {
              key: 'surplus',
              label: t('loans.surplus'),
              value: f.usdt(liq.surplus),
            },
          liq &&
            liq.shortfall !== '0' && {
              key: 'shortfall',
              label: t('loans.shortfall'),
              value: f.usdt(liq.shortfall),
            },
        ]}
      />
      <HistoryToggle loan={loan} owner={owner} pricePrecision={pricePrecision} />
    </article>
  );
}
