import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { OperatorNotes } from '../../../features/content/components/operator-notes';
import '../../../features/invest/components/invest.css';

const SECTIONS = ['what', 'up', 'down', 'price', 'fail', 'risk'] as const;

/** How invest works: both products, the formula in words, the settlement price and the risk. */
export function InvestHelpPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('invest.helpTitle')}>
      <div className="invest-page invest-help">
        {SECTIONS.map((key) => (
          <section key={key} className="card invest-card" aria-labelledby={`invest-help-${key}`}>
            <h2 id={`invest-help-${key}`}>{t(`invest.help.${key}Title`)}</h2>
            <p className="invest-text">{t(`invest.help.${key}`)}</p>
          </section>
        ))}
        <OperatorNotes pageKey="invest_help" />
      </div>
    </PageShell>
  );
}
