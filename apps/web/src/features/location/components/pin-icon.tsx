import { lineIcon } from '../../../components/ui/line-icon';

/** A map pin: "choose on map" beside an address field, "open in map app". */
export const PinIcon = lineIcon(
  <>
    <path d="M12 21s7-6.9 7-12a7 7 0 0 0-14 0c0 5.1 7 12 7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
);
