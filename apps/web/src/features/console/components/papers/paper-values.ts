import type { BodyOf } from '@shangan/shared/contracts';
import type { ConsolePaper, SaveConsolePaper } from '@shangan/shared/contracts/console/papers';
import { chinaTime } from '../../../../lib/format';

/** The paper dialog as typed; the selects are empty until chosen. */
export interface PaperValues {
  subjectId?: number;
  title: string;
  year: number | null;
  region?: string;
  examType?: string;
  examinationLevel: string;
  timeLimitMinutes: number | null;
  vipOnly: boolean;
  description: string;
}

/** The year in China now: a paper may name up to the next one (an exam held early). */
export const thisYear = () => chinaTime(new Date()).year;

/** A new paper starts as this year's national 国考 paper of two hours. */
export function paperValuesOf(paper: ConsolePaper | null, subjectId?: number): PaperValues {
  if (!paper) {
    return {
      ...(subjectId ? { subjectId } : {}),
      title: '',
      year: thisYear(),
      region: '全国',
      examType: '国考',
      examinationLevel: '',
      timeLimitMinutes: 120,
      vipOnly: false,
      description: '',
    };
  }
  return {
    subjectId: paper.subjectId,
    title: paper.title,
    year: paper.year,
    region: paper.region,
    examType: paper.examType,
    examinationLevel: paper.examinationLevel,
    timeLimitMinutes: paper.timeLimitMinutes,
    vipOnly: paper.vipOnly,
    description: paper.description,
  };
}

/** What the dialog sends, the texts trimmed; `id` null creates a draft. */
export function paperBody(values: PaperValues, id: number | null): BodyOf<typeof SaveConsolePaper> {
  return {
    id,
    subjectId: values.subjectId ?? 0,
    title: values.title.trim(),
    year: values.year ?? 0,
    region: values.region ?? '',
    examType: values.examType ?? '',
    examinationLevel: (values.examinationLevel ?? '').trim(),
    timeLimitMinutes: values.timeLimitMinutes ?? 0,
    vipOnly: values.vipOnly ?? false,
    description: (values.description ?? '').trim(),
  };
}
