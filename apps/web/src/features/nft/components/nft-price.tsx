import { Amount, coinPrecision, formatAmount } from '../../../components/ui/amount';

/** A price in its coin with the decimals it has (0.00012345 BTC keeps them; 25 shows 25.00). */
export function NftPrice({
  value,
  currency,
  className,
}: {
  value: string;
  currency: string | null;
  className?: string;
}) {
  return (
    <Amount
      className={className}
      value={value}
      precision={coinPrecision(value)}
      suffix={currency ?? undefined}
    />
  );
}

/** The same price as text, for a confirmation's sentence. */
export function nftPriceText(value: string, locale: string): string {
  return formatAmount(value, { precision: coinPrecision(value), grouped: true, locale }) ?? value;
}
