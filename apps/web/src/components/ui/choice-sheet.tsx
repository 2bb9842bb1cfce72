import type { ReactNode } from 'react';
import CheckList from 'antd-mobile/es/components/check-list';

import { BottomSheet } from './bottom-sheet';

interface ChoiceSheetProps<T extends string | number> {
  visible: boolean;
  onClose: () => void;
  title: string;
  value: T;
  /** Called only when another option than `value` is picked; the sheet closes either way. */
  onPick: (value: T) => void;
  /** The options, as `CheckList.Item`s. */
  children: ReactNode;
}

/** One option chosen from a checked list in a bottom sheet: the language, the fiat, an account. */
export function ChoiceSheet<T extends string | number>({
  visible,
  onClose,
  title,
  value,
  onPick,
  children,
}: ChoiceSheetProps<T>) {
  return (
    <BottomSheet visible={visible} onClose={onClose} title={title} destroyOnClose>
      <CheckList
        value={[value]}
        onChange={(values) => {
          const next = values[0] as T | undefined;
          if (next && next !== value) onPick(next);
          onClose();
        }}
      >
        {children}
      </CheckList>
    </BottomSheet>
  );
}
