import type { ReactNode } from 'react';

interface IconButtonProps {
  /** What the button does, read out in place of the icon. */
  label: string;
  onClick: () => unknown;
  /** Classes after `icon-button`, e.g. `icon-button--small`. */
  className?: string;
  children: ReactNode;
}

/** A button drawn as its icon alone (page header actions, copy, show QR). */
export function IconButton({ label, onClick, className, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
