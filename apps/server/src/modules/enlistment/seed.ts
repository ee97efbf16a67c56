import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS } from '../../lib/time.ts';
import { addServiceGoods } from '../commerce/public.ts';
import {
  jiangsuPositions,
  nationalPositions,
  xuandiaoPositions,
  type SeedPosition,
} from './seed/position-tables.ts';

interface SeedExam {
  name: string;
  shortName: string;
  kind: 'national' | 'provincial' | 'xuandiao';
  intro: string;
  /** Enlistment opens this many days before the seed and closes this many after it. */
  openedDaysAgo: number;
  closesInDays: number;
  /** The written exam, days after enlistment closes. */
  examAfterDays: number;
  service: { title: string; subtitle: string; price: number; sku: string };
  positions: () => SeedPosition[];
}

/**
 * The demo exams. Their windows are set from the seed's own time and kept long, so a demo
 * database stays open for enlistment for months.
 */
const EXAMS: SeedExam[] = [
  {
    name: '2027年度国家公务员考试',
    shortName: '2027国考',
    kind: 'national',
    intro:
      '中央机关及其直属机构2027年度考试录用公务员，招录机关涵盖中央部委、税务、海关、统计调查、边检等系统。',
    openedDaysAgo: 3,
    closesInDays: 180,
    examAfterDays: 40,
    service: {
      title: '2027国考报名指导服务',
      subtitle: '职位匹配分析 · 报名表填写指导 · 资格审查与缴费提醒',
      price: 9900,
      sku: 'ENLIST-GK-2027',
    },
    positions: nationalPositions,
  },
  {
    name: '2027年江苏省考试录用公务员',
    shortName: '2027江苏省考',
    kind: 'provincial',
    intro:
      '江苏省各级机关2027年度考试录用公务员，含省级机关和13个设区市的法院、检察院、公安及乡镇机关职位。',
    openedDaysAgo: 2,
    closesInDays: 200,
    examAfterDays: 45,
    service: {
      title: '2027江苏省考报名指导服务',
      subtitle: '职位匹配分析 · 报名表填写指导 · 资格审查提醒',
      price: 6900,
      sku: 'ENLIST-JS-2027',
    },
    positions: jiangsuPositions,
  },
  {
    name: '2027年江苏省选调优秀大学毕业生',
    shortName: '2027江苏选调生',
    kind: 'xuandiao',
    intro: '面向2027年普通高校应届毕业生定向选调，到乡镇（街道）基层工作，限中共党员或共青团员。',
    openedDaysAgo: 1,
    closesInDays: 150,
    examAfterDays: 30,
    service: {
      title: '2027江苏选调生报名指导服务',
      subtitle: '选调政策解读 · 推荐材料准备 · 报名表填写指导',
      price: 12900,
      sku: 'ENLIST-XD-2027',
    },
    positions: xuandiaoPositions,
  },
];

const CHUNK = 100;

/**
 * Demo enlistment: three exams open for enlistment with their position tables (generated the
 * same way on every machine) and, in the shop, each exam's enlistment service.
 */
export async function seedEnlistment(trx: Transaction<Database>, now: string): Promise<void> {
  const at = (days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();
  for (const [index, exam] of EXAMS.entries()) {
    const goodsId = await addServiceGoods(trx, { kind: 'enlist_service', ...exam.service }, now);
    const enlistEnd = at(exam.closesInDays);
    const row = await trx
      .insertInto('enlist_exam')
      .values({
        name: exam.name,
        short_name: exam.shortName,
        kind: exam.kind,
        year: 2027,
        intro: exam.intro,
        enlist_start: at(-exam.openedDaysAgo),
        enlist_end: enlistEnd,
        exam_date: chinaDate(at(exam.closesInDays + exam.examAfterDays)),
        goods_id: goodsId,
        sort_order: index,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const positions = exam.positions();
    for (let start = 0; start < positions.length; start += CHUNK) {
      await trx
        .insertInto('enlist_position')
        .values(
          positions.slice(start, start + CHUNK).map((p, offset) => ({
            exam_id: row.id,
            code: p.code,
            department: p.department,
            unit: p.unit,
            position_name: p.positionName,
            intro: p.intro,
            quota: p.quota,
            education: p.education,
            education_min: p.educationMin,
            education_only: p.educationOnly ? 1 : 0,
            degree: p.degree,
            major: p.major,
            political_rule: p.politicalRule,
            grassroots_years: p.grassrootsYears,
            other_requirements: p.otherRequirements,
            location: p.location,
            region: p.region,
            sort_order: start + offset,
          })),
        )
        .execute();
    }
  }
}

function chinaDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}
