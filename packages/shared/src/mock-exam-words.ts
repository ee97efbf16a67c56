/**
 * The words of mock contests (模考大赛) that the learners' pages, the console and the server
 * share.
 *
 * upcoming 预告 (application not open yet), applying 报名中 (before the start), running 进行中
 * (between the first stage's start and the last stage's end), ended 已结束.
 */
export const MOCK_EXAM_STATES = ['upcoming', 'applying', 'running', 'ended'] as const;
export type MockExamStateWord = (typeof MOCK_EXAM_STATES)[number];

/** What the states read as on the pages. */
export const MOCK_EXAM_STATE_NAMES: Record<MockExamStateWord, string> = {
  upcoming: '预告',
  applying: '报名中',
  running: '进行中',
  ended: '已结束',
};

/** xingce 行测 (auto-graded, ranked), shenlun 申论 (short answers, graded by people). */
export const MOCK_EXAM_STAGES = ['xingce', 'shenlun'] as const;
export type MockExamStageWord = (typeof MOCK_EXAM_STAGES)[number];

export const MOCK_EXAM_STAGE_NAMES: Record<MockExamStageWord, string> = {
  xingce: '行测',
  shenlun: '申论',
};
