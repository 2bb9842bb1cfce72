import type { WithdrawInfoView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { FeeWithCoupon } from '../../../features/coupons';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { InfoLines, type InfoLine } from '../../../features/wallet/components/info-lines';
import '../../../features/wallet/components/wallet.css';

/** The fee, with a usable withdrawal coupon's discount (given back when the payout takes it). */
function WithdrawFee({ fee, coin }: { fee: string; coin: string }) {
  return (
    <FeeWithCoupon
      kind="withdraw_fee"
      fee={fee}
      enabled
      render={(value) => <CoinAmount value={value ?? '0'} currency={coin} />}
    />
  );
}

/** Minimum, fee, the remaining allowance and what arrives, under the withdrawal form. */
export function WithdrawFigures({
  info,
  receive,
}: {
  info: WithdrawInfoView;
  receive: string | null;
}) {
  const { t } = useTranslation();
  const coin = info.currency_name;
  const limitLine: InfoLine = {
    key: 'limit',
    label: t('fund.withdraw.remaining'),
    value:
      // A cap, not a balance: 15.8M reads better than 15,844,586.00978752 (SPEC.md §9 M/K).
      info.remaining_amount !== null ? (
        <Amount value={info.remaining_amount} compact suffix={coin} />
      ) : (
        <Amount value={info.remaining_btc_24h} compact suffix="BTC" />
      ),
  };
  const lines: InfoLine[] = [
    {
      key: 'min',
      label: t('fund.withdraw.min'),
      value: <CoinAmount value={info.min} currency={coin} />,
    },
    {
      key: 'fee',
      label: t('fund.withdraw.fee'),
      value: <WithdrawFee fee={info.fee} coin={coin} />,
    },
    limitLine,
    {
      key: 'receive',
      label: t('fund.withdraw.receive'),
      value: <CoinAmount value={receive ?? '0'} currency={coin} />,
      strong: true,
    },
  ];

  return <InfoLines lines={lines} />;
}

/** What the pay password confirms: amount, fee, destination and what arrives. */
export function WithdrawSummary({
  amount,
  info,
  destination,
  receive,
}: {
  amount: string;
  info: WithdrawInfoView;
  destination: { title: string; detail: string } | null;
  receive: string | null;
}) {
  const { t } = useTranslation();
  const coin = info.currency_name;
  return (
    <InfoLines
      className="wallet-info-lines--sheet"
      lines={[
        {
          key: 'amount',
          label: t('fund.withdraw.amount'),
          value: <CoinAmount value={amount} currency={coin} />,
        },
        {
          key: 'fee',
          label: t('fund.withdraw.fee'),
          value: <WithdrawFee fee={info.fee} coin={coin} />,
        },
        {
          key: 'to',
          label: t('fund.withdraw.destination'),
          value: destination ? `${destination.title} ${destination.detail}` : '',
        },
        {
          key: 'receive',
          label: t('fund.withdraw.receive'),
          value: <CoinAmount value={receive ?? '0'} currency={coin} />,
          strong: true,
        },
      ]}
    />
  );
}
