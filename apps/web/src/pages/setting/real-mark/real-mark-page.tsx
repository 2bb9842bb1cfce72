import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycInput } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { kycQueries, useSubmitKyc } from '../../../features/kyc/api/kyc-queries';
import { BindRequirements } from '../../../features/kyc/components/bind-requirements';
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
import { CertifiedPanel, FailedPanel, PendingPanel, StepTitle } from './real-mark-panels';

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
        <QueryFallback query={state} />
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
    content = <PendingPanel step={step}>{viewStatus}</PendingPanel>;
  } else if (step.kind === 'certified') {
    content = <CertifiedPanel step={step}>{viewStatus}</CertifiedPanel>;
  } else {
    content = (
      <>
        {step.resubmit ? <FailedPanel reason={step.reason} /> : null}
        <StepTitle level={step.level} />
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
