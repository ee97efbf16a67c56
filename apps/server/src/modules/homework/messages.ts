import { HOMEWORK_MSG } from '@shangan/shared';

/** The Chinese refusals of homework: the contract's, and those only the server gives. */
export const HW_MSG = {
  ...HOMEWORK_MSG,
  objectiveNotScored: '客观题由系统自动判分，不能人工打分',
  waitingCorrection: '作业已提交，等待老师批改',
  corrected: '作业已批改',
} as const;

/** Past this long since hand-in a waiting submission shows as overdue in the teachers' queue. */
export const CORRECTION_DUE_HOURS = 48;
