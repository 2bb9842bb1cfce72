import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPES, formatDate, type LockupProductView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { useDeposit } from '../../../features/lockup/api/lockup-mutations';
import { lockupQueries } from '../../../features/lockup/api/lockup-queries';
import { CategoryTag } from '../../../features/lockup/components/category-tag';
import { LockupLines, useLockupFormat } from '../../../features/lockup/components/lockup-lines';
import { ProductTerms, YieldSource } from '../../../features/lockup/components/product-card';
import '../../../features/lockup/components/lockup.css';
import {
  DEPOSIT_DECIMALS,
  previewDeposit,
  scheduleOf,
  toDepositInput,
} from '../../../features/lockup/model/deposit';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { confirmDialog } from '../../../lib/dialog';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';

/**
 * Lock up in one product (`?id=`): its terms and where its yield comes from, the amount, and
 * before confirming what a day and the whole period pay, when the principal returns and exactly
 * what redeeming early costs.
 */
export function LockmingBuyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const products = useQuery(lockupQueries.products());
  const product = products.data?.find((p) => p.id === id);
  let body;
  if (!products.data) body = <QueryFallback query={products} />;
  else if (!product)
    body = <EmptyState title={t('lockup.notFound')} description={t('lockup.notFoundText')} />;
  else body = <BuyForm product={product} />;
  return (
    <PageShell title={product?.name ?? t('lockup.title')}>
      <div className="lockup-page">{body}</div>
    </PageShell>
  );
}

function BuyForm({ product }: { product: LockupProductView }) {
  const { t } = useTranslation();
  const f = useLockupFormat();
  const { isLoggedIn } = useSession();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const balance = useQuery({
    ...walletQueries.detail(product.currency_id, ACCOUNT_TYPES.change),
    enabled: isLoggedIn,
  });
  const available = balance.data?.available ?? null;
  const preview = previewDeposit(product, amount, available);
  const queryClient = useQueryClient();
  const deposit = useDeposit(() =>
    queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  );
  // The schedule of a deposit made now (the first day starts at the next 00:00 UTC).
  const [now] = useState(() => Date.now());
  const unit = product.currency_name;
  const schedule = scheduleOf(product.lock_days, now);
  const returns = `${formatDate(schedule.endsAt)} 00:00 UTC`;

  const problem = touched && preview.problem !== 'empty' ? preview.problem : null;
  const errorText =
    problem === null
      ? undefined
      : t(`lockup.errors.${problem}`, {
          decimals: DEPOSIT_DECIMALS,
          min: f.amount(product.min_amount, unit),
        });

  async function submit() {
    setTouched(true);
    if (preview.problem !== null) return;
    const confirmed = await confirmDialog({
      title: t('lockup.confirmTitle'),
      content: t('lockup.confirmText', {
        amount: f.amount(amount.trim(), unit),
        days: product.lock_days,
        daily: f.amount(preview.daily, unit),
        total: f.amount(preview.total, unit),
        returns,
        rate: f.percent(product.penalty_ratio),
        penalty: f.amount(preview.fullPenalty, unit),
      }),
      confirmText: t('lockup.confirm'),
      cancelText: t('lockup.cancel'),
    });
    if (!confirmed) return;
    deposit.mutate(toDepositInput(product, amount), {
      onSuccess: () => {
        showSuccess(t('lockup.lockedUp'));
        navigation.push(paths.lockmingOrder);
      },
    });
  }

  return (
    <>
      <section className="card lockup-card" aria-labelledby="lockup-terms-title">
        <div className="lockup-card__head">
          <h2 id="lockup-terms-title" className="lockup-card__title">
            {product.name}
          </h2>
          <CategoryTag category={product.category} />
        </div>
        <ProductTerms product={product} />
        <YieldSource product={product} />
      </section>
      <section className="card lockup-card lockup-rule" aria-labelledby="lockup-rule-title">
        <h2 id="lockup-rule-title" className="lockup-card__title">
          {t('lockup.ruleTitle')}
        </h2>
        <p className="lockup-text">{t('lockup.ruleDaily', { returns })}</p>
        <p className="lockup-text">
          {t('lockup.rulePenalty', { rate: f.percent(product.penalty_ratio) })}
        </p>
      </section>
      {isLoggedIn ? (
        <section className="card lockup-card" aria-labelledby="lockup-form-title">
          <h2 id="lockup-form-title" className="lockup-card__title">
            {t('lockup.lockUp')}
          </h2>
          <FormField
            id="lockup-amount"
            label={t('lockup.amountLabel', { unit })}
            error={errorText}
            hint={t('lockup.amountHint', { min: f.amount(product.min_amount, unit) })}
          >
            <TextInput
              id="lockup-amount"
              inputMode="decimal"
              // antd's clear control is a div with an aria-label (axe: aria-prohibited-attr).
              clearable={false}
              value={amount}
              onChange={(v) => setAmount(v)}
              onBlur={() => setTouched(true)}
              placeholder={t('lockup.amountPlaceholder', { min: product.min_amount })}
              aria-invalid={Boolean(errorText) || undefined}
            />
          </FormField>
          <LockupLines
            testId="lockup-preview"
            rows={[
              { key: 'available', label: t('lockup.available'), value: f.amount(available, unit) },
              {
                key: 'daily',
                label: t('lockup.dailyYield'),
                value: f.amount(preview.daily ?? '0', unit),
              },
              {
                key: 'total',
                label: t('lockup.totalYield', { count: product.lock_days }),
                value: f.amount(preview.total ?? '0', unit),
                className: 'is-strong',
              },
              { key: 'returns', label: t('lockup.returnsOn'), value: returns },
              {
                key: 'penalty',
                label: t('lockup.penaltyAtOnce'),
                value: f.amount(preview.fullPenalty ?? '0', unit),
              },
            ]}
          />
          <PrimaryButton loading={deposit.isPending} onClick={() => void submit()}>
            {t('lockup.lockUp')}
          </PrimaryButton>
        </section>
      ) : (
        <PrimaryButton onClick={() => navigation.push(paths.login)}>
          {t('lockup.logIn')}
        </PrimaryButton>
      )}
    </>
  );
}
