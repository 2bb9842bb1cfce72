import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../components/ui/icon-button';
import { BackIcon } from '../components/ui/icons';
import { navigation } from '../lib/navigation';

interface PageShellProps {
  /** The screen's name, its one `h1` (a screen without a title names itself in its body). */
  title?: ReactNode;
  /** Show the back arrow (default true; tabs have none). */
  back?: boolean;
  onBack?: () => void;
  left?: ReactNode;
  right?: ReactNode;
  /** A tab page: no back arrow, room for the tab bar. */
  tab?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The custom navigation bar (SPEC.md §2) above a page's content. Our own markup rather than
 * antd-mobile's NavBar: that one wraps the left side in an unnamed role="button" and makes the
 * back arrow a clickable div, which screen readers and keyboards cannot use (WCAG 4.1.2).
 */
export function PageShell({
  title,
  back = true,
  onBack,
  left,
  right,
  tab,
  className,
  children,
}: PageShellProps) {
  const { t } = useTranslation();
  const showBack = back && !tab;
  return (
    <div className={`page${tab ? ' page--tab' : ''}${className ? ` ${className}` : ''}`}>
      <header className="page__nav">
        <div className="nav-bar">
          <div className="nav-bar__left">
            {showBack && (
              <IconButton
                label={t('common.back')}
                className="nav-bar__back"
                onClick={onBack ?? (() => navigation.back(1))}
              >
                <BackIcon />
              </IconButton>
            )}
            {left}
          </div>
          {title ? <h1 className="nav-bar__title">{title}</h1> : <div className="nav-bar__title" />}
          <div className="nav-bar__right">{right}</div>
        </div>
      </header>
      <main className="page__body">{children}</main>
    </div>
  );
}
