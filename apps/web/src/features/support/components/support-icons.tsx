import { lineIcon } from '../../../components/ui/line-icon';

/** Attach an image: a picture frame with a plus. */
export const AttachImageIcon = lineIcon(
  <>
    <rect x="3.5" y="5" width="13" height="13" rx="2" />
    <path d="M3.5 15l3.5-3.5 3 3 2-2 4.5 4.5M19.5 3v6M16.5 6h6" />
  </>,
);
/** Send: a paper plane. */
export const SendIcon = lineIcon(<path d="M4 12l16-8-6 16-2.5-6.5zM11.5 13.5 20 4" />);
/** Remove the attached image. */
export const RemoveIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />, { strokeWidth: 2 });
/** A reply due later: a clock. */
export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
