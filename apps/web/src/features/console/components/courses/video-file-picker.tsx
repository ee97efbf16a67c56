import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { VIDEO_ACCEPT } from '../../lib/lesson-video-upload';

/**
 * A button that opens the file dialog for one lesson's video. A plain file input: the upload
 * is tus's, not antd Upload's, and the input is emptied after each choice so that choosing
 * the same file again (to resume it) is seen as a choice.
 */
export function VideoFilePicker({
  lessonTitle,
  label,
  onPick,
}: {
  lessonTitle: string;
  label: string;
  onPick: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="small"
        icon={<UploadOutlined />}
        onClick={() => input.current?.click()}
        aria-label={`${label}：${lessonTitle}`}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        hidden
        aria-label={`选择「${lessonTitle}」的视频文件`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
