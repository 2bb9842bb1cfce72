import { Amount } from '../../../components/ui/amount';
import { displayPrecision } from '../model/wallet-summary';

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
      precision={displayPrecision(value)}
      grouped
      signed={signed}
      colored={colored}
      suffix={currency}
      className={className}
    />
  );
}
