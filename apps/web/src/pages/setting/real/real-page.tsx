import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { IdCardIcon } from '../../../components/ui/page-icons';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { kycQueries } from '../../../features/kyc/api/kyc-queries';
import { BindRequirements } from '../../../features/kyc/components/bind-requirements';
import { KycLevelCard } from '../../../features/kyc/components/kyc-level-card';
import {
  describeKycLevels,
  missingBindings,
  type KycSummary,
} from '../../../features/kyc/model/kyc-state';
import { navigation } from '../../../lib/navigation';

/** Identity overview: the two levels with their state, limits and next action. */
export function RealPage() {
  const { t } = useTranslation();
  const state = useQuery(kycQueries.state());
  const title = t('kyc.title');

  if (!state.data) {
    return (
      <PageShell title={title}>
        <QueryFallback query={state} />
      </PageShell>
    );
  }

  const levels = describeKycLevels(state.data);
  // The hero shows the level reached; what is under audit or failed shows on the level's card.
  const reached: KycSummary =
    state.data.level >= 2 ? 'lv2' : state.data.level === 1 ? 'lv1' : 'none';
  return (
    <PageShell title={title}>
      <section className="kyc-hero card">
        <IdCardIcon className="kyc-hero__icon" />
        <div>
          <p className="kyc-hero__label">{t('kyc.currentLevel')}</p>
          <p className="kyc-hero__level" data-testid="kyc-summary">
            {t(`kyc.summary.${reached}`)}
          </p>
          <p className="kyc-hero__text">{t('kyc.intro')}</p>
        </div>
      </section>
      {levels.map((card) => (
        <KycLevelCard
          key={card.level}
          card={card}
          onAction={(level) => navigation.push(paths.realMark, { level })}
        />
      ))}
      {missingBindings(state.data).any ? (
        <BindRequirements
          emailBound={state.data.email_bound}
          mobileBound={state.data.mobile_bound}
          onBind={() => navigation.push(paths.security)}
        />
      ) : null}
    </PageShell>
  );
}
