import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INBOX_CATEGORIES, type InboxCategory } from '@meridian/contract';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CategorySwitches } from '../../../components/ui/category-switches';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { notificationQueries, useInboxCategory } from '../api/alerts-queries';

/**
 * The inbox's category switches (issue #20 item 5): which of the platform's notices the inbox
 * keeps from now on. Price alerts always arrive: the user set each one.
 */
export function InboxSettingsSheet({
  owner,
  visible,
  onClose,
}: {
  owner: number;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useQuery({ ...notificationQueries.settings(owner), enabled: visible });
  const change = useInboxCategory(owner);
  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('notifications.settingsTitle')}>
      <div className="inbox-settings" data-testid="inbox-settings">
        <p className="inbox-settings__note">{t('notifications.settingsNote')}</p>
        {settings.data ? (
          <CategorySwitches<InboxCategory>
            categories={INBOX_CATEGORIES}
            values={settings.data.categories}
            name={(category) => t(`push.categories.${category}`)}
            hint={(category) => t(`push.hints.${category}`)}
            prefix="inbox"
            onChange={(category, enabled) => change.mutateAsync({ category, enabled })}
          />
        ) : (
          <QueryFallback query={settings} />
        )}
      </div>
    </BottomSheet>
  );
}
