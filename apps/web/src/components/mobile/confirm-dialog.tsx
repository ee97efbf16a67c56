import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  content: ReactNode;
  confirmText: string;
  cancelText?: string;
  /** The confirm button waits for this (a request under way). */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A two-button confirmation drawn as part of the page (antd-mobile's declarative Dialog), so it
 * needs no separate React root: 取消 on the left, the action on the right.
 */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmText,
  cancelText = '取消',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      visible={open}
      {...(title ? { title } : {})}
      content={content}
      onClose={onCancel}
      closeOnMaskClick
      actions={[
        [
          { key: 'cancel', text: cancelText, onClick: onCancel },
          {
            key: 'confirm',
            text: busy ? '请稍候…' : confirmText,
            bold: true,
            disabled: busy,
            onClick: onConfirm,
          },
        ],
      ]}
    />
  );
}
