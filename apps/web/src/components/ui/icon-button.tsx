import type { ReactNode } from 'react';

interface IconButtonProps {
  /** What the button does, read out in place of the icon. */
  label: string;
  onClick: () => unknown;
  /** Classes after `icon-button`, e.g. `icon-button--small`. */
  className?: string;
  /** A toggle's state (show/hide amounts), told to screen readers as pressed or not. */
  pressed?: boolean;
  children: ReactNode;
}

/**
 * A button drawn as its icon alone (page header actions, copy, show QR, back). Its tap area is
 * 44x44 px at least, `icon-button--small` included (components.css; WCAG 2.5.5).
 */
export function IconButton({ label, onClick, className, pressed, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
