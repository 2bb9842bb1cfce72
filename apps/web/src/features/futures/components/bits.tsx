import type { ComponentProps, FormHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision, Percent } from '../../../components/ui/amount';
import type { Direction } from '../model/pair';
import { formatRiskRate, riskLevel } from '../model/risk';
import './futures.css';

/** A pair symbol as base in bold and quote in grey: BTC/USDT. */
export function PairLabel({ symbol }: { symbol: string }) {
  const [base, quote] = symbol.split('/');
  return (
    <span className="fut-pair-name">
      <span className="fut-pair-name__base">{base}</span>
      {quote ? <span className="fut-pair-name__quote">/{quote}</span> : null}
    </span>
  );
}

/** "Long" in green or "Short" in red. */
export function SideTag({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  return direction === 1 ? (
    <span className="fut-tag fut-tag--long">{t('futures.long')}</span>
  ) : (
    <span className="fut-tag fut-tag--short">{t('futures.short')}</span>
  );
}

/** A leverage as shown on chips and tags: 10×. */
export const leverageText = (leverage: number) => `${leverage}×`;

/** Decimals for a USDT figure: as many as it has, 2 to `max` (a fee of 0.650325 keeps them). */
export const usdtDigits = (value: string | null | undefined, max = 4) =>
  coinPrecision(value, 2, max);

/** A USDT figure with thousands separators and the decimals `usdtDigits` gives it. */
export function UsdtAmount({
  value,
  max,
  ...props
}: Omit<ComponentProps<typeof Amount>, 'value' | 'precision' | 'grouped'> & {
  value: string | null;
  max?: number;
}) {
  return <Amount value={value} precision={usdtDigits(value, max)} grouped {...props} />;
}

/** A form the app checks itself: no browser validation, and a submit never reloads the page. */
export function TicketForm({
  onSubmit,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  onSubmit: () => void;
}) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}

/** A risk rate in percent, coloured by how close it is to liquidation. */
export function RiskRate({ value, threshold }: { value: string | null; threshold?: string }) {
  const shown = formatRiskRate(value);
  const level = riskLevel(value, threshold);
  return (
    <span className={`fut-risk fut-risk--${level}`} data-risk={level}>
      <Percent value={shown} signed={false} />
    </span>
  );
}
