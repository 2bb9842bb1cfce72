import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import type { OrderPreview } from '../model/order-preview';
import type { FuturesPair } from '../model/pair';
import type { TicketOrder } from '../model/ticket';
import { PairLabel, SideTag } from './bits';
import { FuturesSheet } from './futures-sheet';
import { PreviewLines } from './preview-lines';

interface ConfirmSheetProps {
  visible: boolean;
  pair: Pick<FuturesPair, 'symbol' | 'currency_name' | 'legal_name' | 'price_precision'>;
  entry: 'market' | 'limit';
  order: TicketOrder;
  /** Live: follows the price while the sheet is open. */
  preview: OrderPreview | null;
  threshold: string;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Repeats the order and its risk before it is sent (PRODUCT-RULES.md §0). */
export function ConfirmSheet({
  visible,
  pair,
  entry,
  order,
  preview,
  threshold,
  submitting,
  onConfirm,
  onClose,
}: ConfirmSheetProps) {
  const { t } = useTranslation();
  const long = order.direction === 1;
  return (
    <FuturesSheet
      visible={visible}
      onClose={onClose}
      testId="confirm-sheet"
      title={
        entry === 'market' ? t('futures.confirm.titleMarket') : t('futures.confirm.titleLimit')
      }
    >
      <div className="fut-sheet__side">
        <SideTag direction={order.direction} />
        <PairLabel symbol={pair.symbol} />
      </div>
      {preview ? (
        <PreviewLines
          preview={preview}
          entry={entry}
          pricePrecision={pair.price_precision}
          coin={pair.currency_name}
          quote={pair.legal_name}
          order={order}
          threshold={threshold}
          loggedIn
        />
      ) : null}
      <p className="fut-risk-note">
        {t('futures.confirm.risk', { threshold })}{' '}
        {entry === 'market' ? t('futures.confirm.marketNote') : t('futures.confirm.limitNote')}
      </p>
      <Button
        block
        className={`fut-submit fut-submit--${long ? 'long' : 'short'}`}
        loading={submitting}
        disabled={!preview}
        onClick={onConfirm}
      >
        {long ? t('futures.confirm.long') : t('futures.confirm.short')}
      </Button>
    </FuturesSheet>
  );
}
