import {
  CHAT_REPORT_REASONS,
  type ChatMessageView,
  type ChatReportReason,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';

/** Asks why a message is reported; the reasons are the server's (spam, abuse, scam, other). */
export function ReportSheet({
  message,
  busy,
  onClose,
  onReport,
}: {
  message: ChatMessageView | null;
  busy: boolean;
  onClose: () => void;
  onReport: (reason: ChatReportReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      visible={message !== null}
      onClose={onClose}
      title={t('chat.reportTitle')}
      maskClosable={!busy}
      destroyOnClose
    >
      {message ? (
        <div className="chat-report" data-testid="chat-report-sheet">
          <blockquote className="chat-report__quote">
            <strong>{message.nickname}</strong>
            <span>{message.body}</span>
          </blockquote>
          <p className="chat-report__hint">{t('chat.reportHint')}</p>
          <div className="chat-report__reasons">
            {CHAT_REPORT_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                className="chat-report__reason"
                disabled={busy}
                onClick={() => onReport(reason)}
              >
                {t(`chat.reason.${reason}`)}
              </button>
            ))}
          </div>
          <button type="button" className="link chat-report__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      ) : null}
    </BottomSheet>
  );
}
