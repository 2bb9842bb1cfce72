import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit line icon drawn in the current text colour at the current font size. */
export function lineIcon(children: ReactNode, defaults: IconProps = {}) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...defaults}
        {...props}
      >
        {children}
      </svg>
    );
  };
}
