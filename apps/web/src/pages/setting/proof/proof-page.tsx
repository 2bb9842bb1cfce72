import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, proofRules } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { proofQueries } from '../../../features/proof/api/proof-queries';
import { navigation } from '../../../lib/navigation';
import { loginLinkFrom } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import './proof.css';

/** Saves a file the user can keep and check with the open script. */
function download(name: string, data: unknown): void {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The amounts of a sums map as description rows, currencies in order. */
function sumRows(sums: proofRules.Sums) {
  return Object.keys(sums)
    .sort()
    .map((currency) => ({
      key: currency,
      label: currency,
      value: <Amount kind="amount" value={sums[currency]} precision={18} />,
    }));
}

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/**
 * Verify my balance (#21 item 7): the latest published snapshot of the liabilities (root, time,
 * totals; public), and for a signed-in user their balances as counted, a verify button that
 * walks their path to the root here in the browser (the code the open script runs), and both
 * files to download.
 */
export function ProofPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const root = useQuery(proofQueries.root());
  const leaf = useQuery({ ...proofQueries.leaf(user?.id ?? 0), enabled: Boolean(user) });
  const [result, setResult] = useState<proofRules.VerifyResult | null>(null);

  const [verifying, setVerifying] = useState(false);
  const published = root.data;
  const mine = leaf.data;

  /** Reads the root and my leaf afresh (a new snapshot may have come since), then checks them. */
  async function verify() {
    setVerifying(true);
    try {
      const [freshRoot, freshLeaf] = await Promise.all([root.refetch(), leaf.refetch()]);
      if (freshRoot.data && freshLeaf.data) {
        setResult(proofRules.verifyLeafFile(freshLeaf.data, freshRoot.data));
      }
    } finally {
      setVerifying(false);
    }
  }
  return (
    <PageShell title={t('proof.title')}>
      <div className="proof-page">
        <section className="card proof-card" aria-labelledby="proof-what">
          <h2 id="proof-what" className="proof-card__title">
            {t('proof.whatTitle')}
          </h2>
          <p className="proof-text">{t('proof.proves')}</p>
          <p className="proof-text">{t('proof.notProves')}</p>
        </section>

        {root.data === undefined ? (
          <QueryFallback query={root} />
        ) : !published ? (
          <EmptyState title={t('proof.noSnapshot')} description={t('proof.noSnapshotHint')} />
        ) : (
          <>
            <section className="card proof-card" aria-labelledby="proof-snapshot">
              <h2 id="proof-snapshot" className="proof-card__title">
                {t('proof.snapshot')}
              </h2>
              <DetailList
                className="proof-lines"
                testId="proof-snapshot"
                rows={[
                  {
                    key: 'time',
                    label: t('proof.takenAt'),
                    value: formatDateTime(published.taken_at),
                  },
                  { key: 'users', label: t('proof.users'), value: published.leaf_count },
                ]}
              />
              <p className="proof-label">{t('proof.root')}</p>
              <p className="proof-hash" data-testid="proof-root">
                {published.root_hash}
              </p>
              <p className="proof-label">{t('proof.totals')}</p>
              <DetailList
                className="proof-lines"
                testId="proof-totals"
                rows={sumRows(published.totals)}
              />
              <Button
                block
                size="large"
                shape="rounded"
                className="proof-download"
                onClick={() =>
                  download(`liabilities-root-${published.snapshot_id}.json`, published)
                }
              >
                {t('proof.downloadRoot')}
              </Button>
            </section>

            {!user ? (
              <section className="card proof-card">
                <p className="proof-text">{t('proof.loginHint')}</p>
                <PrimaryButton
                  onClick={() => {
                    const login = loginLinkFrom(paths.proof);
                    navigation.push(login.path, login.query);
                  }}
                >
                  {t('common.goToLogin')}
                </PrimaryButton>
              </section>
            ) : mine === undefined ? (
              <QueryFallback query={leaf} />
            ) : !mine ? (
              <EmptyState
                compact
                title={t('proof.notCounted')}
                description={t('proof.notCountedHint')}
              />
            ) : (
              <section className="card proof-card" aria-labelledby="proof-mine">
                <h2 id="proof-mine" className="proof-card__title">
                  {t('proof.mine')}
                </h2>
                <DetailList
                  className="proof-lines"
                  testId="proof-mine"
                  rows={sumRows(mine.leaf.balances)}
                />
                <PrimaryButton
                  data-testid="proof-verify"
                  loading={verifying}
                  onClick={() => void verify()}
                >
                  {t('proof.verify')}
                </PrimaryButton>
                {result ? <VerifyOutcome result={result} /> : null}
                <Button
                  block
                  size="large"
                  shape="rounded"
                  className="proof-download"
                  onClick={() => download(`liabilities-leaf-${mine.snapshot_id}.json`, mine)}
                >
                  {t('proof.downloadLeaf')}
                </Button>
                <p className="proof-text proof-text--small">{t('proof.scriptHint')}</p>
              </section>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}

/** Pass or fail, and each step from the leaf up to the root. */
function VerifyOutcome({ result }: { result: proofRules.VerifyResult }) {
  const { t } = useTranslation();
  return (
    <div className="proof-result" role="status" data-testid="proof-result">
      <p className={`proof-result__verdict ${result.ok ? 'is-pass' : 'is-fail'}`}>
        {result.ok
          ? t('proof.pass')
          : t('proof.fail', { reason: t(`proof.failure.${result.failure ?? 'malformed'}`) })}
      </p>
      <ol className="proof-steps">
        {result.steps.map((step) => (
          <li key={step.level} className={step.ok ? '' : 'is-fail'}>
            <span className="proof-steps__label">
              {step.level === 0
                ? t('proof.stepLeaf')
                : t('proof.stepLevel', {
                    level: step.level,
                    side: t(`proof.side.${step.side ?? 'left'}`),
                  })}
            </span>
            <span className="proof-steps__hash">{step.hash ? short(step.hash) : '—'}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
