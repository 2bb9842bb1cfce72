import Button, { type ButtonProps } from 'antd-mobile/es/components/button';

export type PrimaryButtonProps = Omit<ButtonProps, 'color' | 'shape'> & {
  /** Sized to its text in the flow (an empty state's action) instead of a full-width large bar. */
  inline?: boolean;
};

/**
 * The screen's main action in the house look: primary and rounded, by default a full-width large
 * bar (a form's submit). `block` and `size` still win when given.
 */
export function PrimaryButton({ inline = false, ...props }: PrimaryButtonProps) {
  const layout: Pick<ButtonProps, 'block' | 'size'> = inline ? {} : { block: true, size: 'large' };
  return <Button {...layout} {...props} color="primary" shape="rounded" />;
}
