import { lineIcon as line } from '../../../components/ui/line-icon';

/** The bell of price alerts and notifications. */
export const BellIcon = line(
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);

/** Settings of the inbox: three sliders. */
export const SlidersIcon = line(
  <>
    <path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);
