import { Tag } from 'antd';
import { PAPER_STATE_NAMES, type PaperState } from '@shangan/shared';

const STATE_COLOR: Record<PaperState, string | undefined> = {
  draft: undefined,
  published: 'green',
};

/** 草稿 (grey: learners do not see it) or 已发布 (green: listed among the past papers). */
export function PaperStateTag({ state }: { state: PaperState }) {
  return <Tag color={STATE_COLOR[state]}>{PAPER_STATE_NAMES[state]}</Tag>;
}
