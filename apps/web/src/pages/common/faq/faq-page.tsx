import Collapse from 'antd-mobile/es/components/collapse';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SafeHtml } from '../../../components/ui/safe-html';
import { contentQueries } from '../../../features/content/api/content-queries';
import { ContentSkeleton } from '../../../features/content/components/content-body';
import { useLanguage } from '../../../lib/use-language';

/** Frequently asked questions as an accordion: one answer open at a time. */
export function FaqPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const faq = useQuery(contentQueries.faq(lang));

  let body;
  if (faq.isPending) body = <ContentSkeleton />;
  else if (faq.isError) body = <ErrorState error={faq.error} onRetry={() => void faq.refetch()} />;
  else if (faq.data.length === 0) body = <EmptyState title={t('content.faqEmpty')} />;
  else
    body = (
      <Collapse accordion className="card faq">
        {faq.data.map((item) => (
          <Collapse.Panel key={String(item.id)} title={item.question}>
            <SafeHtml html={item.answer} />
          </Collapse.Panel>
        ))}
      </Collapse>
    );

  return <PageShell title={t('setting.faq')}>{body}</PageShell>;
}
