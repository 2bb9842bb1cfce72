import type { ConvertibleCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { CoinBadge } from '../../../components/ui/coin-badge';
import { RouteSide } from '../../../features/wallet/components/money-form';

/** One side of the conversion route: the chosen coin, or a prompt to choose one. */
export function CoinButton({
  side,
  coin,
  onClick,
}: {
  side: 'from' | 'to';
  coin: ConvertibleCurrencyView | undefined;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RouteSide label={t(`fund.convert.${side}`)} onClick={onClick} testId={`convert-${side}`}>
      {coin ? (
        <>
          <CoinBadge name={coin.currency_name} color={coin.color} image={coin.image} size={22} />
          {coin.currency_name}
        </>
      ) : (
        t('fund.transfer.chooseCoin')
      )}
    </RouteSide>
  );
}
