import { ImageViewer } from 'antd-mobile';
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../../components/mobile/confirm-dialog';

export interface ConfirmOptions {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText?: string;
}

/**
 * A confirmation asked from code (交卷？离开？) and answered by the learner: `confirm` resolves
 * true or false; `dialog` is drawn with the page (a declarative dialog, no separate root).
 */
export function useConfirm() {
  const [asking, setAsking] = useState<{
    options: ConfirmOptions;
    answer: (yes: boolean) => void;
  } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setAsking({
          options,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        }),
      ),
    [],
  );
  const dialog = asking ? (
    <ConfirmDialog
      open
      title={asking.options.title}
      content={asking.options.content}
      confirmText={asking.options.confirmText}
      {...(asking.options.cancelText ? { cancelText: asking.options.cancelText } : {})}
      onConfirm={() => asking.answer(true)}
      onCancel={() => asking.answer(false)}
    />
  ) : null;
  return { confirm, dialog };
}

/** Pictures opened full screen from a tap, to swipe through and pinch; drawn with the page. */
export function useImageViewer() {
  const [shown, setShown] = useState<{ images: string[]; index: number } | null>(null);
  const open = useCallback((images: string[], index = 0) => setShown({ images, index }), []);
  // Mounted only while open: a page has many rich texts, each able to open one.
  const viewer = shown ? (
    <ImageViewer.Multi
      visible
      images={shown.images}
      defaultIndex={shown.index}
      onClose={() => setShown(null)}
    />
  ) : null;
  return { open, viewer };
}
