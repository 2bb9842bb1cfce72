import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { HeadsetIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { contentQueries } from '../../../features/content/api/content-queries';
import { StaticPage } from '../../../features/content/components/static-page';
import { isHttpsUrl } from '../../../features/content/model/links';
import { navigation } from '../../../lib/navigation';
import { CompanyAddress } from './company-address';
import './contactus.css';

/**
 * Contact us, the company's address (with its map) when the operator set one, and the operator's
 * online customer service when one is configured.
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const support = useQuery(contentQueries.setting('support_url'));
  const supportUrl = support.data?.trim() ?? '';

  return (
    <StaticPage
      pageKey="contactus"
      title={t('setting.contactUs')}
      footer={
        <>
          <CompanyAddress />
          {isHttpsUrl(supportUrl) ? (
            <div className="page-actions">
              <PrimaryButton onClick={() => navigation.push(paths.webView, { url: supportUrl })}>
                <HeadsetIcon className="button-icon" /> {t('content.customerService')}
              </PrimaryButton>
            </div>
          ) : null}
        </>
      }
    />
  );
}
