/**
 * Progressive muscle relaxation: one part of the body at a time, tensed for a few seconds and
 * then let go for longer, from the hands to the feet. Feeling the difference between tension
 * and release is what teaches the body to let go; it is also a common aid to falling asleep.
 */
export interface RelaxStep {
  part: string;
  tense: string;
  relax: string;
}

export const TENSE_SECONDS = 6;
export const RELAX_SECONDS = 20;

export const RELAX_STEPS: RelaxStep[] = [
  {
    part: '双手与前臂',
    tense: '用力握紧双拳，感受手和前臂的紧绷。',
    relax: '松开拳头，手指自然张开，体会紧张慢慢流走。',
  },
  {
    part: '上臂',
    tense: '弯曲手肘，收紧上臂的肌肉。',
    relax: '放下手臂，让它们沉沉地搭在腿上。',
  },
  {
    part: '额头',
    tense: '用力向上抬眉，让额头皱起来。',
    relax: '放平眉毛，感受额头变得舒展、平滑。',
  },
  {
    part: '眼睛与脸颊',
    tense: '紧闭双眼，皱起鼻子。',
    relax: '轻轻放松眼皮和脸颊，眼睛自然闭着。',
  },
  {
    part: '嘴巴与下颌',
    tense: '咬紧牙关，嘴角向两边拉开。',
    relax: '松开牙齿，让下巴微微下垂，舌头放松。',
  },
  {
    part: '颈部',
    tense: '下巴慢慢压向胸口，感受颈后被拉紧。',
    relax: '抬回头部，让脖子自然放松。',
  },
  {
    part: '肩膀',
    tense: '耸起双肩，尽量靠近耳朵。',
    relax: '让肩膀沉下来，再沉一点。',
  },
  {
    part: '胸背部',
    tense: '深吸一口气，挺胸，两侧肩胛骨向中间夹紧。',
    relax: '慢慢呼气，背部放松地靠在椅背上。',
  },
  {
    part: '腹部',
    tense: '收紧腹部，好像要迎接轻轻的一推。',
    relax: '放松腹部，让呼吸自然地起伏。',
  },
  {
    part: '臀部与大腿',
    tense: '夹紧臀部，双腿用力压向地面。',
    relax: '放松下来，感受双腿的重量。',
  },
  {
    part: '小腿与双脚',
    tense: '脚尖向上勾起，绷紧小腿。',
    relax: '放下脚尖，让双脚完全放松。',
  },
];

const STEP_MS = (TENSE_SECONDS + RELAX_SECONDS) * 1000;

export const RELAX_TOTAL_MS = STEP_MS * RELAX_STEPS.length;

export interface RelaxMoment {
  /** 0-based. */
  index: number;
  phase: 'tense' | 'relax';
  secondsLeft: number;
  done: boolean;
}

/** Where the guided session is after `elapsedMs`. */
export function relaxAt(elapsedMs: number): RelaxMoment {
  if (elapsedMs >= RELAX_TOTAL_MS) {
    return { index: RELAX_STEPS.length - 1, phase: 'relax', secondsLeft: 0, done: true };
  }
  const index = Math.floor(elapsedMs / STEP_MS);
  const within = elapsedMs - index * STEP_MS;
  const tenseMs = TENSE_SECONDS * 1000;
  return within < tenseMs
    ? { index, phase: 'tense', secondsLeft: Math.ceil((tenseMs - within) / 1000), done: false }
    : {
        index,
        phase: 'relax',
        secondsLeft: Math.max(1, Math.ceil((STEP_MS - within) / 1000)),
        done: false,
      };
}

/** The elapsed time at which a step begins (to skip to it). */
export function stepStartMs(index: number): number {
  return Math.min(RELAX_STEPS.length, Math.max(0, index)) * STEP_MS;
}
