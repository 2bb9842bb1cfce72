import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { FuturesSheet } from './futures-sheet';

interface ActionSheetProps {
  visible: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmText: ReactNode;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a close or a batch close: what will happen, then confirm or cancel. */
export function ActionSheet({
  visible,
  title,
  message,
  confirmText,
  submitting,
  onConfirm,
  onClose,
}: ActionSheetProps) {
  const { t } = useTranslation();
  return (
    <FuturesSheet visible={visible} onClose={onClose} testId="action-sheet" title={title}>
      <p className="fut-action-message">{message}</p>
      <div className="fut-action-buttons">
        <Button block size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          block
          size="large"
          className="fut-submit fut-submit--short"
          loading={submitting}
          onClick={onConfirm}
        >
          {confirmText}
        </Button>
      </div>
    </FuturesSheet>
  );
}
