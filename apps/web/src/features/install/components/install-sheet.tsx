import { useState, useSyncExternalStore } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { currentInstallState, promptInstall, subscribeInstall } from '../model/install-prompt';
import './install.css';

/**
 * What the home's download tile opens: the browser's install dialog when it offers one, else the
 * steps to add the app to the home screen (Safari's Share menu on iPhone and iPad, the browser's
 * menu elsewhere), or that the app is already installed when it runs from the home screen.
 */
export function InstallSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeInstall, currentInstallState, currentInstallState);
  const [dismissed, setDismissed] = useState(false);

  let body;
  if (state === 'installed') body = <p className="install__lead">{t('install.installed')}</p>;
  else if (state === 'prompt')
    body = (
      <>
        <p className="install__lead">{t('install.promptLead')}</p>
        <PrimaryButton
          onClick={() =>
            void promptInstall().then((outcome) => setDismissed(outcome === 'dismissed'))
          }
        >
          {t('install.install')}
        </PrimaryButton>
      </>
    );
  else
    body = (
      <>
        <p className="install__lead">{t('install.stepsLead')}</p>
        <ol className="install__steps" data-testid="install-steps">
          {state === 'ios' ? (
            <>
              <li>{t('install.iosShare')}</li>
              <li>{t('install.iosAdd')}</li>
              <li>{t('install.iosConfirm')}</li>
            </>
          ) : (
            <>
              <li>{t('install.menuOpen')}</li>
              <li>{t('install.menuAdd')}</li>
              <li>{t('install.menuConfirm')}</li>
            </>
          )}
        </ol>
        {state === 'ios' ? null : <p className="install__note">{t('install.iosHint')}</p>}
      </>
    );

  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('install.title')}>
      <div className="sheet__content install" data-state={state}>
        {dismissed && state !== 'installed' ? (
          <p className="install__note">{t('install.dismissed')}</p>
        ) : null}
        {body}
        <p className="install__note">{t('install.offlineNote')}</p>
        <Button block shape="rounded" onClick={onClose}>
          {t('install.close')}
        </Button>
      </div>
    </BottomSheet>
  );
}
