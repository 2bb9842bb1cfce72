import type { AccountBalanceView, WalletAccountView, WalletListView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { IconButton } from '../../../components/ui/icon-button';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/page-icons';
import { useFiat } from '../../../lib/fiat';
import { accountLabelKey, accountShares, unpricedCount } from '../model/wallet-summary';
import { CoinAmount } from './coin-amount';
import { CoinBadge } from '../../../components/ui/coin-badge';

const MASK = '******';

/**
 * The wallet's total in the chosen fiat (USDT counted as USD, then the fiat rate), its USDT
 * figure, and how the four accounts share it.
 */
export function TotalCard({
  list,
  hidden,
  onToggleHidden,
}: {
  list: WalletListView;
  hidden: boolean;
  onToggleHidden: () => void;
}) {
  const { t } = useTranslation();
  const { fiat, rate } = useFiat();
  const shares = accountShares(list);
  const unpriced = unpricedCount(list);
  return (
    <section className="card wallet-total-card" aria-label={t('fund.assets.total')}>
      <div className="wallet-total-card__label">
        <span>
          {t('fund.assets.total')} ({rate ? fiat : 'USD'})
        </span>
        <IconButton
          label={hidden ? t('fund.assets.showAmounts') : t('fund.assets.hideAmounts')}
          pressed={hidden}
          onClick={onToggleHidden}
        >
          {hidden ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </div>
      <p className="wallet-total-card__value" data-testid="total-fiat">
        {hidden ? MASK : <Amount value={list.total_usdt} fiat grouped />}
      </p>
      <p className="wallet-total-card__sub">
        ≈ {hidden ? MASK : <Amount value={list.total_usdt} grouped precision={2} suffix="USDT" />}
      </p>
      <div className="wallet-share-bar" role="img" aria-label={t('fund.assets.shares')}>
        {shares.map((share) =>
          Number(share.percent) > 0 ? (
            <span
              key={share.type}
              className={`wallet-share-bar__part wallet-share-bar__part--${share.type}`}
              style={{ width: `${share.percent}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="wallet-share-legend">
        {shares.map((share) => (
          <li key={share.type}>
            <span className={`wallet-share-legend__dot wallet-share-bar__part--${share.type}`} />
            {t(accountLabelKey(share.type))}
            <span className="wallet-share-legend__value">
              {hidden ? (
                '**'
              ) : (
                <>
                  <Percent value={share.percent} precision={0} signed={false} />
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {unpriced > 0 ? (
        <p className="wallet-total-card__note">{t('fund.assets.unpriced', { count: unpriced })}</p>
      ) : null}
    </section>
  );
}

/** One coin in one account: balance, available, frozen and its worth in the chosen fiat. */
export function BalanceRow({
  row,
  hidden,
  onOpen,
}: {
  row: AccountBalanceView;
  hidden: boolean;
  onOpen: (row: AccountBalanceView) => void;
}) {
  const { t } = useTranslation();
  const show = (value: string) => (hidden ? MASK : <CoinAmount value={value} />);
  return (
    <button
      type="button"
      className="wallet-balance-row"
      onClick={() => onOpen(row)}
      data-testid={`balance-${row.currency_name}`}
    >
      <div className="wallet-balance-row__head">
        <CoinBadge name={row.currency_name} color={row.color} image={row.image} size={28} />
        <span className="wallet-balance-row__name">{row.currency_name}</span>
        <span className="wallet-balance-row__balance">{show(row.balance)}</span>
      </div>
      <div className="wallet-balance-row__grid">
        <span>
          <small>{t('fund.assets.available')}</small>
          {show(row.available)}
        </span>
        <span>
          <small>{t('fund.assets.frozen')}</small>
          {show(row.frozen)}
        </span>
        <span>
          <small>{t('fund.assets.value')}</small>
          {hidden ? (
            MASK
          ) : row.usdt_value === null ? (
            '--'
          ) : (
            <Amount value={row.usdt_value} fiat grouped />
          )}
        </span>
      </div>
    </button>
  );
}

export function AccountTotal({ account, hidden }: { account: WalletAccountView; hidden: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-account-total">
      <span>{t('fund.assets.accountTotal')}</span>
      <strong>{hidden ? MASK : <Amount value={account.total_usdt} fiat grouped />}</strong>
    </div>
  );
}
