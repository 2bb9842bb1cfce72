import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_TYPES,
  formatDateTime,
  type InvestOutcome,
  type InvestProductView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { useBuyDual } from '../../../features/invest/api/invest-mutations';
import { investQueries } from '../../../features/invest/api/invest-queries';
import { InvestLines } from '../../../features/invest/components/invest-lines';
import {
  aprText,
  ProductTerms,
  useInvestAmount,
} from '../../../features/invest/components/product-card';
import '../../../features/invest/components/invest.css';
import { previewPurchase, sideAtPrice } from '../../../features/invest/model/purchase';
import { marketQueries } from '../../../features/market/api/market-queries';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { confirmDialog } from '../../../lib/dialog';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';

/**
 * One product (`?id=`): its terms, the current price, a whole-share stepper, and both settlement
 * outcomes with the boundary spelled out, confirmed before anything moves.
 */
export function InvestPurchasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useQuery({ ...investQueries.detail(id ?? 0), enabled: id !== null });
  let body;
  if (id === null) body = <EmptyState title={t('invest.notFound')} />;
  else if (!detail.data) body = <QueryFallback query={detail} />;
  else body = <Purchase product={detail.data} />;
  return (
    <PageShell title={t('invest.purchaseTitle')}>
      <div className="invest-page">{body}</div>
    </PageShell>
  );
}

function Purchase({ product }: { product: InvestProductView }) {
  const { t } = useTranslation();
  const amount = useInvestAmount();
  const quotations = useQuery({ ...marketQueries.quotations(), refetchInterval: 5_000 });
  const price = quotations.data?.find((q) => q.symbol === product.symbol)?.now_price ?? null;
  const side = sideAtPrice(product, price);
  const typeName = t(product.type === 1 ? 'invest.typeUp' : 'invest.typeDown');
  return (
    <>
      <section className="card invest-card" aria-labelledby="invest-detail-title">
        <div className="invest-card__head">
          <h2 id="invest-detail-title" className="invest-card__title">
            {product.currency_name} · {typeName}
          </h2>
          <div>
            <span className="invest-card__apr">{aprText(product.apr)}</span>{' '}
            <span className="invest-card__apr-label">{t('invest.apr')}</span>
          </div>
        </div>
        <ProductTerms product={product} />
        <InvestLines
          testId="invest-window"
          rows={[
            {
              key: 'now',
              label: t('invest.currentPrice', { symbol: product.symbol }),
              value: amount(price, 'USDT', 2),
            },
            {
              key: 'window',
              label: t('invest.window'),
              value: `${formatDateTime(product.window_start)} – ${formatDateTime(product.settle_at)}`,
            },
          ]}
        />
        <p className="invest-text">{t('invest.windowText')}</p>
        {side ? (
          <p className="invest-text" role="status" data-testid="invest-now-side">
            {t(side === 'usdt' ? 'invest.nowAbove' : 'invest.nowBelow', {
              price: amount(price, 'USDT', 2),
              linked: amount(product.linked_price, 'USDT', 2),
            })}
          </p>
        ) : null}
      </section>
      <BuyForm product={product} />
    </>
  );
}

function OutcomeBox({
  when,
  outcome,
  current,
  unit,
  testId,
}: {
  when: string;
  outcome: InvestOutcome | null;
  current: boolean;
  unit: string;
  testId: string;
}) {
  const amount = useInvestAmount();
  return (
    <div className={`invest-outcome${current ? ' is-current' : ''}`} data-testid={testId}>
      <span className="invest-outcome__when">{when}</span>
      <span className="invest-outcome__pays">{amount(outcome?.amount ?? null, unit)}</span>
    </div>
  );
}

function BuyForm({ product }: { product: InvestProductView }) {
  const { t } = useTranslation();
  const amount = useInvestAmount();
  const { isLoggedIn } = useSession();
  const [num, setNum] = useState('1');
  const [touched, setTouched] = useState(false);
  const investCurrencyId = product.type === 1 ? product.currency_id : product.usdt_id;
  const balance = useQuery({
    ...walletQueries.detail(investCurrencyId, ACCOUNT_TYPES.change),
    enabled: isLoggedIn,
  });
  const available = balance.data?.available ?? null;
  const preview = previewPurchase(product, num, available);
  const queryClient = useQueryClient();
  const buy = useBuyDual(() => queryClient.invalidateQueries({ queryKey: walletQueries.all() }));
  const quotations = useQuery(marketQueries.quotations());
  const price = quotations.data?.find((q) => q.symbol === product.symbol)?.now_price ?? null;
  const side = sideAtPrice(product, price);
  const linked = amount(product.linked_price, 'USDT', 2);

  if (!product.buyable) {
    return (
      <p className="invest-text" role="status">
        {t('invest.notBuyable')}
      </p>
    );
  }
  if (!isLoggedIn) {
    return (
      <PrimaryButton onClick={() => navigation.push(paths.login)}>
        {t('invest.logIn')}
      </PrimaryButton>
    );
  }

  const problem = touched && preview.problem !== 'empty' ? preview.problem : null;
  const errorText =
    problem === null
      ? undefined
      : t(`invest.errors.${problem}`, { count: product.remaining_shares });
  const shares = preview.shares ?? 0;
  const step = (by: number) => {
    setTouched(true);
    setNum(String(Math.min(product.remaining_shares, Math.max(1, shares + by))));
  };

  async function submit() {
    setTouched(true);
    if (preview.problem !== null || preview.shares === null) return;
    const confirmed = await confirmDialog({
      title: t('invest.confirmTitle'),
      content: t('invest.confirmText', {
        amount: amount(preview.amount, product.invest_currency),
        shares: t('invest.shares', { count: preview.shares }),
        linked,
        below: amount(preview.below?.amount ?? null, product.currency_name),
        above: amount(preview.atOrAbove?.amount ?? null, 'USDT'),
        time: formatDateTime(product.settle_at),
      }),
      confirmText: t('invest.confirm'),
      cancelText: t('invest.cancel'),
    });
    if (!confirmed) return;
    buy.mutate(
      { id: product.id, num: preview.shares },
      {
        onSuccess: () => {
          showSuccess(t('invest.bought'));
          navigation.push(paths.investMine);
        },
      },
    );
  }

  return (
    <section className="card invest-card" aria-labelledby="invest-form-title">
      <h2 id="invest-form-title" className="invest-card__title">
        {t('invest.buy')}
      </h2>
      <FormField
        id="invest-num"
        label={t('invest.sharesLabel')}
        error={errorText}
        hint={t('invest.sharesHint', { count: product.remaining_shares })}
      >
        <div className="invest-stepper">
          <button
            type="button"
            className="invest-stepper__button"
            aria-label={t('invest.fewer')}
            disabled={shares <= 1}
            onClick={() => step(-1)}
          >
            −
          </button>
          <TextInput
            id="invest-num"
            inputMode="numeric"
            value={num}
            onChange={(v) => setNum(v)}
            onBlur={() => setTouched(true)}
            aria-invalid={Boolean(errorText) || undefined}
          />
          <button
            type="button"
            className="invest-stepper__button"
            aria-label={t('invest.more')}
            disabled={shares >= product.remaining_shares}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
      </FormField>
      <InvestLines
        testId="invest-preview"
        rows={[
          {
            key: 'available',
            label: t('invest.available'),
            value: amount(available, product.invest_currency),
          },
          {
            key: 'amount',
            label: t('invest.payNow'),
            value: amount(preview.amount ?? '0', product.invest_currency),
            className: 'is-strong',
          },
        ]}
      />
      <h3 className="invest-card__title">{t('invest.outcomesTitle')}</h3>
      <div className="invest-outcomes">
        <OutcomeBox
          testId="invest-outcome-below"
          when={t('invest.whenBelow', { linked })}
          outcome={preview.below}
          current={side === 'coin'}
          unit={product.currency_name}
        />
        <OutcomeBox
          testId="invest-outcome-above"
          when={t('invest.whenAbove', { linked })}
          outcome={preview.atOrAbove}
          current={side === 'usdt'}
          unit="USDT"
        />
      </div>
      <p className="invest-text">{t('invest.boundary', { linked })}</p>
      <p className="invest-text">
        {t(product.type === 1 ? 'invest.formulaUp' : 'invest.formulaDown', {
          days: product.days,
          apr: aprText(product.apr),
        })}
      </p>
      <PrimaryButton loading={buy.isPending} onClick={() => void submit()}>
        {t('invest.buy')}
      </PrimaryButton>
    </section>
  );
}
