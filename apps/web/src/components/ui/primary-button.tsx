import Button, { type ButtonProps } from 'antd-mobile/es/components/button';

import { useOnline } from '../../lib/use-online';

export type PrimaryButtonProps = Omit<ButtonProps, 'color' | 'shape'> & {
  /** Sized to its text in the flow (an empty state's action) instead of a full-width large bar. */
  inline?: boolean;
};

/**
 * The screen's main action in the house look: primary and rounded, by default a full-width large
 * bar (a form's submit). `block` and `size` still win when given. Every such action asks the
 * server, so it is disabled while the browser is offline (the offline bar says why): no order is
 * placed against the stored prices the offline shell shows.
 */
export function PrimaryButton({ inline = false, disabled, ...props }: PrimaryButtonProps) {
  const online = useOnline();
  const layout: Pick<ButtonProps, 'block' | 'size'> = inline ? {} : { block: true, size: 'large' };
  return (
    <Button {...layout} {...props} disabled={disabled || !online} color="primary" shape="rounded" />
  );
}
