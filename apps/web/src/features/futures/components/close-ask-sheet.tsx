import { useTranslation } from 'react-i18next';

import { batchKey, type CloseAsk } from '../model/positions';
import { ActionSheet } from './action-sheet';

interface CloseAskSheetProps {
  /** The close or batch close to confirm; null hides the sheet. */
  ask: CloseAsk | null;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before closing a position, or all / longs / shorts, saying how many it closes. */
export function CloseAskSheet({ ask, submitting, onConfirm, onClose }: CloseAskSheetProps) {
  const { t } = useTranslation();
  let title = t('futures.closeDialog.title');
  let message = '';
  let confirmText = t('futures.position.close');
  if (ask?.kind === 'batch') {
    title = t(`futures.batch.${batchKey(ask.type)}`);
    message = t(`futures.batchDialog.${batchKey(ask.type)}`, { n: ask.count });
    confirmText = title;
  } else if (ask?.kind === 'close') {
    message = t('futures.closeDialog.content', {
      pair: ask.position.symbol,
      lots: t('futures.lotsCount', { count: ask.position.share }),
    });
  }
  return (
    <ActionSheet
      visible={ask !== null}
      title={title}
      message={message}
      confirmText={confirmText}
      submitting={submitting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
