import type { ReactNode } from 'react';

import { AlertIcon, BadgeCheckIcon, ClockIcon } from './kyc-icons';
import './kyc.css';

interface KycStatePanelProps {
  tone: 'pending' | 'certified' | 'failed';
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
}

const ICONS = { pending: ClockIcon, certified: BadgeCheckIcon, failed: AlertIcon } as const;

/** A large state card (under audit, certified, audit failed) in place of or above a form. */
export function KycStatePanel({ tone, title, text, children }: KycStatePanelProps) {
  const Icon = ICONS[tone];
  return (
    <section
      className={`kyc-state card kyc-state--${tone}`}
      role={tone === 'failed' ? 'alert' : 'status'}
      data-testid={`kyc-state-${tone}`}
    >
      <Icon className="kyc-state__icon" />
      <h2 className="kyc-state__title">{title}</h2>
      {text ? <div className="kyc-state__text">{text}</div> : null}
      {children ? <div className="kyc-state__actions">{children}</div> : null}
    </section>
  );
}
