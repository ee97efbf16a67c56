/**
 * The training exercises of the psychological checks (心理测评训练). A check's report suggests
 * some of them by the bands of its scores (the server decides which), and the training page
 * holds each one as an interactive exercise under `?type=`. One list, so the report's names and
 * the page's tabs never disagree.
 */
export const PSY_TRAINING_TYPES = [
  'breathing',
  'muscle-relaxation',
  'worry-time',
  'schedule',
] as const;

export type PsyTrainingType = (typeof PSY_TRAINING_TYPES)[number];

export interface PsyTraining {
  type: PsyTrainingType;
  name: string;
  /** One line on what it is for. */
  summary: string;
  /** About how long one round takes. */
  minutes: number;
}

export const PSY_TRAININGS: Readonly<Record<PsyTrainingType, PsyTraining>> = {
  breathing: {
    type: 'breathing',
    name: '呼吸调节训练',
    summary: '跟随节拍放慢呼吸，延长呼气，几分钟内让心跳和紧张感平稳下来，考前、考中都能用。',
    minutes: 3,
  },
  'muscle-relaxation': {
    type: 'muscle-relaxation',
    name: '渐进式肌肉放松',
    summary: '按部位依次“绷紧—放松”，体会紧张与松弛的差别，缓解身体紧绷，也有助于入睡。',
    minutes: 5,
  },
  'worry-time': {
    type: 'worry-time',
    name: '担忧时间记录',
    summary: '把反复出现的担心先记下来，留到每天固定的十几分钟集中处理，其余时间专心复习。',
    minutes: 15,
  },
  schedule: {
    type: 'schedule',
    name: '备考作息表',
    summary: '按起床、睡觉时间排出一天的学习时段与休息，检查睡眠和连续学习时长是否合理。',
    minutes: 10,
  },
};

/** Whether a query-string value names a training. */
export function isPsyTrainingType(value: unknown): value is PsyTrainingType {
  return typeof value === 'string' && (PSY_TRAINING_TYPES as readonly string[]).includes(value);
}
