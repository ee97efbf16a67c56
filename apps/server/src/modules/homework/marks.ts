import { ApiCode } from '@shangan/shared';
import type { MarkShape, PictureMarks } from '@shangan/shared/contracts/homework';
import { ApiError } from '../../lib/api-error.ts';
import { HW_MSG } from './messages.ts';

/**
 * Checks a teacher's marks on the photos of one answer and returns them as stored (photo address
 * → shapes). The schema has bounded the numbers; here each shape must carry what its tool
 * draws, and each photo must be one of the answer's.
 */
export function checkedMarks(
  marks: PictureMarks[],
  answerPictures: string[],
  number: number,
): Record<string, MarkShape[]> {
  const result: Record<string, MarkShape[]> = {};
  for (const entry of marks) {
    if (!answerPictures.includes(entry.picture)) {
      throw new ApiError(ApiCode.BAD_REQUEST, `第${number}题：${HW_MSG.markPicture}`);
    }
    result[entry.picture] = entry.shapes.map((shape) => checkedShape(shape, number));
  }
  return result;
}

function checkedShape(shape: MarkShape, number: number): MarkShape {
  const refuse = (why: string) => new ApiError(ApiCode.BAD_REQUEST, `第${number}题：${why}`);
  const color = shape.color ? { color: shape.color.toLowerCase() } : {};
  if (shape.tool === 'pen') {
    const points = shape.points ?? [];
    if (points.length < 4 || points.length % 2 !== 0) throw refuse('画笔批注的轨迹不完整');
    return { tool: 'pen', ...color, points: points.map(round) };
  }
  if (shape.x === undefined || shape.y === undefined) throw refuse('批注缺少位置');
  const at = { x: round(shape.x), y: round(shape.y) };
  if (shape.tool === 'text') {
    const text = (shape.text ?? '').trim();
    if (!text) throw refuse('文字批注不能为空');
    return { tool: 'text', ...color, ...at, text };
  }
  return { tool: shape.tool, ...color, ...at };
}

/** Four decimals place a mark within a tenth of a pixel on a 1,000-pixel photo. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
