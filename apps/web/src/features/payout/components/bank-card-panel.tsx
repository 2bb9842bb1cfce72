import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANK_KINDS, type BankKind } from '@meridian/contract';

import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { payoutQueries } from '../api/payout-queries';
import { BankCardForm } from './bank-card-form';
import { BankCardIcon, GlobeCardIcon } from './payout-icons';
import './payout.css';

interface BankCardPanelProps {
  kind: BankKind;
  /** Opens the other kind's screen. */
  onSwitch: (kind: BankKind) => void;
}

/** Domestic / international switch, what the card is for, and the form once the saved card is read. */
export function BankCardPanel({ kind, onSwitch }: BankCardPanelProps) {
  const { t } = useTranslation();
  const card = useQuery(payoutQueries.bankCard(kind));

  let body;
  if (card.isPending) body = <DelayedLoading />;
  else if (card.isError)
    body = <ErrorState error={card.error} onRetry={() => void card.refetch()} />;
  else
    body = (
      // Keyed by the save time so a card read after the form was drawn fills it again.
      <BankCardForm key={card.data?.updated_at ?? 'new'} kind={kind} card={card.data ?? null} />
    );

  return (
    <>
      <SegmentedTabs
        options={BANK_KINDS.map((k) => ({ value: k, label: t(`bank.${k}`) }))}
        value={kind}
        onChange={(k) => {
          if (k !== kind) onSwitch(k);
        }}
      />
      <div className="notice" role="note">
        {kind === 'domestic' ? <BankCardIcon /> : <GlobeCardIcon />}
        <p>{t(kind === 'domestic' ? 'bank.introDomestic' : 'bank.introInternational')}</p>
      </div>
      {body}
    </>
  );
}
