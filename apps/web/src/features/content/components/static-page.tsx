import type { ReactNode } from 'react';
import type { PageKey } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';

import { PageShell } from '../../../app/page-shell';
import { ErrorState } from '../../../components/ui/error-state';
import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';
import { ContentBody, ContentSkeleton } from './content-body';

interface StaticPageProps {
  pageKey: PageKey;
  /** The navigation bar's title (the page's own title shows in the body). */
  title: string;
  /** Shown under the text once it has loaded, e.g. a contact button. */
  footer?: ReactNode;
}

/** One of the operator's pages (about us, contact us, operational compliance). */
export function StaticPage({ pageKey, title, footer }: StaticPageProps) {
  const lang = useLanguage();
  const page = useQuery(contentQueries.page(lang, pageKey));

  let body;
  if (page.isPending) body = <ContentSkeleton />;
  else if (page.isError)
    body = <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  else
    body = (
      <>
        <ContentBody title={page.data.title} html={page.data.content} />
        {footer}
      </>
    );

  return <PageShell title={title}>{body}</PageShell>;
}
