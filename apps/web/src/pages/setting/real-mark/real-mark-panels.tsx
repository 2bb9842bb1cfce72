import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@meridian/contract';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { KycStatePanel } from '../../../features/kyc/components/kyc-state-panel';
import type { KycStep } from '../../../features/kyc/model/kyc-state';
import { navigation } from '../../../lib/navigation';

type StepOf<K extends KycStep['kind']> = Extract<KycStep, { kind: K }>;

/** The level is under audit: say so, with when it was sent when known. */
export function PendingPanel({ step, children }: { step: StepOf<'pending'>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
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
      {children}
    </KycStatePanel>
  );
}

/** The level is certified; after level 1 the user may go on to level 2. */
export function CertifiedPanel({
  step,
  children,
}: {
  step: StepOf<'certified'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const canContinue = step.level === 1;
  return (
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
      {children}
    </KycStatePanel>
  );
}

/** Above a resubmitted form: the audit failed, and why when the operator said. */
export function FailedPanel({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <KycStatePanel
      tone="failed"
      title={t('kyc.failedTitle')}
      text={
        <>
          {reason ? (
            <div className="kyc-reason" data-testid="kyc-reason">
              <p>
                <span className="kyc-reason__label">{t('kyc.reason')}</span>
                {reason}
              </p>
            </div>
          ) : null}
          <p>{t('kyc.failedText')}</p>
        </>
      }
    />
  );
}

/** The level badge, name and description above the form. */
export function StepTitle({ level }: { level: StepOf<'form'>['level'] }) {
  const { t } = useTranslation();
  return (
    <div className="kyc-step-title">
      <span className="kyc-level__badge">Lv{level}</span>
      <div>
        <h2 className="kyc-level__title">{t(`kyc.levelName.${level}`)}</h2>
        <p className="kyc-level__desc">{t(`kyc.levelDescription.${level}`)}</p>
      </div>
    </div>
  );
}
