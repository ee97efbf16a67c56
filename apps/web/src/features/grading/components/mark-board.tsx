import { Input } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import { MarkedPicture, MarkShapeSvg } from '../../../components/marked-picture/marked-picture';
import { LIMITS } from '../lib/homework-rules';
import { farEnough, finishStroke, relativePoint } from '../lib/marks';
import type { MarkShape } from '../types';
import styles from './mark-board.module.css';

export type MarkTool = 'pen' | 'tick' | 'cross' | 'text';

interface MarkBoardProps {
  src: string;
  alt: string;
  shapes: readonly MarkShape[];
  tool: MarkTool;
  color: string;
  /** A new mark; absent: the photo is shown with its marks and takes no input. */
  onAdd?: (shape: MarkShape) => void;
}

interface Spot {
  x: number;
  y: number;
}

/**
 * A learner's photo to mark up: a layer over the photo takes the pointer and adds the teacher's
 * marks in coordinates relative to the photo (a share of the box it is shown in), so they stay
 * in place at any size. The pen follows the pointer (mouse, finger or stylus: the layer alone
 * takes over touch, so the page still scrolls around it); tick and cross land where clicked;
 * text is typed into a small box at the click.
 */
export function MarkBoard({ src, alt, shapes, tool, color, onAdd }: MarkBoardProps) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [stroke, setStroke] = useState<number[] | null>(null);
  const drawing = useRef<number[] | null>(null);
  /** The pointer drawing the stroke: a second finger on the photo does not join in. */
  const pen = useRef<number | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [typingAt, setTypingAt] = useState<Spot | null>(null);

  const spotOf = (event: { clientX: number; clientY: number }): Spot | null =>
    layer.current
      ? relativePoint(event.clientX, event.clientY, layer.current.getBoundingClientRect())
      : null;

  const startStroke = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (tool !== 'pen' || drawing.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const spot = spotOf(event);
    if (!spot) return;
    event.preventDefault();
    // Keep the stroke's moves even when the pointer leaves the photo.
    const target = event.currentTarget;
    if ('setPointerCapture' in target) target.setPointerCapture(event.pointerId);
    pen.current = event.pointerId;
    drawing.current = [spot.x, spot.y];
    setStroke(drawing.current);
  };

  const extendStroke = (event: ReactPointerEvent<HTMLDivElement>) => {
    const points = drawing.current;
    if (!points || event.pointerId !== pen.current) return;
    const spot = spotOf(event);
    if (!spot || !farEnough(points, spot.x, spot.y)) return;
    drawing.current = [...points, spot.x, spot.y];
    setStroke(drawing.current);
  };

  const endStroke = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerId !== pen.current) return;
    const points = drawing.current;
    pen.current = null;
    drawing.current = null;
    setStroke(null);
    if (!points) return;
    const finished = finishStroke(points);
    if (finished.length > 0) onAdd?.({ tool: 'pen', color, points: finished });
  };

  const place = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (tool === 'pen') return;
    const spot = spotOf(event);
    if (!spot) return;
    if (tool === 'text') setTypingAt(spot);
    else onAdd?.({ tool, color, x: spot.x, y: spot.y });
  };

  const editable = Boolean(onAdd);
  return (
    // A tall photo is shown no taller than most of the screen (below the site's pinned
    // header, with the tools above it), narrower instead: the whole photo stays in view while
    // it is marked, and never distorted.
    <div
      className={styles.board}
      style={size ? { maxWidth: `calc(65vh * ${size.width / size.height})` } : undefined}
    >
      <MarkedPicture src={src} shapes={shapes} alt={alt} onSize={setSize}>
        {editable && size && (
          <div
            ref={layer}
            className={styles.layer}
            data-tool={tool}
            data-testid="mark-layer"
            aria-label={`${alt}批注区`}
            onPointerDown={startStroke}
            onPointerMove={extendStroke}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
            onClick={place}
          >
            {stroke && (
              <svg
                className={styles.live}
                viewBox={`0 0 ${size.width} ${size.height}`}
                preserveAspectRatio="none"
                aria-hidden
              >
                <MarkShapeSvg
                  shape={{ tool: 'pen', color, points: stroke }}
                  width={size.width}
                  height={size.height}
                />
              </svg>
            )}
            {/* A text box left open while another tool is picked is dropped. */}
            {typingAt && tool === 'text' && (
              <TextBox
                key={`${typingAt.x},${typingAt.y}`}
                at={typingAt}
                onDone={(text) => {
                  setTypingAt(null);
                  if (text) onAdd?.({ tool: 'text', color, x: typingAt.x, y: typingAt.y, text });
                }}
              />
            )}
          </div>
        )}
      </MarkedPicture>
    </div>
  );
}

/** The text of a text mark, typed where it goes: Enter (or leaving the box) places it. */
function TextBox({ at, onDone }: { at: Spot; onDone: (text: string) => void }) {
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const done = useRef(false);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const finish = (text: string) => {
    if (done.current) return;
    done.current = true;
    onDone(text.trim());
  };
  return (
    <div
      className={styles.textBox}
      // Near the right or bottom edge the box opens to the left or upwards, inside the photo.
      style={{
        left: `${at.x * 100}%`,
        top: `${at.y * 100}%`,
        transform: `translate(${at.x > 0.6 ? '-100%' : '0'}, ${at.y > 0.8 ? '-100%' : '-50%'})`,
      }}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <Input
        ref={input}
        size="small"
        value={value}
        maxLength={LIMITS.markText}
        placeholder="输入批注，回车确定"
        aria-label="批注文字"
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => finish(value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') finish('');
        }}
        onBlur={() => finish(value)}
      />
    </div>
  );
}
