import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OTC_PAY_METHODS, type OtcPayMethod } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ChoiceChips, FormField, TextInput } from '../../../components/ui/field';
import { RowsSkeleton } from '../../../components/ui/paged-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryError } from '../../../components/ui/query-fallback';
import { showSuccess } from '../../../lib/toast';
import { otcQueries, useAdStatus, useApplyMerchant, usePostAd } from '../api/otc-queries';
import { isAmountText } from '../model/otc-format';
import { AdRow } from './ad-list';
import { CoinFiatChips } from './coin-fiat-chips';

/** A merchant's new ad: side, coin, fiat, fixed price, quantity, bounds and one payment method. */
function AdForm() {
  const { t } = useTranslation();
  const post = usePostAd();
  const [side, setSide] = useState<'sell' | 'buy'>('sell');
  const [coin, setCoin] = useState<string>('USDT');
  const [fiat, setFiat] = useState<string>('CNY');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [method, setMethod] = useState<OtcPayMethod>('bank');
  const [account, setAccount] = useState('');
  const [holder, setHolder] = useState('');
  const valid =
    isAmountText(price, 2) &&
    isAmountText(quantity, 8) &&
    isAmountText(min, 2) &&
    isAmountText(max, 2) &&
    Number(min) <= Number(max) &&
    account.trim() !== '' &&
    holder.trim() !== '';
  const submit = async () => {
    await post.mutateAsync({
      side,
      coin,
      fiat,
      price_type: 'fixed',
      price,
      quantity,
      min_total: min,
      max_total: max,
      payments: JSON.stringify([{ method, account: account.trim(), name: holder.trim() }]),
    });
    showSuccess(t('otc.adPosted'));
    setPrice('');
    setQuantity('');
  };
  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    decimal = true,
  ) => (
    <FormField id={id} label={label}>
      <TextInput id={id} inputMode={decimal ? 'decimal' : 'text'} value={value} onChange={set} />
    </FormField>
  );
  return (
    <section
      className="card otc-card"
      aria-labelledby="otc-ad-form-title"
      data-testid="otc-ad-form"
    >
      <h2 id="otc-ad-form-title" className="otc-card__title">
        {t('otc.newAd')}
      </h2>
      <ChoiceChips
        id="otc-ad-side"
        label={t('otc.adSide')}
        options={[
          { value: 'sell', label: t('otc.adSell') },
          { value: 'buy', label: t('otc.adBuy') },
        ]}
        value={side}
        onChange={setSide}
        className="otc-chips"
        chipClassName="otc-chip"
      />
      <CoinFiatChips idPrefix="otc-ad" coin={coin} fiat={fiat} onCoin={setCoin} onFiat={setFiat} />
      {field('otc-ad-price', t('otc.priceLabel', { fiat, coin }), price, setPrice)}
      {field('otc-ad-quantity', t('otc.quantityLabel', { coin }), quantity, setQuantity)}
      {field('otc-ad-min', t('otc.minLabel', { fiat }), min, setMin)}
      {field('otc-ad-max', t('otc.maxLabel', { fiat }), max, setMax)}
      <ChoiceChips
        id="otc-ad-method"
        label={t('otc.method')}
        options={OTC_PAY_METHODS.map((m) => ({ value: m, label: t(`otc.methods.${m}`) }))}
        value={method}
        onChange={setMethod}
        className="otc-chips"
        chipClassName="otc-chip"
      />
      {field('otc-ad-account', t('otc.account'), account, setAccount, false)}
      {field('otc-ad-holder', t('otc.holder'), holder, setHolder, false)}
      <p className="otc-text">{t('otc.windowNote')}</p>
      <PrimaryButton
        disabled={!valid || post.isPending}
        onClick={() => void submit().catch(() => undefined)}
      >
        {t('otc.postAd')}
      </PrimaryButton>
    </section>
  );
}

/**
 * The merchant side: apply (identity level 2; an operator decides), the application's state,
 * and once approved the new-ad form and one's ads with their on/off switch.
 */
export function MerchantPanel({ owner }: { owner: number }) {
  const { t } = useTranslation();
  const merchant = useQuery(otcQueries.merchant(owner));
  const ads = useQuery({
    ...otcQueries.myAds(owner),
    enabled: merchant.data?.status === 'approved',
  });
  const apply = useApplyMerchant();
  const status = useAdStatus();
  if (merchant.isPending) return <RowsSkeleton rows={2} />;
  if (merchant.isError) return <QueryError query={merchant} />;
  const m = merchant.data;
  if (!m || m.status === 'rejected')
    return (
      <section className="card otc-card" data-testid="otc-apply">
        <p className="otc-text">{t('otc.applyText')}</p>
        {m?.reason ? (
          <p className="otc-warning">{t('otc.rejected', { reason: m.reason })}</p>
        ) : null}
        <PrimaryButton
          disabled={apply.isPending}
          onClick={() =>
            void apply
              .mutateAsync({})
              .then(() => showSuccess(t('otc.applied')))
              .catch(() => undefined)
          }
        >
          {t('otc.apply')}
        </PrimaryButton>
      </section>
    );
  if (m.status === 'pending')
    return (
      <section className="card otc-card" data-testid="otc-pending">
        <p className="otc-text">{t('otc.pendingText')}</p>
      </section>
    );
  return (
    <div className="otc-list">
      <AdForm />
      <h2 className="otc-section-title">{t('otc.myAds')}</h2>
      {(ads.data?.data ?? []).map((ad) => (
        <AdRow
          key={ad.id}
          ad={ad}
          action={
            <button
              type="button"
              className="otc-link-button"
              onClick={() =>
                void status
                  .mutateAsync({ id: ad.id, online: ad.online ? 0 : 1 })
                  .catch(() => undefined)
              }
            >
              {ad.online ? t('otc.takeOffline') : t('otc.putOnline')}
            </button>
          }
        />
      ))}
    </div>
  );
}
