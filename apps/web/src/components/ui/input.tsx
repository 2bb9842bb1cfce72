import { useLayoutEffect, useRef } from 'react';
import AntInput, { type InputProps, type InputRef } from 'antd-mobile/es/components/input';

export type { InputProps };

function setOrRemove(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * antd-mobile's Input with its aria-invalid and aria-describedby on the <input> itself: antd puts
 * them on its wrapper <div>, where a screen reader never announces the field as invalid or reads
 * its error.
 */
export function Input({
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  ...props
}: InputProps) {
  const ref = useRef<InputRef>(null);
  const invalidValue = invalid === true || invalid === 'true' ? 'true' : undefined;
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    setOrRemove(input, 'aria-invalid', invalidValue);
    setOrRemove(input, 'aria-describedby', describedBy);
  }, [invalidValue, describedBy]);
  return <AntInput ref={ref} {...props} />;
}
