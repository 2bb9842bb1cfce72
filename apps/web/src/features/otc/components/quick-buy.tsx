import { useState } from 'react';
import { otcRules, type OtcOrderView, type OtcQuickView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { confirmDialog } from '../../../lib/dialog';
import { quickQuote, useOpenOrder } from '../api/otc-queries';
import { isAmountText, useOtcFormat } from '../model/otc-format';

type Unit = 'fiat' | 'coin';

/**
 * Quick buy (issue #19 item 2): an amount in the fiat or the coin, the best matching ad's price
 * and the total, and confirming opens a P2P order on that ad at the quoted price (refused if the
 * price moved, never silently at another). Labelled as P2P: the coins come from a merchant.
 */
export function QuickBuy({
  coin,
  fiat,
  onOpened,
}: {
  coin: string;
  fiat: string;
  onOpened: (order: OtcOrderView) => void;
}) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const [unit, setUnit] = useState<Unit>('fiat');
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<OtcQuickView | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useOpenOrder();
  const decimals = unit === 'fiat' ? otcRules.OTC_FIAT_DECIMALS : otcRules.OTC_QUANTITY_DECIMALS;
  const valid = isAmountText(amount, decimals);

  const findQuote = async () => {
    setBusy(true);
    try {
      setQuote(
        await quickQuote({
          coin,
          fiat,
          ...(unit === 'fiat' ? { total: amount } : { quantity: amount }),
        }),
      );
    } catch {
      setQuote(null);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (q: OtcQuickView) => {
    const ok = await confirmDialog({
      title: t('otc.confirmBuy', { coin }),
      content: t('otc.quickConfirm', {
        quantity: f.coin(q.quantity, coin),
        total: f.fiat(q.total, fiat),
        merchant: q.ad.merchant.name,
        minutes: q.ad.window_minutes,
      }),
      confirmText: t('otc.confirm'),
      cancelText: t('otc.keep'),
    });
    if (!ok) return;
    if (Date.now() > q.expires_at) {
      // The quote's hold ended: fetch a fresh one to confirm instead of opening at another price.
      await findQuote();
      return;
    }
    onOpened(await open.mutateAsync({ ad_id: q.ad.id, quantity: q.quantity, price: q.price }));
  };

  return (
    <section className="card otc-card" aria-labelledby="otc-quick-title" data-testid="otc-quick">
      <h2 id="otc-quick-title" className="otc-card__title">
        {t('otc.quickTitle', { coin })}
      </h2>
      <p className="otc-label">{t('otc.quickNote')}</p>
      <SegmentedTabs<Unit>
        ariaLabel={t('otc.unit')}
        options={[
          { value: 'fiat', label: t('otc.byFiat', { fiat }) },
          { value: 'coin', label: t('otc.byCoin', { coin }) },
        ]}
        value={unit}
        onChange={(next) => {
          setUnit(next);
          setQuote(null);
        }}
      />
      <FormField
        id="otc-quick-amount"
        label={t(unit === 'fiat' ? 'otc.spend' : 'otc.receive', {
          unit: unit === 'fiat' ? fiat : coin,
        })}
      >
        <TextInput
          id="otc-quick-amount"
          inputMode="decimal"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setQuote(null);
          }}
        />
      </FormField>
      {quote ? (
        <div className="otc-quote" data-testid="otc-quote">
          <p>
            {t('otc.bestPrice', {
              price: f.fiat(quote.price, fiat),
              merchant: quote.ad.merchant.name,
            })}
          </p>
          <p>
            {t('otc.quoteLine', {
              quantity: f.coin(quote.quantity, coin),
              total: f.fiat(quote.total, fiat),
            })}
          </p>
          <PrimaryButton
            disabled={open.isPending}
            onClick={() => void confirm(quote).catch(() => undefined)}
          >
            {t('otc.confirmBuy', { coin })}
          </PrimaryButton>
        </div>
      ) : (
        <PrimaryButton disabled={!valid || busy} onClick={() => void findQuote()}>
          {t('otc.findOffer')}
        </PrimaryButton>
      )}
    </section>
  );
}
