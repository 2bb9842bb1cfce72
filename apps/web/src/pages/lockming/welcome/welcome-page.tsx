import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { OperatorNotes } from '../../../features/content/components/operator-notes';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import '../../../features/lockup/components/lockup.css';
import { navigation } from '../../../lib/navigation';

const SECTIONS = ['what', 'yield', 'end', 'early', 'source'] as const;

/**
 * What lock-up mining is, in plain words: the amount is locked for the product's days, each full
 * UTC day pays amount × daily rate at 00:00 UTC, the principal returns at the end, early
 * redemption costs ratio × remaining days × amount (with the spec's worked example), and each
 * product says where its yield comes from.
 */
export function LockmingWelcomePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('lockup.welcomeTitle')}>
      <div className="lockup-page lockup-welcome">
        {SECTIONS.map((key) => (
          <section key={key} className="card lockup-card" aria-labelledby={`lockup-welcome-${key}`}>
            <h2 id={`lockup-welcome-${key}`}>{t(`lockup.welcome.${key}Title`)}</h2>
            <p className="lockup-text">{t(`lockup.welcome.${key}`)}</p>
          </section>
        ))}
        <OperatorNotes pageKey="lockup_help" />
        <PrimaryButton onClick={() => navigation.push(paths.lockming)}>
          {t('lockup.seeProducts')}
        </PrimaryButton>
      </div>
    </PageShell>
  );
}
