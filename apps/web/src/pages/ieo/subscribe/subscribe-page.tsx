import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPES, formatDateTime, type IeoProjectView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { OperatorNotes } from '../../../features/content/components/operator-notes';
import { useSubscribe } from '../../../features/ieo/api/ieo-mutations';
import { ieoQueries } from '../../../features/ieo/api/ieo-queries';
import { IeoLines } from '../../../features/ieo/components/ieo-lines';
import { PhaseTag } from '../../../features/ieo/components/phase-tag';
import { ProjectTerms, useAmount } from '../../../features/ieo/components/project-card';
import '../../../features/ieo/components/ieo.css';
import { previewSubscription, toSubscribeInput } from '../../../features/ieo/model/subscribe';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { confirmDialog } from '../../../lib/dialog';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';

/**
 * One IEO project (`?id=`): its terms, white paper and website, and while it is in progress the
 * subscription: tokens to apply for, what is frozen now, the per-user cap and the rule of the
 * allocation in words, confirmed before anything moves.
 */
export function IeoSubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useQuery({ ...ieoQueries.detail(id ?? 0), enabled: id !== null });
  let body;
  if (id === null) body = <EmptyState title={t('ieo.notFound')} />;
  else if (!detail.data) body = <QueryFallback query={detail} />;
  else
    body = (
      <>
        <ProjectDetail project={detail.data} />
        <OperatorNotes pageKey="ieo_help" />
      </>
    );
  return (
    <PageShell title={detail.data?.symbol ?? t('ieo.title')}>
      <div className="ieo-page">{body}</div>
    </PageShell>
  );
}

function ProjectDetail({ project }: { project: IeoProjectView }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="card ieo-card" aria-labelledby="ieo-detail-title">
        <div className="ieo-card__head">
          <h2 id="ieo-detail-title" className="ieo-card__title">
            {project.name}
          </h2>
          <PhaseTag phase={project.phase} />
        </div>
        {project.description ? <p className="ieo-text">{project.description}</p> : null}
        <ProjectTerms project={project} full />
        {project.lock_days > 0 ? (
          <p className="ieo-text" data-testid="ieo-lock-note">
            {t('ieo.lockNote', { count: project.lock_days })}
            {project.locked && project.unlock_time !== null
              ? ` ${t('ieo.lockedUntil', { time: formatDateTime(project.unlock_time) })}.`
              : null}
          </p>
        ) : null}
        <div className="ieo-links">
          {project.white_paper ? (
            <a href={project.white_paper} target="_blank" rel="noopener noreferrer">
              {t('ieo.whitePaper')}
            </a>
          ) : null}
          {project.website ? (
            <a href={project.website} target="_blank" rel="noopener noreferrer">
              {t('ieo.website')}
            </a>
          ) : null}
        </div>
      </section>
      <section className="card ieo-card ieo-rule" aria-labelledby="ieo-rule-title">
        <h2 id="ieo-rule-title" className="ieo-card__title">
          {t('ieo.ruleTitle')}
        </h2>
        <p className="ieo-text">
          {t('ieo.rule', {
            cap: `${project.user_cap} ${project.symbol}`,
            currency: project.pay_currency,
          })}
        </p>
      </section>
      {project.phase === 'progress' ? (
        <SubscribeForm project={project} />
      ) : (
        <p className="ieo-text" role="status">
          {project.phase === 'warmup'
            ? t('ieo.opensAt', { time: formatDateTime(project.start_time) })
            : project.allocated_at === null
              ? t('ieo.endedPending')
              : t('ieo.endedAllocated', { time: formatDateTime(project.listing_time) })}
        </p>
      )}
    </>
  );
}

function SubscribeForm({ project }: { project: IeoProjectView }) {
  const { t } = useTranslation();
  const amountOf = useAmount();
  const { isLoggedIn } = useSession();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const balance = useQuery({
    ...walletQueries.detail(project.pay_currency_id, ACCOUNT_TYPES.change),
    enabled: isLoggedIn,
  });
  const available = balance.data?.available ?? null;
  const preview = previewSubscription(project, amount, available);
  const queryClient = useQueryClient();
  const subscribe = useSubscribe(() =>
    queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  );

  if (!isLoggedIn) {
    return (
      <PrimaryButton onClick={() => navigation.push(paths.login)}>{t('ieo.logIn')}</PrimaryButton>
    );
  }

  const problem = touched && preview.problem !== 'empty' ? preview.problem : null;
  const errorText =
    problem === null
      ? undefined
      : t(`ieo.errors.${problem}`, {
          decimals: project.token_decimals,
          min: `${project.min_amount} ${project.symbol}`,
        });

  async function submit() {
    setTouched(true);
    if (preview.problem !== null || preview.pay === null) return;
    const confirmed = await confirmDialog({
      title: t('ieo.confirmTitle'),
      content: t('ieo.confirmText', {
        amount: amountOf(amount.trim(), project.symbol, project.token_decimals),
        pay: amountOf(preview.pay, project.pay_currency),
        max: amountOf(preview.maxTokens, project.symbol, project.token_decimals),
      }),
      confirmText: t('ieo.confirm'),
      cancelText: t('ieo.cancel'),
    });
    if (!confirmed) return;
    subscribe.mutate(toSubscribeInput(project, amount), {
      onSuccess: () => {
        showSuccess(t('ieo.subscribed'));
        navigation.push(paths.ieoOrder);
      },
    });
  }

  return (
    <section className="card ieo-card ieo-form" aria-labelledby="ieo-form-title">
      <h2 id="ieo-form-title" className="ieo-card__title">
        {t('ieo.subscribe')}
      </h2>
      <FormField
        id="ieo-amount"
        label={t('ieo.amountLabel', { symbol: project.symbol })}
        error={errorText}
        hint={t('ieo.amountHint', { decimals: project.token_decimals })}
      >
        <TextInput
          id="ieo-amount"
          inputMode="decimal"
          clearable={false}
          value={amount}
          onChange={(v) => setAmount(v)}
          onBlur={() => setTouched(true)}
          placeholder={t('ieo.amountPlaceholder', { min: project.min_amount })}
          aria-invalid={Boolean(errorText) || undefined}
        />
      </FormField>
      <IeoLines
        testId="ieo-preview"
        rows={[
          {
            key: 'available',
            label: t('ieo.available'),
            value: amountOf(available, project.pay_currency),
          },
          {
            key: 'pay',
            label: t('ieo.payNow'),
            value: amountOf(preview.pay ?? '0', project.pay_currency),
            className: 'is-strong',
          },
          {
            key: 'max',
            label: t('ieo.maxReceive'),
            value: amountOf(preview.maxTokens ?? '0', project.symbol, project.token_decimals),
          },
        ]}
      />
      <p className="ieo-text">{t('ieo.payNote')}</p>
      <PrimaryButton loading={subscribe.isPending} onClick={() => void submit()}>
        {t('ieo.subscribe')}
      </PrimaryButton>
    </section>
  );
}
