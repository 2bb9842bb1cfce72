import { useState, type ReactNode } from 'react';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../../../components/ui/icon-button';
import { lineIcon } from '../../../components/ui/line-icon';
import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';
import { isPopupClosed, rememberClosedPopup } from '../model/closed-popups';

const WaveIcon = lineIcon(
  <path d="M7 11V6.5a1.5 1.5 0 0 1 3 0V11m0-1.5V5a1.5 1.5 0 0 1 3 0v5m0-1.5v-2a1.5 1.5 0 0 1 3 0V14a6 6 0 0 1-6 6c-2.5 0-4-1.3-5.3-3.5L3.8 13a1.5 1.5 0 0 1 2.6-1.5L7 12.6" />,
);
const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />);

/**
 * The welcome (the home pop-up announcement, GET /news/index_pop) shown in the notice bar's
 * place rather than as a modal: the greeting and the announcement's title, opening it in full;
 * closing it is remembered on the device and gives the place back to the notices (`children`).
 */
export function WelcomeNotice({
  greeting,
  onOpen,
  children,
}: {
  /** "Hi, Ann": said before the announcement's title for a logged-in user. */
  greeting?: string;
  onOpen: (id: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const popup = useQuery(contentQueries.popup(lang));
  const [closedNow, setClosedNow] = useState<number | null>(null);
  const welcome = popup.data ?? null;
  // Until the welcome is known the place stays empty (reserved), so nothing flashes before it.
  if (popup.isPending) return null;
  if (!welcome || welcome.id === closedNow || isPopupClosed(welcome.id)) return <>{children}</>;

  const close = () => {
    rememberClosedPopup(welcome.id);
    setClosedNow(welcome.id);
  };
  const text = greeting ? `${greeting} · ${welcome.title}` : welcome.title;
  return (
    <section className="notice-ticker welcome-notice" aria-label={t('home.welcomeNotice')}>
      <NoticeBar
        className="notice-bar"
        shape="rounded"
        icon={<WaveIcon />}
        extra={
          <IconButton label={t('common.close')} className="welcome-notice__close" onClick={close}>
            <CloseIcon />
          </IconButton>
        }
        content={
          <button
            type="button"
            className="notice-bar__title"
            onClick={() => {
              close();
              onOpen(welcome.id);
            }}
          >
            {text}
          </button>
        }
      />
    </section>
  );
}
