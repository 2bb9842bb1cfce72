import type { ReactNode } from 'react';

import { BottomSheet } from '../../../components/ui/bottom-sheet';

interface FuturesSheetProps {
  visible: boolean;
  onClose: () => void;
  testId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A futures bottom sheet that asks something: the padded `.fut-sheet` body under its title. */
export function FuturesSheet({ visible, onClose, testId, title, children }: FuturesSheetProps) {
  return (
    <BottomSheet visible={visible} onClose={onClose} destroyOnClose>
      <div className="fut-sheet" data-testid={testId}>
        <h2 className="sheet__title">{title}</h2>
        {children}
      </div>
    </BottomSheet>
  );
}
