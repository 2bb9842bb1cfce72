import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronRightIcon } from '../../../components/ui/icons';
import type { WalletFieldError } from '../model/amount';
import { CoinAmount } from './coin-amount';
import { AmountInput, AmountSuffix, WalletError, WalletField } from './wallet-field';
import { SwapVerticalIcon } from './wallet-icons';

/**
 * The "from → to" card of a transfer or a conversion: two choosers and a button that swaps them,
 * with the error of the pair (a `fund.errors.*` key) under the card.
 */
export function RouteCard({
  from,
  to,
  swapLabel,
  onSwap,
  error,
}: {
  from: ReactNode;
  to: ReactNode;
  swapLabel: string;
  onSwap: () => void;
  error?: WalletFieldError;
}) {
  return (
    <>
      <section className="card wallet-route-card">
        <div className="wallet-route-card__accounts">
          {from}
          <span className="wallet-route-card__divider" />
          {to}
        </div>
        <button
          type="button"
          className="wallet-route-card__swap"
          aria-label={swapLabel}
          onClick={onSwap}
        >
          <SwapVerticalIcon />
        </button>
      </section>
      <WalletError error={error} />
    </>
  );
}

/** One side of a RouteCard: its label ("From"), what is chosen, and an arrow to change it. */
export function RouteSide({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="wallet-route-card__account"
      onClick={onClick}
      data-testid={testId}
    >
      <span className="wallet-route-card__side">{label}</span>
      <span className="wallet-route-card__name">{children}</span>
      <ChevronRightIcon className="wallet-route-card__arrow" />
    </button>
  );
}

/**
 * The amount of a money form: "Available …" beside the label, then the input with the coin and an
 * "all" button after it ("all" is off while the balance is unknown).
 */
export function AvailableAmountField({
  id,
  label,
  available,
  currency,
  error,
  value,
  onChange,
  onAll,
  placeholder,
}: {
  id: string;
  label: string;
  /** The balance the amount comes out of; null while unknown. */
  available: string | null;
  currency: string;
  error?: WalletFieldError;
  value: string;
  onChange: (value: string) => void;
  /** Fills in the most the user can send, e.g. the available balance. */
  onAll: () => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <WalletField
      id={id}
      label={label}
      aside={
        <>
          {t('fund.common.available')}{' '}
          {available === null ? '--' : <CoinAmount value={available} currency={currency} />}
        </>
      }
      error={error}
      suffix={<AmountSuffix currency={currency} disabled={available === null} onAll={onAll} />}
    >
      <AmountInput
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        invalid={Boolean(error)}
      />
    </WalletField>
  );
}

/** A labelled button that opens a picker sheet, with its error (a `fund.errors.*` key) under it. */
export function PickerField({
  label,
  error,
  onClick,
  testId,
  children,
}: {
  label: string;
  error?: WalletFieldError;
  onClick: () => void;
  testId: string;
  /** What is chosen, or a placeholder. */
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label">{label}</span>
      <button type="button" className="wallet-picker-button" onClick={onClick} data-testid={testId}>
        {children}
        <ChevronRightIcon className="wallet-picker-button__arrow" />
      </button>
      <WalletError error={error} />
    </div>
  );
}
