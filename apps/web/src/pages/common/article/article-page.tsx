import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ErrorState } from '../../../components/ui/error-state';
import { RelativeTime } from '../../../components/ui/relative-time';
import { contentQueries } from '../../../features/content/api/content-queries';
import { ContentBody, ContentSkeleton } from '../../../features/content/components/content-body';
import { useLanguage } from '../../../lib/use-language';

/** `?id=` as a positive integer, or null. */
function articleId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One notice or banner article (POST /news/detail), its HTML sanitised again on the way in. */
export function ArticlePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const id = articleId(search);
  const article = useQuery({ ...contentQueries.article(lang, id ?? 0), enabled: id !== null });

  let body;
  if (id === null) body = <ErrorState title={t('common.notFoundTitle')} />;
  else if (article.isPending) body = <ContentSkeleton />;
  else if (article.isError)
    body = <ErrorState error={article.error} onRetry={() => void article.refetch()} />;
  else
    body = (
      <ContentBody
        title={article.data.title}
        meta={<RelativeTime value={article.data.created_at} />}
        image={article.data.image}
        html={article.data.content}
      />
    );

  return <PageShell title={t('content.article')}>{body}</PageShell>;
}
