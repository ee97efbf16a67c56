import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PositionImportMsg } from '@shangan/shared';
import type {
  ConsoleEnlistExam,
  PositionImportPreview,
} from '@shangan/shared/contracts/console/enlistment';
import type { PositionInfo } from '@shangan/shared/contracts/enlistment';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { positionTemplate, regionOf } from './import/position-reader.ts';

type Row = Record<string, string | number>;

/** A workbook as offices publish them: a title line above the header, one sheet per list. */
async function workbook(sheets: Record<string, { header: string[]; rows: Row[] }>) {
  const book = new ExcelJS.Workbook();
  for (const [name, { header, rows }] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    sheet.addRow(['2027年度考试录用公务员招考简章职位表']);
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(header.map((column) => row[column] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const HEADER = [
  '部门名称',
  '用人司局',
  '职位名称',
  '职位代码',
  '招录人数',
  '学历',
  '学位',
  '专业',
  '政治面貌',
  '基层工作最低年限',
  '备注',
  '工作地点',
];
const row = (code: string, extra: Row = {}): Row => ({
  部门名称: '国家税务总局苏州市税务局',
  用人司局: '吴中区税务局',
  职位名称: '一级行政执法员',
  职位代码: code,
  招录人数: 3,
  学历: '本科及以上',
  学位: '学士及以上',
  专业: '会计学、审计学',
  政治面貌: '不限',
  基层工作最低年限: '无限制',
  备注: '',
  工作地点: '江苏省苏州市吴中区',
  ...extra,
});

describe.each(engines)('position tables imported in the console on %s', (engine) => {
  let t: TestApp;
  let editor: { id: number; token: string };
  let exams: ConsoleEnlistExam[];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    editor = await createLearner(t.app.db);
    await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
    exams = (
      await call<ConsoleEnlistExam[]>(t.app, 'GET', '/console/enlistment/exams', {
        token: editor.token,
      })
    ).data;
  });
  afterAll(() => t.close());

  const send = <T>(step: 'preview' | 'commit', examId: number, content: string) =>
    call<T>(t.app, 'POST', `/console/enlistment/positions/${step}`, {
      token: editor.token,
      body: { examId, fileName: '职位表.xlsx', content },
    });
  const national = () => exams.find((exam) => exam.kind === 'national')!;
  const provincial = () => exams.find((exam) => exam.kind === 'provincial')!;

  it('lists the exams with their positions and enlistments', () => {
    expect(exams.length).toBeGreaterThanOrEqual(3);
    expect(national().positions).toBeGreaterThan(100);
    expect(national().quota).toBeGreaterThanOrEqual(national().positions);
  });

  it('imports the template, finds the positions on the site, and adds nothing on a second import', async () => {
    const template = (await positionTemplate()).toString('base64');
    const preview = await send<PositionImportPreview>('preview', national().id, template);
    expect(preview.data).toMatchObject({
      total: 2,
      added: 2,
      errors: 0,
      sheets: [{ name: '职位表', rows: 2 }],
    });
    expect(preview.data.rows[0]).toMatchObject({
      status: 'new',
      region: '江苏省',
      political: '不限',
    });

    const committed = await send('commit', national().id, template);
    expect(committed).toMatchObject({ code: 200, msg: PositionImportMsg.committed(2, 0) });
    const info = await call<PositionInfo>(t.app, 'GET', '/app/enlist/positionInfo', {
      query: { code: '300110002001' },
    });
    expect(info.data).toMatchObject({
      examId: national().id,
      quota: 5,
      educationMin: 'bachelor',
      educationOnly: true,
      politicalRule: 'party_or_league',
      region: '江苏省',
    });

    const again = await send<PositionImportPreview>('preview', national().id, template);
    expect(again.data).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    expect((await send('commit', national().id, template)).data).toEqual({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'enlist_exam')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('reads other headers and several sheets, and updates a corrected position in place', async () => {
    const exam = provincial();
    const first = await workbook({
      省级机关: {
        header: HEADER,
        rows: [row('9901001'), row('9901002', { 学历: '仅限硕士研究生', 政治面貌: '中共党员' })],
      },
      市县机关: {
        header: HEADER,
        rows: [row('9902001', { 基层工作最低年限: '二年', 工作地点: '南京市玄武区' })],
      },
    });
    expect((await send('commit', exam.id, first)).data).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
    });
    const positions = await t.app.db
      .selectFrom('enlist_position')
      .select([
        'code',
        'region',
        'education_min',
        'education_only',
        'political_rule',
        'grassroots_years',
      ])
      .where('code', 'in', ['9901002', '9902001'])
      .orderBy('code')
      .execute();
    expect(positions).toEqual([
      {
        code: '9901002',
        region: '苏州市',
        education_min: 'master',
        education_only: 1,
        political_rule: 'party',
        grassroots_years: 0,
      },
      {
        code: '9902001',
        region: '南京市',
        education_min: 'bachelor',
        education_only: 0,
        political_rule: 'any',
        grassroots_years: 2,
      },
    ]);

    const corrected = await workbook({
      省级机关: {
        header: HEADER,
        rows: [
          row('9901001', { 招录人数: 4 }),
          row('9901002', { 学历: '仅限硕士研究生', 政治面貌: '中共党员' }),
        ],
      },
    });
    const preview = await send<PositionImportPreview>('preview', exam.id, corrected);
    expect(preview.data).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    await send('commit', exam.id, corrected);
    const count = await t.app.db
      .selectFrom('enlist_position')
      .select(['quota'])
      .where('code', 'like', '990%')
      .where('exam_id', '=', exam.id)
      .execute();
    // The position the corrected file leaves out is kept: enlistments may name it.
    expect(count.map((p) => p.quota).sort()).toEqual([3, 3, 4]);
  });

  it('names every broken row with its place and writes nothing while any is wrong', async () => {
    const exam = provincial();
    const [other] = await t.app.db
      .selectFrom('enlist_position')
      .select('code')
      .where('exam_id', '=', national().id)
      .limit(1)
      .execute();
    const broken = await workbook({
      职位表: {
        header: HEADER,
        rows: [
          row('3209001'),
          row(''),
          row('3209002', { 招录人数: '若干' }),
          row('3209003', { 学历: '高中' }),
          row('3209004', { 政治面貌: '群众' }),
          row('3209001'),
          row(other!.code),
          row('3209005', { 基层工作最低年限: '很久' }),
        ],
      },
    });
    const before = await t.app.db.selectFrom('enlist_position').select('id').execute();
    const preview = await send<PositionImportPreview>('preview', exam.id, broken);
    expect(preview.data).toMatchObject({ total: 8, errors: 7, added: 1 });
    const messages = Object.fromEntries(preview.data.rows.map((r) => [r.place, r.messages]));
    expect(messages).toMatchObject({
      '「职位表」第 4 行': [PositionImportMsg.codeRequired],
      '「职位表」第 5 行': [PositionImportMsg.quotaInvalid],
      '「职位表」第 6 行': [PositionImportMsg.educationUnknown('高中')],
      '「职位表」第 7 行': [PositionImportMsg.politicalUnknown('群众')],
      '「职位表」第 8 行': [PositionImportMsg.codeRepeated('「职位表」第 3 行')],
      '「职位表」第 9 行': [PositionImportMsg.codeOfOtherExam(national().name)],
      '「职位表」第 10 行': [PositionImportMsg.grassrootsUnknown('很久')],
    });
    const refused = await send('commit', exam.id, broken);
    expect(refused).toMatchObject({ code: 400, msg: PositionImportMsg.hasErrors(7) });
    expect(await t.app.db.selectFrom('enlist_position').select('id').execute()).toEqual(before);
  });

  it('refuses a file that is no table, and a table without the columns', async () => {
    const notExcel = await send(
      'preview',
      provincial().id,
      Buffer.from('hello').toString('base64'),
    );
    expect(notExcel.msg).toBe(PositionImportMsg.fileUnreadable);
    const noHeader = await workbook({
      表一: { header: ['姓名', '电话'], rows: [{ 姓名: '张三', 电话: '1' }] },
    });
    expect((await send('preview', provincial().id, noHeader)).msg).toBe(PositionImportMsg.noSheet);
    expect((await send('preview', 999_999, noHeader)).msg).toBe(PositionImportMsg.examNotFound);
  });
});

describe('regions of imported positions', () => {
  it('is the province for a national exam and the city otherwise', () => {
    expect(regionOf('广西壮族自治区南宁市青秀区', true)).toBe('广西壮族自治区');
    expect(regionOf('广西壮族自治区南宁市青秀区', false)).toBe('南宁市');
    expect(regionOf('北京市朝阳区', false)).toBe('北京市');
    expect(regionOf('苏州市姑苏区', false)).toBe('苏州市');
  });
});
