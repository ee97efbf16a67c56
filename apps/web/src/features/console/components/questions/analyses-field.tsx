import {
  AudioOutlined,
  DeleteOutlined,
  FileTextOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Form, Space, Tag, Upload } from 'antd';
import type { ReactNode } from 'react';
import {
  ConsoleQuestionMsg,
  QUESTION_ANALYSES_MAX,
  QUESTION_MEDIA_EXTENSIONS,
  QUESTION_MEDIA_MAX_BYTES,
} from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useUploadQuestionMedia } from '../../api/console-questions';
import { readFileAsBase64 } from '../../lib/base64-file';
import { RichTextEditor } from '../articles/rich-text-editor';
import type { PartPlace } from './part-fields';
import {
  ANALYSIS_NAMES,
  durationText,
  isBlankHtml,
  type AnalysisKind,
  type AnalysisMedia,
  type AnalysisValue,
} from './question-values';
import styles from './questions.module.css';

/** What each kind's file picker offers; the server still tells video from audio by the bytes. */
const ACCEPT: Record<Exclude<AnalysisKind, 'text'>, string> = {
  video: 'video/*,.mp4,.webm',
  audio: 'audio/*,.mp3,.m4a,.ogg,.wav',
};
const MEDIA_HINT = `支持 ${QUESTION_MEDIA_EXTENSIONS.join('、')}，不超过 ${QUESTION_MEDIA_MAX_BYTES / 1024 / 1024}MB`;

const KIND_ICONS: Record<AnalysisKind, ReactNode> = {
  text: <FileTextOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
};

/** Why a chosen file cannot be sent, before any byte of it is; null if it can. */
export function mediaFileProblem(file: { size: number }): string | null {
  if (file.size === 0) return ConsoleQuestionMsg.mediaEmpty;
  if (file.size > QUESTION_MEDIA_MAX_BYTES) return ConsoleQuestionMsg.mediaTooLarge;
  return null;
}

const analysisRule = {
  validator: async (_: unknown, analysis: AnalysisValue | undefined) => {
    if (!analysis) return;
    if (analysis.type === 'text') {
      if (isBlankHtml(analysis.analysis)) throw new Error(ConsoleQuestionMsg.analysisRequired);
    } else if (!analysis.media) {
      throw new Error(ConsoleQuestionMsg.mediaRequired);
    }
  },
};

/**
 * A video or audio analysis's file: uploaded as soon as it is chosen, then shown with its name,
 * length and a player. The server tells video from audio: a file of the other kind turns the
 * analysis into that kind.
 */
function MediaPicker({
  kind,
  media,
  label,
  onUploaded,
}: {
  kind: Exclude<AnalysisKind, 'text'>;
  media: AnalysisMedia | null;
  label: string;
  onUploaded: (media: AnalysisMedia, kind: Exclude<AnalysisKind, 'text'>) => void;
}) {
  const upload = useUploadQuestionMedia();

  const send = async (file: File) => {
    let uploaded;
    try {
      const content = await readFileAsBase64(file);
      uploaded = await upload.mutateAsync({ fileName: file.name, content });
    } catch (error) {
      // The client has shown the server's message (not a video or audio file, too large …).
      if (!isApiError(error)) notify.error(ConsoleQuestionMsg.mediaUnreadable);
      return;
    }
    const got = uploaded.kind === 'text' ? kind : uploaded.kind;
    onUploaded(
      {
        id: uploaded.id,
        fileName: uploaded.fileName,
        durationSeconds: uploaded.durationSeconds,
        url: uploaded.url,
      },
      got,
    );
    notify.success(
      got === kind
        ? ConsoleQuestionMsg.mediaUploaded
        : `${ConsoleQuestionMsg.mediaUploaded}；这是${got === 'video' ? '视频' : '音频'}文件，已改为${ANALYSIS_NAMES[got]}`,
    );
  };

  return (
    <div className={styles.media}>
      <Space wrap>
        <Upload
          accept={ACCEPT[kind]}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            const problem = mediaFileProblem(file);
            if (problem) notify.error(problem);
            else void send(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            aria-label={`${label}选择文件`}
          >
            {upload.isPending
              ? '正在上传…'
              : media
                ? '更换文件'
                : kind === 'video'
                  ? '上传视频'
                  : '上传音频'}
          </Button>
        </Upload>
        {media ? (
          <span className={styles.mediaName}>
            {media.fileName}
            <span className={styles.muted}>时长 {durationText(media.durationSeconds)}</span>
          </span>
        ) : (
          <span className={styles.muted}>{MEDIA_HINT}</span>
        )}
      </Space>
      {media &&
        (kind === 'video' ? (
          <video
            className={styles.video}
            src={media.url}
            controls
            preload="metadata"
            aria-label={`${label}预览`}
          />
        ) : (
          <audio
            className={styles.audio}
            src={media.url}
            controls
            preload="metadata"
            aria-label={`${label}预览`}
          />
        ))}
    </div>
  );
}

/** One analysis: its kind, and its text or its file; a form control (value and onChange). */
function AnalysisEditor({
  id,
  value,
  onChange,
  label,
  onRemove,
}: {
  id?: string;
  value?: AnalysisValue;
  onChange?: (analysis: AnalysisValue) => void;
  label: string;
  onRemove: () => void;
}) {
  const analysis = value ?? { type: 'text', analysis: '', media: null };
  return (
    <div className={styles.analysis}>
      <div className={styles.analysisHead}>
        <Tag icon={KIND_ICONS[analysis.type]}>{ANALYSIS_NAMES[analysis.type]}</Tag>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${label}`}
          onClick={onRemove}
        >
          删除
        </Button>
      </div>
      {analysis.type === 'text' ? (
        <RichTextEditor
          compact
          {...(id ? { id } : {})}
          label={label}
          value={analysis.analysis}
          onChange={(html) => onChange?.({ type: 'text', analysis: html, media: null })}
          placeholder="解题思路与过程"
          minHeight={80}
        />
      ) : (
        <MediaPicker
          kind={analysis.type}
          media={analysis.media}
          label={label}
          onUploaded={(media, kind) => onChange?.({ type: kind, analysis: '', media })}
        />
      )}
    </div>
  );
}

/** 解析: up to five, each a text, a video or an audio file, in the order learners see them. */
export function AnalysesField({
  place,
  label = '解析（选填）',
}: {
  place: PartPlace;
  /** A material group's are about all its sub-questions. */
  label?: string;
}) {
  return (
    <Form.List name={[...place.name, 'analyses']}>
      {(fields, { add, remove }) => (
        <Form.Item label={label}>
          <div className={styles.rows}>
            {fields.map((field, index) => (
              <Form.Item key={field.key} name={field.name} rules={[analysisRule]}>
                <AnalysisEditor
                  label={`${place.prefix}解析 ${index + 1}`}
                  onRemove={() => remove(index)}
                />
              </Form.Item>
            ))}
            <Space wrap>
              {(['text', 'video', 'audio'] as const).map((kind) => (
                <Button
                  key={kind}
                  type="dashed"
                  icon={KIND_ICONS[kind]}
                  disabled={fields.length >= QUESTION_ANALYSES_MAX}
                  aria-label={`${place.prefix}添加${ANALYSIS_NAMES[kind]}`}
                  onClick={() => add({ type: kind, analysis: '', media: null })}
                >
                  {ANALYSIS_NAMES[kind]}
                </Button>
              ))}
              {fields.length >= QUESTION_ANALYSES_MAX && (
                <span className={styles.muted}>{ConsoleQuestionMsg.analysesTooMany}</span>
              )}
            </Space>
          </div>
        </Form.Item>
      )}
    </Form.List>
  );
}
