import type { ReactNode } from 'react';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useTranslation } from 'react-i18next';

import { BackIcon } from '../components/ui/icons';
import { navigation } from '../lib/navigation';

interface PageShellProps {
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

/** The custom navigation bar (SPEC.md §2) above a page's content. */
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
        <NavBar
          backIcon={showBack ? <BackIcon aria-label={t('common.back')} /> : false}
          back={showBack ? '' : null}
          onBack={showBack ? (onBack ?? (() => navigation.back(1))) : undefined}
          left={left}
          right={right}
        >
          {title}
        </NavBar>
      </header>
      <main className="page__body">{children}</main>
    </div>
  );
}
