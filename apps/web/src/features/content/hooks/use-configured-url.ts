import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, NEWS_CATEGORY } from '@meridian/contract';

import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';
import { isConfiguredUrl, isHttpsUrl } from '../model/links';

/** The public settings that hold an address the app may open (customer service, download, game). */
export const URL_SETTING_KEYWORDS = ['support_url', 'apk_download_url', 'game_url'] as const;

export type ConfiguredUrlStatus = 'checking' | 'allowed' | 'refused';

/**
 * Whether `url` is an https address the operator configured: a banner's or a notice's link, or
 * one of the URL settings. Answers `allowed` as soon as one source lists it, and `refused` once
 * every source has answered without it. A source that fails counts as not listing it.
 */
export function useConfiguredUrl(url: string): ConfiguredUrlStatus {
  const lang = useLanguage();
  const enabled = isHttpsUrl(url);
  // Separate useQuery calls, not useQueries: that hook would add a kilobyte to the entry's
  // shared query chunk for this one page.
  const sources = [
    useQuery({ ...contentQueries.news(lang, NEWS_CATEGORY.banner, 1, MAX_PAGE_SIZE), enabled }),
    useQuery({ ...contentQueries.news(lang, NEWS_CATEGORY.notice, 1, MAX_PAGE_SIZE), enabled }),
  ];
  const settings = [
    useQuery({ ...contentQueries.setting(URL_SETTING_KEYWORDS[0]), enabled }),
    useQuery({ ...contentQueries.setting(URL_SETTING_KEYWORDS[1]), enabled }),
    useQuery({ ...contentQueries.setting(URL_SETTING_KEYWORDS[2]), enabled }),
  ];
  if (!enabled) return 'refused';

  const configured = [
    ...sources.flatMap((result) => result.data?.data.map((item) => item.link) ?? []),
    ...settings.map((result) => result.data),
  ];
  if (isConfiguredUrl(url, configured)) return 'allowed';
  const settled = [...sources, ...settings].every((result) => !result.isPending);
  return settled ? 'refused' : 'checking';
}
