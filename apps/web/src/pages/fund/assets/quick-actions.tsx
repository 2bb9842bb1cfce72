import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import {
  ConvertIcon,
  DepositIcon,
  RecordsIcon,
  TransferIcon,
  WithdrawIcon,
} from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { navigation } from '../../../lib/navigation';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** The wallet's shortcuts: deposit, withdraw, transfer, convert, records. */
export function QuickActions() {
  const { t } = useTranslation();
  const actions: { key: string; label: string; Icon: Icon; open: () => void }[] = [
    {
      key: 'deposit',
      label: t('fund.actions.deposit'),
      Icon: DepositIcon,
      open: () => navigation.push(paths.select, { type: 'receive' }),
    },
    {
      key: 'withdraw',
      label: t('fund.actions.withdraw'),
      Icon: WithdrawIcon,
      open: () => navigation.push(paths.select, { type: 'withdraw' }),
    },
    {
      key: 'transfer',
      label: t('fund.actions.transfer'),
      Icon: TransferIcon,
      open: () => navigation.push(paths.transfer),
    },
    {
      key: 'convert',
      label: t('fund.actions.convert'),
      Icon: ConvertIcon,
      open: () => navigation.push(paths.fundTransfer),
    },
    {
      key: 'records',
      label: t('fund.actions.records'),
      Icon: RecordsIcon,
      open: () => navigation.push(paths.receiveWithdrawRecord),
    },
  ];
  return (
    <nav className="wallet-quick-actions" aria-label={t('fund.actions.title')}>
      {actions.map(({ key, label, Icon, open }) => (
        <button key={key} type="button" className="wallet-quick-actions__item" onClick={open}>
          <span className="wallet-quick-actions__icon">
            <Icon />
          </span>
          <span className="wallet-quick-actions__label">{label}</span>
        </button>
      ))}
    </nav>
  );
}

/** The total card's place while the balances load. */
export function OverviewSkeleton() {
  return (
    <div className="card wallet-total-card" aria-hidden="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}
