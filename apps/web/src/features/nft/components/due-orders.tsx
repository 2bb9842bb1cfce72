import { useQuery } from '@tanstack/react-query';
import type { NftDueOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { useNumberLocale } from '../../../components/ui/amount';
import { LineList } from '../../../components/ui/detail-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { confirmDialog } from '../../../lib/dialog';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { nftQueries, usePayOrder } from '../api/nft-queries';
import { timeLeft } from '../model/time-left';
import { NftPrice, nftPriceText } from './nft-price';

function DueOrder({ order }: { order: NftDueOrderView }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const now = useNow(true, 1000);
  const pay = usePayOrder();
  async function submit() {
    const confirmed = await confirmDialog({
      title: t('nft.due.payTitle'),
      content: t('nft.due.payText', {
        title: order.title,
        due: nftPriceText(order.due, locale),
        deposit: nftPriceText(order.deposit, locale),
        coin: order.currency,
      }),
      confirmText: t('nft.due.pay'),
      cancelText: t('nft.cancel'),
    });
    if (!confirmed) return;
    pay.mutate({ id: order.id }, { onSuccess: () => showSuccess(t('nft.bought')) });
  }
  return (
    <li className="card nft-owned" data-testid="nft-due-order">
      <span className="nft-work__title">{order.title}</span>
      <LineList
        prefix="nft-lines"
        rows={[
          {
            key: 'price',
            label: t('nft.due.price'),
            value: <NftPrice value={order.price} currency={order.currency} />,
          },
          {
            key: 'deposit',
            label: t('nft.due.deposit'),
            value: <NftPrice value={order.deposit} currency={order.currency} />,
          },
          {
            key: 'due',
            label: t('nft.due.due'),
            value: <NftPrice value={order.due} currency={order.currency} />,
          },
          { key: 'left', label: t('nft.due.left'), value: timeLeft(order.due_at, now) },
        ]}
      />
      <p className="nft-detail__text">{t('nft.due.warning')}</p>
      <PrimaryButton data-testid="nft-pay" loading={pay.isPending} onClick={() => void submit()}>
        {t('nft.due.pay')}
      </PrimaryButton>
    </li>
  );
}

/** Auctions won and waiting for payment, each with its countdown (none: nothing shows). */
export function DueOrders() {
  const { t } = useTranslation();
  const { user } = useSession();
  const due = useQuery(nftQueries.due(user?.id ?? 0));
  if (!due.data?.length) return null;
  return (
    <section className="nft-section" aria-labelledby="nft-due-title">
      <h2 id="nft-due-title" className="nft-section__title">
        {t('nft.due.title')}
      </h2>
      <ul className="nft-owned-list nft-owned-list--flush" data-testid="nft-due">
        {due.data.map((o) => (
          <DueOrder key={o.id} order={o} />
        ))}
      </ul>
    </section>
  );
}
