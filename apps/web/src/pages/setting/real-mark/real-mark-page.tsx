import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type KycInput } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { kycQueries, useSubmitKyc } from '../../../features/kyc/api/kyc-queries';
import { BindRequirements } from '../../../features/kyc/components/bind-requirements';
import { KycStatePanel } from '../../../features/kyc/components/kyc-state-panel';
import { Level1Form } from '../../../features/kyc/components/level1-form';
import { Level2Form } from '../../../features/kyc/components/level2-form';
import { level1FromState } from '../../../features/kyc/model/kyc-form';
import {
  chooseKycStep,
  missingBindings,
  parseRequestedLevel,
} from '../../../features/kyc/model/kyc-state';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';

/**
 * The verification form of the level the user is at (or `?level=1|2`): level 1's details or
 * level 2's photos; the audit state instead while under audit; the reason above the form after a
 * failed audit. The API client sends users here on envelope type 998.
 */
export function RealMarkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useQuery(kycQueries.state());
  const submit = useSubmitKyc();
  const title = t('kyc.formTitle');

  if (!state.data) {
    return (
      <PageShell title={title}>
        {state.isError ? (
          <ErrorState error={state.error} onRetry={() => void state.refetch()} />
        ) : (
          <DelayedLoading />
        )}
      </PageShell>
    );
  }

  const step = chooseKycStep(state.data, parseRequestedLevel(params.get('level')));
  const missing = missingBindings(state.data);
  const viewStatus = (
    <Button block shape="rounded" onClick={() => navigation.replace(paths.real)}>
      {t('kyc.viewStatus')}
    </Button>
  );

  async function send(input: KycInput) {
    try {
      await submit.mutateAsync(input);
    } catch {
      return;
    }
    showSuccess(t('kyc.submitted'));
  }

  let content;
  if (step.kind === 'pending') {
    content = (
      <KycStatePanel
        tone="pending"
        title={t('kyc.pendingTitle', { level: step.level })}
        text={
          <>
            <p>{t('kyc.pendingText')}</p>
            {step.submittedAt ? (
              <p className="kyc-form-meta">
                {t('kyc.submittedAt', { time: formatDateTime(step.submittedAt) })}
              </p>
            ) : null}
          </>
        }
      >
        {viewStatus}
      </KycStatePanel>
    );
  } else if (step.kind === 'certified') {
    const canContinue = step.level === 1;
    content = (
      <KycStatePanel
        tone="certified"
        title={t('kyc.certifiedTitle', { level: step.level })}
        text={t(step.level === 2 ? 'kyc.allCertified' : 'kyc.certifiedText')}
      >
        {canContinue ? (
          <PrimaryButton
            size="middle"
            onClick={() => navigation.replace(paths.realMark, { level: 2 })}
          >
            {t('kyc.nextLevel')}
          </PrimaryButton>
        ) : null}
        {viewStatus}
      </KycStatePanel>
    );
  } else {
    content = (
      <>
        {step.resubmit ? (
          <KycStatePanel
            tone="failed"
            title={t('kyc.failedTitle')}
            text={
              <>
                {step.reason ? (
                  <div className="kyc-reason" data-testid="kyc-reason">
                    <p>
                      <span className="kyc-reason__label">{t('kyc.reason')}</span>
                      {step.reason}
                    </p>
                  </div>
                ) : null}
                <p>{t('kyc.failedText')}</p>
              </>
            }
          />
        ) : null}
        <div className="kyc-step-title">
          <span className="kyc-level__badge">Lv{step.level}</span>
          <div>
            <h2 className="kyc-level__title">{t(`kyc.levelName.${step.level}`)}</h2>
            <p className="kyc-level__desc">{t(`kyc.levelDescription.${step.level}`)}</p>
          </div>
        </div>
        {missing.any ? (
          <BindRequirements
            emailBound={state.data.email_bound}
            mobileBound={state.data.mobile_bound}
            onBind={() => navigation.push(paths.security)}
          />
        ) : null}
        {step.level === 1 ? (
          <Level1Form
            initial={level1FromState(state.data.level1)}
            submitting={submit.isPending}
            disabled={missing.any}
            onSubmit={(input) => void send(input)}
          />
        ) : (
          <Level2Form
            submitting={submit.isPending}
            disabled={missing.any}
            onSubmit={(input) => void send(input)}
          />
        )}
      </>
    );
  }

  return <PageShell title={title}>{content}</PageShell>;
}
