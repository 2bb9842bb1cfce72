import type { PageKey } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';
import { ContentBody } from './content-body';

/**
 * The operator's own page beside a screen's built-in help (e.g. `invest_help`): shown once
 * loaded, and nothing when the operator has not published one (the built-in help stands alone).
 */
export function OperatorNotes({ pageKey }: { pageKey: PageKey }) {
  const lang = useLanguage();
  const page = useQuery(contentQueries.page(lang, pageKey));
  if (!page.data) return null;
  return <ContentBody title={page.data.title} html={page.data.content} />;
}
