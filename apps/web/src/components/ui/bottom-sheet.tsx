import { useRef, type ReactNode } from 'react';
import Popup, { type PopupProps } from 'antd-mobile/es/components/popup';

export interface BottomSheetProps extends Omit<
  PopupProps,
  'onMaskClick' | 'onClose' | 'bodyClassName' | 'position'
> {
  visible: boolean;
  onClose: () => void;
  /** Drawn as the sheet's heading (`.sheet__title`); leave it out when the body draws its own. */
  title?: ReactNode;
  /** Extra body classes after `sheet`, e.g. a feature's own sheet look. */
  className?: string;
  /** False keeps the sheet open on a tap outside it, e.g. while its request runs. */
  maskClosable?: boolean;
  children?: ReactNode;
}

/**
 * A sheet taller than the screen scrolls; its options (antd-mobile's check lists) take no
 * focus, so the sheet itself does, to be scrolled from the keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
function keyboardScrollable(inside: HTMLElement | null) {
  const body = inside?.closest<HTMLElement>('.adm-popup-body');
  if (body && body.scrollHeight > body.clientHeight) body.tabIndex = 0;
}

/** The house bottom sheet: an antd-mobile Popup in the `.sheet` look that a tap outside closes. */
export function BottomSheet({
  onClose,
  title,
  className,
  maskClosable = true,
  children,
  ...popup
}: BottomSheetProps) {
  const marker = useRef<HTMLSpanElement>(null);
  return (
    <Popup
      {...popup}
      onMaskClick={maskClosable ? onClose : undefined}
      onClose={onClose}
      afterShow={() => {
        keyboardScrollable(marker.current);
        popup.afterShow?.();
      }}
      bodyClassName={className ? `sheet ${className}` : 'sheet'}
    >
      <span ref={marker} hidden />
      {title !== undefined ? <h2 className="sheet__title">{title}</h2> : null}
      {children}
    </Popup>
  );
}
