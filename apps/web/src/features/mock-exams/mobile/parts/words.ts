import type { MockExamState } from '@shangan/shared/contracts/mock-exams';
import { mobilePathTo } from '../../../../lib/mobile-paths';

/** Each state's colour on the phone (antd-mobile tags take any CSS colour). */
export const STATE_TAG_COLORS: Record<MockExamState, string> = {
  upcoming: '#1677ff',
  applying: '#d9381e',
  running: '#389e0d',
  ended: '#8c8c8c',
};

/** The anchor of my result on the contest page (查看成绩 scrolls to it). */
export const RESULT_ANCHOR = 'mock-result';

/** A contest's page on the mobile site, optionally scrolled to my result. */
export function contestPath(mockExamId: number, result = false): string {
  const path = mobilePathTo('MMockExamDetail', { id: mockExamId });
  return result ? `${path}#${RESULT_ANCHOR}` : path;
}
