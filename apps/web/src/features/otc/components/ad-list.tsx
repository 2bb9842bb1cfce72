import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { otcRules, type OtcAdView, type OtcOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, TextInput } from '../../../components/ui/field';
import { RowsSkeleton } from '../../../components/ui/paged-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryError } from '../../../components/ui/query-fallback';
import { confirmDialog } from '../../../lib/dialog';
import { otcQueries, useOpenOrder, type MarketFilter } from '../api/otc-queries';
import { isAmountText, useOtcFormat } from '../model/otc-format';

/** A merchant's real numbers: orders, completion rate and mean release time. */
function MerchantLine({ ad }: { ad: OtcAdView }) {
  const { t } = useTranslation();
  const m = ad.merchant;
  return (
    <p className="otc-merchant">
      <strong>{m.name}</strong>{' '}
      {t('otc.merchantStats', {
        orders: m.orders,
        rate:
          m.completion_rate === null ? '—' : `${(Number(m.completion_rate) * 100).toFixed(1)} %`,
        release:
          m.avg_release_seconds === null
            ? '—'
            : t('otc.minutes', { count: Math.ceil(m.avg_release_seconds / 60) }),
      })}
    </p>
  );
}

/** The amount sheet of one ad: a quantity of the coin, the total shown, then a confirmation. */
function OrderSheet({
  ad,
  onClose,
  onOpened,
}: {
  ad: OtcAdView;
  onClose: () => void;
  onOpened: (order: OtcOrderView) => void;
}) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const [quantity, setQuantity] = useState('');
  const open = useOpenOrder();
  const valid = isAmountText(quantity, otcRules.OTC_QUANTITY_DECIMALS) && ad.price !== null;
  const total = valid ? otcRules.orderTotal(quantity, ad.price!) : null;
  const inBounds = total !== null && otcRules.withinOrderBounds(total, ad.min_total, ad.max_total);
  const takerBuys = ad.side === 'sell';
  const submit = async () => {
    const ok = await confirmDialog({
      title: t(takerBuys ? 'otc.confirmBuy' : 'otc.confirmSell', { coin: ad.coin }),
      content: t('otc.confirmText', {
        quantity: f.coin(quantity, ad.coin),
        total: f.fiat(total, ad.fiat),
        minutes: ad.window_minutes,
      }),
      confirmText: t('otc.confirm'),
      cancelText: t('otc.keep'),
    });
    if (!ok) return;
    onOpened(await open.mutateAsync({ ad_id: ad.id, quantity, price: ad.price! }));
  };
  return (
    <BottomSheet
      visible
      onClose={onClose}
      title={t(takerBuys ? 'otc.buyCoin' : 'otc.sellCoin', { coin: ad.coin })}
    >
      <div className="otc-sheet">
        <FormField
          id="otc-quantity"
          label={t('otc.quantityLabel', { coin: ad.coin })}
          hint={t('otc.bounds', {
            min: f.fiat(ad.min_total, ad.fiat),
            max: f.fiat(ad.max_total, ad.fiat),
          })}
          error={total !== null && !inBounds ? t('otc.outOfBounds') : undefined}
        >
          <TextInput
            id="otc-quantity"
            inputMode="decimal"
            value={quantity}
            onChange={setQuantity}
          />
        </FormField>
        <p className="otc-total" data-testid="otc-total">
          {t('otc.totalLine', { total: f.fiat(total, ad.fiat) })}
        </p>
        <PrimaryButton
          disabled={!inBounds || open.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t(takerBuys ? 'otc.buyCoin' : 'otc.sellCoin', { coin: ad.coin })}
        </PrimaryButton>
      </div>
    </BottomSheet>
  );
}

/** One ad: price, available quantity, bounds, payment methods and the merchant's numbers. */
export function AdRow({ ad, action }: { ad: OtcAdView; action?: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  return (
    <article className="card otc-ad" data-testid="otc-ad" data-ad={ad.id}>
      <MerchantLine ad={ad} />
      <p className="otc-ad__price">{f.fiat(ad.price, ad.fiat)}</p>
      <p className="otc-text">
        {t('otc.availableLine', { available: f.coin(ad.available, ad.coin) })} ·{' '}
        {t('otc.bounds', {
          min: f.fiat(ad.min_total, ad.fiat),
          max: f.fiat(ad.max_total, ad.fiat),
        })}
      </p>
      <p className="otc-text">{ad.payments.map((p) => t(`otc.methods.${p.method}`)).join(' · ')}</p>
      {action}
    </article>
  );
}

/** A market's ads, best price first, each with its buy (or sell) button. */
export function AdList({
  filter,
  loggedIn,
  onLogin,
  onOpened,
}: {
  filter: MarketFilter;
  loggedIn: boolean;
  onLogin: () => void;
  onOpened: (order: OtcOrderView) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(otcQueries.ads(filter));
  const [chosen, setChosen] = useState<OtcAdView | null>(null);
  if (query.isPending) return <RowsSkeleton rows={3} />;
  if (query.isError) return <QueryError query={query} />;
  if (query.data.data.length === 0)
    return <EmptyState compact title={t('otc.noAds')} description={t('otc.noAdsText')} />;
  const takerBuys = filter.side === 'sell';
  return (
    <div className="otc-list">
      {query.data.data.map((ad) => (
        <AdRow
          key={ad.id}
          ad={ad}
          action={
            <PrimaryButton onClick={() => (loggedIn ? setChosen(ad) : onLogin())}>
              {t(takerBuys ? 'otc.buyCoin' : 'otc.sellCoin', { coin: ad.coin })}
            </PrimaryButton>
          }
        />
      ))}
      {chosen ? (
        <OrderSheet
          ad={chosen}
          onClose={() => setChosen(null)}
          onOpened={(order) => {
            setChosen(null);
            onOpened(order);
          }}
        />
      ) : null}
    </div>
  );
}
