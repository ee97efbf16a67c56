import {
  POLITICAL_RULE_LABELS,
  type EducationLevel,
  type PoliticalRule,
  type PoliticalStatus,
} from '@shangan/shared';
import type {
  EnlistExam,
  EnlistExamKind,
  Enlistment,
  Position,
} from '@shangan/shared/contracts/enlistment';
import { fenToYuan } from '../../lib/money.ts';
import type { EnlistmentRow, ExamRow, ExamStats, PositionRow } from './enlistment.repository.ts';

export const STATUS_TEXT = { unpaid: '待缴费', paid: '已缴费' } as const;

/** Enlistment is open from its first moment to its last. */
export function isOpen(exam: ExamRow, now = new Date()): boolean {
  const at = now.toISOString();
  return exam.enlist_start <= at && at < exam.enlist_end;
}

/** Why the exam takes no enlistment now, or null while it is open. */
export function closedReason(exam: ExamRow, now = new Date()): string | null {
  const at = now.toISOString();
  if (at < exam.enlist_start) return '该考试报名尚未开始';
  if (at >= exam.enlist_end) return '该考试报名已截止';
  return null;
}

export function examView(
  exam: ExamRow,
  stats: ExamStats | undefined,
  goods: { title: string; price: number } | undefined,
  now = new Date(),
): EnlistExam {
  return {
    id: exam.id,
    name: exam.name,
    shortName: exam.short_name,
    kind: exam.kind as EnlistExamKind,
    year: exam.year,
    intro: exam.intro,
    enlistStart: exam.enlist_start,
    enlistEnd: exam.enlist_end,
    examDate: exam.exam_date,
    open: isOpen(exam, now),
    positionCount: stats?.positionCount ?? 0,
    quotaTotal: stats?.quotaTotal ?? 0,
    regions: stats?.regions ?? [],
    serviceName: goods?.title ?? '报名指导服务',
    fee: fenToYuan(goods?.price ?? 0),
  };
}

export function positionView(row: PositionRow): Position {
  return {
    id: row.id,
    code: row.code,
    examId: row.exam_id,
    department: row.department,
    unit: row.unit,
    positionName: row.position_name,
    intro: row.intro,
    quota: row.quota,
    education: row.education,
    educationMin: row.education_min as EducationLevel,
    educationOnly: row.education_only === 1,
    degree: row.degree,
    major: row.major,
    politicalRule: row.political_rule as PoliticalRule,
    politicalStatus: POLITICAL_RULE_LABELS[row.political_rule as PoliticalRule] ?? '不限',
    grassrootsYears: row.grassroots_years,
    otherRequirements: row.other_requirements || '无',
    location: row.location,
    region: row.region,
  };
}

export function enlistmentView(
  row: EnlistmentRow,
  exam: EnlistExam,
  position: Position,
): Enlistment {
  return {
    id: row.id,
    status: row.status,
    statusText: STATUS_TEXT[row.status],
    exam,
    position,
    name: row.name,
    idCard: row.id_card,
    phone: row.phone,
    education: row.education as EducationLevel,
    major: row.major,
    school: row.school,
    politicalStatus: row.political_status as PoliticalStatus,
    fee: exam.fee,
    orderId: row.order_id,
    editable: row.status === 'unpaid' && exam.open,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
