import type { MarkShape } from '@shangan/shared/contracts/homework';

/**
 * Teachers' marks over a homework photo, drawn as SVG in the photo's own pixel space: a mark is
 * stored relative to the photo (0–1 from its top left), so the same marks sit in place at any
 * size the photo is shown, and the photo itself is never changed.
 */
export const MARK_RED = '#e53935';

/** The size of a tick, a cross or a text mark: a share of the photo's shorter side. */
export function markSize(width: number, height: number): number {
  return Math.max(12, Math.min(width, height) * 0.07);
}

export function strokeWidth(width: number, height: number): number {
  return Math.max(2, Math.min(width, height) * 0.006);
}

/** One mark as SVG, in a viewBox of the photo's natural width and height. */
export function MarkShapeSvg({
  shape,
  width,
  height,
}: {
  shape: MarkShape;
  width: number;
  height: number;
}) {
  const color = shape.color ?? MARK_RED;
  const size = markSize(width, height);
  const stroke = strokeWidth(width, height);
  const x = (shape.x ?? 0) * width;
  const y = (shape.y ?? 0) * height;
  const line = {
    fill: 'none',
    stroke: color,
    strokeWidth: stroke * 1.6,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (shape.tool) {
    case 'pen': {
      const points = shape.points ?? [];
      const pairs: string[] = [];
      for (let i = 0; i + 1 < points.length; i += 2) {
        pairs.push(`${(points[i]! * width).toFixed(1)},${(points[i + 1]! * height).toFixed(1)}`);
      }
      return <polyline points={pairs.join(' ')} {...line} strokeWidth={stroke} data-mark="pen" />;
    }
    case 'tick':
      return (
        <path
          d={`M ${x - size / 2} ${y} L ${x - size / 8} ${y + size / 2.4} L ${x + size / 1.6} ${y - size / 2}`}
          {...line}
          data-mark="tick"
        />
      );
    case 'cross':
      return (
        <path
          d={`M ${x - size / 2} ${y - size / 2} L ${x + size / 2} ${y + size / 2} M ${x + size / 2} ${y - size / 2} L ${x - size / 2} ${y + size / 2}`}
          {...line}
          data-mark="cross"
        />
      );
    case 'text':
      return (
        <text
          x={x}
          y={y}
          fill={color}
          fontSize={size * 0.6}
          dominantBaseline="middle"
          paintOrder="stroke"
          stroke="#fff"
          strokeWidth={stroke}
          data-mark="text"
        >
          {shape.text ?? ''}
        </text>
      );
    default:
      return null;
  }
}
