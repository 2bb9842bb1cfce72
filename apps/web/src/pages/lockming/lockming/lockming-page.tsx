import { useQuery } from '@tanstack/react-query';
import { LOCKUP_CATEGORIES, type LockupCategory } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconButton } from '../../../components/ui/icon-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import { lockupQueries } from '../../../features/lockup/api/lockup-queries';
import { ProductCard } from '../../../features/lockup/components/product-card';
import '../../../features/lockup/components/lockup.css';
import { RecordsIcon } from '../../../features/wallet/components/wallet-icons';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

type Filter = LockupCategory | 'all';
const FILTERS: readonly Filter[] = ['all', ...LOCKUP_CATEGORIES];

/** The category the address names (`?category=`, from the home tiles), or all. */
function useCategory(): [Filter, (next: Filter) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('category');
  const current = FILTERS.find((f) => f === named) ?? 'all';
  return [
    current,
    (next) => setParams(next === 'all' ? {} : { category: next }, { replace: true }),
  ];
}

/**
 * Lock-up mining products (SPEC.md "Lock mining"): the open products, all or of one category
 * (lock-up, mining, DeFi, cloud mining: the home tiles open it filtered), each with its daily
 * rate and APR, lock period, minimum, penalty and where its yield comes from. A category without a
 * product says so; nothing is made up.
 */
export function LockmingPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [category, setCategory] = useCategory();
  const products = useQuery(lockupQueries.products(category === 'all' ? undefined : category));
  let body;
  if (!products.data) body = <QueryFallback query={products} />;
  else if (products.data.length === 0)
    body = (
      <EmptyState
        title={t('lockup.empty')}
        description={
          category === 'all'
            ? t('lockup.emptyText')
            : t('lockup.emptyCategory', { category: t(`lockup.category.${category}`) })
        }
      />
    );
  else body = products.data.map((p) => <ProductCard key={p.id} product={p} />);

  return (
    <PageShell
      title={t('lockup.title')}
      right={
        isLoggedIn ? (
          <IconButton
            label={t('lockup.myOrders')}
            onClick={() => navigation.push(paths.lockmingOrder)}
          >
            <RecordsIcon />
          </IconButton>
        ) : undefined
      }
    >
      <div className="lockup-page">
        <p className="lockup-text">{t('lockup.intro')}</p>
        <div className="lockup-links">
          <button type="button" onClick={() => navigation.push(paths.lockmingWelcome)}>
            {t('lockup.howItWorks')}
          </button>
        </div>
        <div className="lockup-filter">
          <SegmentedTabs
            ariaLabel={t('lockup.categoryLabel')}
            options={FILTERS.map((f) => ({
              value: f,
              label: f === 'all' ? t('lockup.all') : t(`lockup.category.${f}`),
            }))}
            value={category}
            onChange={setCategory}
          />
        </div>
        {body}
      </div>
    </PageShell>
  );
}
