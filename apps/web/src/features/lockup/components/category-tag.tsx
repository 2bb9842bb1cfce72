import type { LockupCategory, LockupStatus } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

/** A product's category as operators chose it: lock-up, mining, DeFi, cloud mining. */
export function CategoryTag({ category }: { category: LockupCategory }) {
  const { t } = useTranslation();
  return <span className="status-tag status-tag--gold">{t(`lockup.category.${category}`)}</span>;
}

const STATUS_TONE = { 1: 'up', 2: 'warning', 3: 'flat' } as const;
const STATUS_KEY = { 1: 'inProgress', 2: 'redeemed', 3: 'ended' } as const;

/** An order's state: in progress, redeemed (early), ended. */
export function OrderStatusTag({ status }: { status: LockupStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${STATUS_TONE[status]}`}>
      {t(`lockup.status.${STATUS_KEY[status]}`)}
    </span>
  );
}
