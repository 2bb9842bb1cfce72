import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorIllustration } from '../../../components/ui/icons';
import { lineIcon } from '../../../components/ui/line-icon';
import { useConfiguredUrl } from '../../../features/content/hooks/use-configured-url';

// Drawn here rather than in components/ui/icons, whose icons all ship in the entry chunk.
const ExternalIcon = lineIcon(
  <path d="M13.5 4.5H19.5V10.5M19.5 4.5 11 13M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />,
);

/**
 * DANGER: the frame never gets `allow-same-origin` for a page on our own origin. With scripts
 * allowed too, such a page could lift its own sandbox and read the session token. A page on
 * another origin keeps its own origin (its cookies work) and still cannot reach ours.
 */
export function frameSandbox(url: string, appOrigin: string = window.location.origin): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return new URL(url).origin === appOrigin ? base : `${base} allow-same-origin`;
}

/**
 * An https page the operator configured (a banner or notice link, or a URL setting) in a
 * sandboxed frame. Any other address is refused: the web view is not an open redirect.
 */
export function WebViewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const url = search.get('url') ?? '';
  const status = useConfiguredUrl(url);

  if (status === 'checking') {
    return (
      <PageShell title="">
        <DelayedLoading />
      </PageShell>
    );
  }
  if (status === 'refused') {
    return (
      <PageShell title="">
        <EmptyState
          illustration={<ErrorIllustration />}
          title={t('content.webViewRefused')}
          description={t('content.webViewRefusedHint')}
        />
      </PageShell>
    );
  }

  const host = new URL(url).host;
  return (
    <PageShell
      title={host}
      className="web-view"
      right={
        <a
          className="icon-button web-view__external"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('content.openInBrowser')}
        >
          <ExternalIcon />
        </a>
      }
    >
      <iframe
        className="web-view__frame"
        src={url}
        title={host}
        sandbox={frameSandbox(url)}
        referrerPolicy="no-referrer"
      />
    </PageShell>
  );
}
