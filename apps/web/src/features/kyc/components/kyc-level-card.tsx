import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@meridian/contract';

import { Amount } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import type { KycLevelCard as KycLevelCardModel } from '../model/kyc-state';
import { AlertIcon, LockSmallIcon } from './kyc-icons';
import { KycStatusTag } from './kyc-status-tag';
import './kyc.css';

interface KycLevelCardProps {
  card: KycLevelCardModel;
  onAction: (level: 1 | 2) => void;
}

/** One level on the identity overview: state, the operator's reason, limits and the next action. */
export function KycLevelCard({ card, onAction }: KycLevelCardProps) {
  const { t } = useTranslation();
  return (
    <section
      className={`kyc-level card${card.locked ? ' kyc-level--locked' : ''}`}
      aria-labelledby={`kyc-level-${card.level}`}
      data-testid={`kyc-level-${card.level}`}
    >
      <header className="kyc-level__head">
        <span className="kyc-level__badge">Lv{card.level}</span>
        <div className="kyc-level__titles">
          <h2 id={`kyc-level-${card.level}`} className="kyc-level__title">
            {t(`kyc.levelName.${card.level}`)}
          </h2>
          <p className="kyc-level__desc">{t(`kyc.levelDescription.${card.level}`)}</p>
        </div>
        <KycStatusTag status={card.status} />
      </header>

      {card.status === 'failed' && card.reason ? (
        <div className="kyc-reason" role="alert">
          <AlertIcon />
          <p>
            <span className="kyc-reason__label">{t('kyc.reason')}</span>
            {card.reason}
          </p>
        </div>
      ) : null}

      <DetailList
        className="kyc-limits"
        rowClassName="kyc-limits__item"
        rows={[
          {
            key: 'withdraw',
            label: t('kyc.limitWithdraw'),
            value: (
              <>
                <Amount value={card.limits.withdrawBtc24h} precision={0} grouped />
                <span className="kyc-limits__note">{t('kyc.btcEquivalent')}</span>
              </>
            ),
          },
          {
            key: 'fiat',
            label: t('kyc.limitFiat'),
            value: (
              <>
                <Amount value={card.limits.fiatSingle} precision={0} grouped />
                <span className="kyc-limits__note">USD / USDT</span>
              </>
            ),
          },
        ]}
      />

      {card.submittedAt && (card.status === 'pending' || card.status === 'failed') ? (
        <p className="kyc-level__meta">
          {t('kyc.submittedAt', { time: formatDateTime(card.submittedAt) })}
        </p>
      ) : null}

      {card.action ? (
        <PrimaryButton
          size="middle"
          onClick={() => onAction(card.level)}
          data-testid={`kyc-action-${card.level}`}
        >
          {t(card.action === 'start' ? 'kyc.start' : 'kyc.resubmit')}
        </PrimaryButton>
      ) : card.locked ? (
        <p className="kyc-level__locked">
          <LockSmallIcon /> {t('kyc.locked')}
        </p>
      ) : null}
    </section>
  );
}
