import { Amount, coinPrecision } from '../../../components/ui/amount';

/** A coin amount with the decimals it has (2 to 8), optionally signed and coloured. */
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
      precision={coinPrecision(value)}
      grouped
      signed={signed}
      colored={colored}
      suffix={currency}
      className={className}
    />
  );
}
