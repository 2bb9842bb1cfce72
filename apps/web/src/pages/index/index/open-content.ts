import type { NewsItemView } from '@meridian/contract';

import { isAppLink, paths } from '../../../config/paths';
import { classifyLink } from '../../../features/content/model/links';
import { translate } from '../../../lib/i18n';
import { navigation } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';

/**
 * Opens a screen of the app if it is built (the route may carry a query, e.g.
 * `/pages/transaction/index2?category=stock`); a planned one says it is under development.
 */
export function openAppRoute(path: string | null): void {
  if (path && isAppLink(path)) navigation.push(path);
  else showToast(translate('common.functionUnderDevelopment'));
}

export function openArticle(id: number): void {
  navigation.push(paths.article, { id });
}

/** A banner leads to its link (a screen, or an https page in the web view), else its article. */
export function openBanner(banner: NewsItemView): void {
  const target = classifyLink(banner.link);
  if (target.kind === 'route') openAppRoute(target.path);
  else if (target.kind === 'web') navigation.push(paths.webView, { url: target.url });
  else openArticle(banner.id);
}
