import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletAddressView } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { payoutQueries, useDeleteAddress } from '../../../features/payout/api/payout-queries';
import { AddressCard } from '../../../features/payout/components/address-card';
import { CoinBadge } from '../../../features/payout/components/coin-sheet';
import { PlusIcon } from '../../../features/payout/components/payout-icons';
import { groupAddresses } from '../../../features/payout/model/address-form';
import { confirmDialog } from '../../../lib/dialog';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';

/** Saved withdrawal addresses, grouped by coin and network. */
export function WalletPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(payoutQueries.addresses());
  const remove = useDeleteAddress();
  // Only for the coins' colours; the list shows without them.
  const coins = useQuery(payoutQueries.currencies());
  const colorOf = (name: string) => coins.data?.find((c) => c.name === name)?.color ?? null;

  async function confirmDelete(address: WalletAddressView) {
    const confirmed = await confirmDialog({
      content: t('walletAddress.deleteConfirm', { name: address.name }),
      confirmText: t('walletAddress.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(address.id);
      showSuccess(t('walletAddress.deleted'));
    } catch {
      // The API client showed why.
    }
  }

  const addButton = (
    <IconButton
      label={t('walletAddress.add')}
      className="payout-nav-action"
      onClick={() => navigation.push(paths.addWallet)}
    >
      <PlusIcon />
    </IconButton>
  );

  let body;
  if (list.isPending) body = <DelayedLoading />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else {
    const addresses = list.data.pages.flatMap((page) => page.data);
    if (addresses.length === 0) {
      body = (
        <EmptyState
          title={t('walletAddress.empty')}
          description={t('walletAddress.emptyHint')}
          action={
            <PrimaryButton inline onClick={() => navigation.push(paths.addWallet)}>
              {t('walletAddress.add')}
            </PrimaryButton>
          }
        />
      );
    } else {
      body = (
        <>
          {groupAddresses(addresses).map((group) => (
            <section key={group.key} className="payout-address-group" aria-label={group.key}>
              <h2 className="payout-address-group__title">
                <CoinBadge name={group.currencyName} color={colorOf(group.currencyName)} />
                <span>{group.currencyName}</span>
                {group.network && group.network !== group.currencyName ? (
                  <span className="payout-tag">{group.network}</span>
                ) : null}
                <span className="payout-address-group__count">{group.addresses.length}</span>
              </h2>
              {group.addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  deleting={remove.isPending && remove.variables === address.id}
                  onDelete={confirmDelete}
                />
              ))}
            </section>
          ))}
          {list.hasNextPage ? (
            <Button
              block
              shape="rounded"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('walletAddress.loadMore')}
            </Button>
          ) : null}
          <div className="page-actions">
            <PrimaryButton onClick={() => navigation.push(paths.addWallet)}>
              <PlusIcon className="button-icon" /> {t('walletAddress.add')}
            </PrimaryButton>
          </div>
        </>
      );
    }
  }

  return (
    <PageShell title={t('walletAddress.title')} right={addButton}>
      {body}
    </PageShell>
  );
}
