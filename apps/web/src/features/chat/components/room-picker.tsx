import type { ChatRoom } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ToggleButtons } from '../../../components/ui/toggle-buttons';
import { LANGUAGE_META } from '../../../lib/i18n';

/** The rooms as tabs named in their own language; the row scrolls sideways on a narrow screen. */
export function RoomPicker({
  rooms,
  room,
  onChange,
}: {
  rooms: readonly ChatRoom[];
  room: ChatRoom;
  onChange: (room: ChatRoom) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtons
      role="tab"
      options={rooms.map((r) => ({ value: r, label: LANGUAGE_META[r].nativeName }))}
      value={room}
      onChange={onChange}
      className="chat-rooms"
      itemClassName="chat-rooms__room"
      label={t('chat.rooms')}
    />
  );
}
