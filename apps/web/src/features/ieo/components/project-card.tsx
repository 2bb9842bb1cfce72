import { formatDateTime, type IeoProjectView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatAmount } from '../../../components/ui/amount';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { IeoLines } from './ieo-lines';
import { PhaseTag } from './phase-tag';

/** The amount of a project or subscription in its unit, grouped the way the language writes it. */
export function useAmount() {
  return (value: string | null, unit: string, precision = 8) =>
    value === null ? '—' : `${formatAmount(value, { kind: 'amount', precision }) ?? value} ${unit}`;
}

/** A project's key terms: price, issue, cap, times. Shared by the list and the subscribe screen. */
export function ProjectTerms({
  project,
  full = false,
}: {
  project: IeoProjectView;
  full?: boolean;
}) {
  const { t } = useTranslation();
  const amount = useAmount();
  const tokens = (v: string) => amount(v, project.symbol, project.token_decimals);
  return (
    <IeoLines
      testId={`ieo-terms-${project.id}`}
      rows={[
        {
          key: 'price',
          label: t('ieo.price'),
          value: `${amount(project.price, project.pay_currency, 18)} / ${project.symbol}`,
          className: 'is-strong',
        },
        { key: 'supply', label: t('ieo.totalSupply'), value: tokens(project.total_supply) },
        { key: 'cap', label: t('ieo.userCap'), value: tokens(project.user_cap) },
        full && { key: 'min', label: t('ieo.minAmount'), value: tokens(project.min_amount) },
        { key: 'applied', label: t('ieo.appliedTotal'), value: tokens(project.applied_total) },
        full && {
          key: 'participants',
          label: t('ieo.participants'),
          value: String(project.participants),
        },
        { key: 'start', label: t('ieo.start'), value: formatDateTime(project.start_time) },
        { key: 'end', label: t('ieo.end'), value: formatDateTime(project.end_time) },
        { key: 'listing', label: t('ieo.listing'), value: formatDateTime(project.listing_time) },
        full && {
          key: 'lock',
          label: t('ieo.lockPeriod'),
          value: t('ieo.days', { count: project.lock_days }),
        },
      ]}
    />
  );
}

/** One project in the list: name, phase, terms and the way to its page. */
export function ProjectCard({ project }: { project: IeoProjectView }) {
  const { t } = useTranslation();
  const titleId = `ieo-project-${project.id}`;
  return (
    <article className="card ieo-card" aria-labelledby={titleId} data-testid="ieo-project">
      <div className="ieo-card__head">
        <h2 id={titleId} className="ieo-card__title">
          {project.name} <span className="ieo-card__symbol">{project.symbol}</span>
        </h2>
        <PhaseTag phase={project.phase} />
      </div>
      <ProjectTerms project={project} />
      <PrimaryButton
        className="ieo-card__action"
        onClick={() => navigation.push(paths.ieoSubscribe, { id: project.id })}
      >
        {project.phase === 'progress' ? t('ieo.subscribe') : t('ieo.details')}
      </PrimaryButton>
    </article>
  );
}
