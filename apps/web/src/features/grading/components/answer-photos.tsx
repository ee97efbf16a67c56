import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  FontSizeOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { App, Button, Popconfirm, Radio, Tooltip } from 'antd';
import { useState } from 'react';
import { MARK_RED } from '../../../components/marked-picture/marked-picture';
import { LIMITS, MSG } from '../lib/homework-rules';
import type { AnswerPicture, MarkShape } from '../types';
import { MarkBoard, type MarkTool } from './mark-board';
import styles from './answer-photos.module.css';

const TOOLS: Array<{ value: MarkTool; label: string; icon: React.ReactNode }> = [
  { value: 'pen', label: '画笔', icon: <EditOutlined /> },
  { value: 'tick', label: '对勾', icon: <CheckOutlined /> },
  { value: 'cross', label: '叉', icon: <CloseOutlined /> },
  { value: 'text', label: '文字', icon: <FontSizeOutlined /> },
];

const COLORS = [
  { value: MARK_RED, label: '红色' },
  { value: '#1e63d6', label: '蓝色' },
  { value: '#1a9d4b', label: '绿色' },
];

interface AnswerPhotosProps {
  pictures: readonly AnswerPicture[];
  /** The marks of each photo by its canonical address (the teacher's, as they stand). */
  marks: Readonly<Record<string, readonly MarkShape[]>>;
  /** A photo's new marks; absent: the photos are shown with their marks, read-only. */
  onChange?: (url: string, shapes: MarkShape[]) => void;
  /** For the photos' names: 第3题. */
  label: string;
}

/**
 * A learner's photos of one answer, one at a time on the drawing board with the others as
 * thumbnails; the tools (pen, tick, cross, text, three colours) stay as chosen from photo to
 * photo, 撤销 and 清除 act on the photo shown.
 */
export function AnswerPhotos({ pictures, marks, onChange, label }: AnswerPhotosProps) {
  const { message } = App.useApp();
  const [index, setIndex] = useState(0);
  const [tool, setTool] = useState<MarkTool>('tick');
  const [color, setColor] = useState<string>(MARK_RED);
  if (pictures.length === 0) return null;
  const shown = pictures[Math.min(index, pictures.length - 1)]!;
  const shapes = marks[shown.url] ?? shown.shapes;
  const position = pictures.indexOf(shown) + 1;
  const alt = `${label}图片${position}`;

  const add = (shape: MarkShape) => {
    if (shapes.length >= LIMITS.shapesPerPicture) {
      message.warning(MSG.tooManyShapes);
      return;
    }
    onChange?.(shown.url, [...shapes, shape]);
  };

  return (
    <div className={styles.photos}>
      {onChange && (
        <div className={styles.toolbar} role="toolbar" aria-label={`${alt}批注工具`}>
          <Radio.Group
            size="small"
            optionType="button"
            value={tool}
            onChange={(event) => setTool(event.target.value as MarkTool)}
            options={TOOLS.map((item) => ({
              value: item.value,
              label: (
                <span className={styles.tool}>
                  {item.icon}
                  {item.label}
                </span>
              ),
              title: item.label,
            }))}
            aria-label="批注工具"
          />
          <Radio.Group
            size="small"
            value={color}
            onChange={(event) => setColor(event.target.value as string)}
            className={styles.colors}
            aria-label="批注颜色"
          >
            {COLORS.map((item) => (
              <Radio key={item.value} value={item.value} aria-label={item.label}>
                <span className={styles.swatch} style={{ background: item.value }} />
              </Radio>
            ))}
          </Radio.Group>
          <span className={styles.spacer} />
          <Tooltip title="撤销本图最后一处批注">
            <Button
              size="small"
              icon={<UndoOutlined />}
              disabled={shapes.length === 0}
              onClick={() => onChange(shown.url, shapes.slice(0, -1))}
            >
              撤销
            </Button>
          </Tooltip>
          <Popconfirm
            title="清除本图的全部批注？"
            okText="清除"
            cancelText="取消"
            onConfirm={() => onChange(shown.url, [])}
            disabled={shapes.length === 0}
          >
            <Button size="small" icon={<DeleteOutlined />} disabled={shapes.length === 0}>
              清除
            </Button>
          </Popconfirm>
        </div>
      )}
      <MarkBoard
        key={shown.url}
        src={shown.previewUrl}
        alt={alt}
        shapes={shapes}
        tool={tool}
        color={color}
        {...(onChange ? { onAdd: add } : {})}
      />
      <div className={styles.under}>
        {pictures.length > 1 && (
          <div className={styles.thumbs} aria-label={`${label}的图片`}>
            {pictures.map((picture, i) => {
              const count = (marks[picture.url] ?? picture.shapes).length;
              return (
                <button
                  type="button"
                  key={picture.url}
                  className={`${styles.thumb} ${picture === shown ? styles.thumbOn : ''}`}
                  aria-pressed={picture === shown}
                  aria-label={`${label}图片${i + 1}${count > 0 ? `（${count}处批注）` : ''}`}
                  onClick={() => setIndex(i)}
                >
                  <img src={picture.previewUrl} alt="" draggable={false} />
                  {count > 0 && <span className={styles.thumbCount}>{count}</span>}
                </button>
              );
            })}
          </div>
        )}
        <span className={styles.meta}>
          图片 {position}/{pictures.length} · 批注 {shapes.length} 处 ·{' '}
          <a href={shown.previewUrl} target="_blank" rel="noreferrer">
            查看原图
          </a>
        </span>
      </div>
    </div>
  );
}
