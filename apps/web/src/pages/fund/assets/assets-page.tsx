import Switch from 'antd-mobile/es/components/switch';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { Money, type AccountBalanceView, type AccountType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { LockIcon } from '../../../components/ui/icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { ProofLink } from '../../../features/proof/components/proof-link';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import {
  AccountTotal,
  BalanceRow,
  TotalCard,
} from '../../../features/wallet/components/wallet-overview';
import { RecordsIcon } from '../../../features/wallet/components/wallet-icons';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import {
  ACCOUNT_ORDER,
  accountLabelKey,
  visibleCurrencies,
} from '../../../features/wallet/model/wallet-summary';
import '../../../features/wallet/components/wallet.css';
import { navigation } from '../../../lib/navigation';
import { loginLinkFrom } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { useSessionState } from '../../../lib/use-session-state';
import { OverviewSkeleton, QuickActions } from './quick-actions';
import { useHideZeroBalances } from './use-hide-zero';
import './assets.css';

/** The rows shown: zero balances left out when asked (the totals above still count every coin). */
function shownRows(rows: AccountBalanceView[], hideZero: boolean): AccountBalanceView[] {
  return hideZero ? rows.filter((row) => !new Money(row.balance).isZero()) : rows;
}

function Wallet() {
  const { t } = useTranslation();
  const list = useQuery(walletQueries.list());
  useLiveBalances();
  const [hidden, setHidden] = useSessionState('fund.hideAmounts', false);
  const [hideSmall, setHideSmall] = useSessionState('fund.hideSmall', false);
  const [hideZero, setHideZero] = useHideZeroBalances();
  const [tab, setTab] = useSessionState<AccountType>('fund.account', ACCOUNT_ORDER[1] ?? 2);

  if (list.isPending) {
    return (
      <>
        <OverviewSkeleton />
        <QuickActions />
      </>
    );
  }
  if (list.isError) {
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  }

  const openRow = (row: AccountBalanceView) =>
    navigation.push(paths.assetsRecord, { currency: row.currency_id, type: tab });
  const account = list.data.accounts.find((a) => a.type === tab);
  const all = account ? visibleCurrencies(account, { hideSmall }) : [];
  const rows = shownRows(all, hideZero);
  let emptyTitle = t('fund.assets.emptyAccount');
  if (hideSmall && (account?.currencies.length ?? 0) > 0)
    emptyTitle = t('fund.assets.noLargeBalances');
  else if (all.length > 0) emptyTitle = t('fund.assets.noBalances');

  return (
    <>
      <TotalCard list={list.data} hidden={hidden} onToggleHidden={() => setHidden(!hidden)} />
      <QuickActions />
      <section className="card wallet-accounts">
        <Tabs
          className="wallet-tabs"
          activeKey={String(tab)}
          onChange={(key) => setTab(Number(key) as AccountType)}
        >
          {ACCOUNT_ORDER.map((type) => (
            <Tabs.Tab key={type} title={t(accountLabelKey(type))} />
          ))}
        </Tabs>
        <div className="wallet-accounts__bar">
          {account ? <AccountTotal account={account} hidden={hidden} /> : <span />}
        </div>
        <div className="assets-filters">
          <label className="wallet-accounts__toggle">
            <span>{t('fund.assets.hideZero')}</span>
            <Switch
              checked={hideZero}
              onChange={setHideZero}
              aria-label={t('fund.assets.hideZero')}
            />
          </label>
          <label className="wallet-accounts__toggle">
            <span>{t('fund.assets.hideSmall')}</span>
            <Switch
              checked={hideSmall}
              onChange={setHideSmall}
              aria-label={t('fund.assets.hideSmall')}
            />
          </label>
        </div>
        {rows.length === 0 ? (
          <EmptyState compact title={emptyTitle} />
        ) : (
          <ul className="wallet-balance-list">
            {rows.map((row) => (
              <li key={row.currency_id}>
                <BalanceRow row={row} hidden={hidden} onOpen={openRow} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProofLink />
    </>
  );
}

export function AssetsPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <PageShell
      tab
      title={t('tabs.assets')}
      right={
        isLoggedIn ? (
          <IconButton
            label={t('fund.bill.title')}
            className="wallet-nav-action"
            onClick={() => navigation.push(paths.assetsAllRecord)}
          >
            <RecordsIcon />
          </IconButton>
        ) : undefined
      }
    >
      {isLoggedIn ? (
        <Wallet />
      ) : (
        <EmptyState
          illustration={<LockIcon className="state__icon" />}
          title={t('fund.assets.loginTitle')}
          description={t('fund.assets.loginDescription')}
          action={
            <PrimaryButton
              inline
              onClick={() => {
                const login = loginLinkFrom(paths.assets);
                navigation.push(login.path, login.query);
              }}
            >
              {t('common.goToLogin')}
            </PrimaryButton>
          }
        />
      )}
    </PageShell>
  );
}
