import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { htmlToParagraphs } from '../../../lib/html-text';
import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';
import { isPopupClosed, rememberClosedPopup } from '../model/closed-popups';

/**
 * The home pop-up announcement (GET /news/index_pop). It shows until the user closes it; the
 * closed id is remembered on the device, so each announcement shows once. The text is a plain
 * preview; the full announcement opens as an article.
 */
export function PopupAnnouncement({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const popup = useQuery(contentQueries.popup(lang));
  const [closedNow, setClosedNow] = useState<number | null>(null);
  const announcement = popup.data ?? null;
  const visible =
    announcement !== null && announcement.id !== closedNow && !isPopupClosed(announcement.id);

  if (!announcement) return null;
  const close = () => {
    rememberClosedPopup(announcement.id);
    setClosedNow(announcement.id);
  };
  const paragraphs = htmlToParagraphs(announcement.content);

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      destroyOnClose
      role="dialog"
      aria-label={announcement.title}
      className="announcement-popup"
      bodyClassName="announcement"
    >
      <h2 className="announcement__title">{announcement.title}</h2>
      <div className="announcement__body">
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <div className="announcement__actions">
        <Button block shape="rounded" onClick={close}>
          {t('common.close')}
        </Button>
        <PrimaryButton
          size="middle"
          onClick={() => {
            close();
            onOpen(announcement.id);
          }}
        >
          {t('home.viewDetails')}
        </PrimaryButton>
      </div>
    </CenterPopup>
  );
}
