import { lineIcon } from '../../../components/ui/line-icon';

/** Report a message: a flag. */
export const FlagIcon = lineIcon(<path d="M5.5 20.5V4.5M5.5 5h11l-2.5 4 2.5 4h-11" />);
/** Send: a paper plane. */
export const SendIcon = lineIcon(<path d="M4 12l16-8-6 16-2.5-6.5zM11.5 13.5 20 4" />);
/** The room: two speech bubbles. */
export const ChatIcon = lineIcon(
  <>
    <path d="M4 5.5h11a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1-1.5 1.5H9l-3.5 3v-3H4A1.5 1.5 0 0 1 2.5 13V7A1.5 1.5 0 0 1 4 5.5z" />
    <path d="M19 9h1a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 20 17h-1v2.5L16 17h-4" />
  </>,
);
/** Attach an image: a picture frame. */
export const ImageIcon = lineIcon(
  <>
    <rect x="3.5" y="5" width="17" height="14" rx="2" />
    <path d="M3.5 16l4.5-4.5 3.5 3.5 2.5-2.5 6.5 6" />
    <circle cx="15.5" cy="9.5" r="1.5" />
  </>,
);
