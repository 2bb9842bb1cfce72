import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { CopyIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { SafeHtml } from '../../../components/ui/safe-html';
import { contentQueries } from '../../../features/content/api/content-queries';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { QrImage } from '../../../features/user/components/qr-image';
import { inviteLink } from '../../../features/user/model/invite-link';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { InviteRebates } from './invite-rebates';
import './share.css';

async function copy(text: string, done: string, failed: string) {
  showToast((await copyText(text)) ? done : failed);
}

function InviteCard({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation();
  const link = inviteLink(inviteCode);

  return (
    <section className="card invite">
      <QrImage text={link} />
      <p className="invite-qr__hint">{t('setting.inviteQrHint')}</p>

      <div className="invite__row">
        <div className="inset-field invite__field">
          <span className="inset-field__label">{t('setting.inviteCode')}</span>
          <span className="invite__code mono" data-testid="invite-code">
            {inviteCode}
          </span>
        </div>
        <IconButton
          label={t('share.copyCode')}
          className="icon-button--small"
          onClick={() => void copy(inviteCode, t('common.copied'), t('common.copyFailed'))}
        >
          <CopyIcon />
        </IconButton>
      </div>

      <div className="inset-field">
        <span className="inset-field__label">{t('share.inviteLink')}</span>
        <span className="invite__link mono" data-testid="invite-link">
          {link}
        </span>
      </div>

      <PrimaryButton
        size="middle"
        onClick={() => void copy(link, t('common.copied'), t('common.copyFailed'))}
      >
        {t('setting.copyInviteLink')}
      </PrimaryButton>
    </section>
  );
}

/** The operator's invite rules (GET /share). */
function InviteRules() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useQuery(contentQueries.page(lang, 'share'));
  return (
    <section className="card content">
      {/* The operator's page is titled like this screen; the section reads as its rules. */}
      <h2 className="content__title">{t('share.rules')}</h2>
      {rules.isPending ? <Skeleton.Paragraph lineCount={3} animated /> : null}
      {rules.data ? <SafeHtml className="content__body" html={rules.data.content} /> : null}
    </section>
  );
}

/** Invite friends: the user's code, a QR code of their registration link, and the rules. */
export function SharePage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const { user } = userQuery;

  let invite;
  if (user) invite = <InviteCard inviteCode={user.invite_code} />;
  else if (userQuery.isError)
    invite = (
      <ErrorState compact error={userQuery.error} onRetry={() => void userQuery.refetch()} />
    );
  else
    invite = (
      <section className="card invite" aria-busy="true">
        <Skeleton animated className="invite__qr-skeleton" />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );

  return (
    <PageShell title={t('setting.share')}>
      {invite}
      {user ? <InviteRebates /> : null}
      <InviteRules />
    </PageShell>
  );
}
