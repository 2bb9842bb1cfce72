import { Amount } from '../../../components/ui/amount';

/** A coin amount at the coin's precision (zeros trimmed beyond 2), optionally signed and coloured. */
export function CoinAmount({
  value,
  currency,
  signed,
  colored,
  className,
}: {
  value: string | null | undefined;
  currency?: string;
  signed?: boolean;
  colored?: boolean;
  className?: string;
}) {
  return (
    <Amount
      value={value}
      kind="amount"
      signed={signed}
      colored={colored}
      suffix={currency}
      className={className}
    />
  );
}
