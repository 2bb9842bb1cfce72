import type { ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';

import { api } from './api-client';
import { showToast } from './toast';

/** POST /upload: one image (a voucher, a document photo, a QR code), answered with its address. */
export function useUpload() {
  return useMutation({ mutationFn: (file: File) => api.upload(file, file.name) });
}

/**
 * Uploads the image picked in a hidden file input (`choose` is its onChange). A file that `check`
 * refuses is not sent: its translated problem shows as a toast.
 */
export function useImageUpload({
  check,
  onUploaded,
  onBusyChange,
}: {
  /** The translated reason a file cannot be sent, or null. */
  check: (file: File) => string | null;
  onUploaded: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const upload = useUpload();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = check(file);
    if (problem) {
      showToast(problem);
      return;
    }
    onBusyChange?.(true);
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch {
      // The API client showed why.
    } finally {
      onBusyChange?.(false);
    }
  }

  return { choose, uploading: upload.isPending };
}
