import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleCatalogueMsg } from '@shangan/shared';
import type {
  ConsoleCatalogueNode,
  ConsoleCatalogueSubject,
} from '@shangan/shared/contracts/console/catalogues';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { insertQuestion } from './bank-writer.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';

describe.each(engines)('知识点管理 on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let editor: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    editor = await createLearner(t.app.db);
    await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
  });
  afterAll(() => t.close());

  const save = (body: object) =>
    call<ConsoleCatalogueNode>(t.app, 'POST', '/console/catalogues/save', {
      token: editor.token,
      body: { id: null, subjectId: bank.subjectId, parentId: null, vipOnly: false, ...body },
    });
  const move = (id: number, direction: 'up' | 'down') =>
    call(t.app, 'POST', '/console/catalogues/move', {
      token: editor.token,
      body: { id, direction },
    });
  const remove = (id: number) =>
    call(t.app, 'POST', '/console/catalogues/remove', { token: editor.token, body: { id } });
  const tree = async () => {
    const res = await call<ConsoleCatalogueSubject[]>(t.app, 'GET', '/console/catalogues', {
      token: editor.token,
    });
    return res.data.find((subject) => subject.id === bank.subjectId)!.nodes;
  };
  const childrenOf = async (parentId: number | null) =>
    (await tree()).filter((node) => node.parentId === parentId).map((node) => node.name);

  it('lists the tree with each node’s questions', async () => {
    const nodes = await tree();
    const blanks = nodes.find((node) => node.id === bank.catalogues.blanks);
    expect(blanks).toMatchObject({ name: '逻辑填空', level: 2, parentId: bank.catalogues.verbal });
    expect(blanks!.questions).toBeGreaterThan(0);
  });

  it('adds a module and points last, moves them, and renames one', async () => {
    const module = (await save({ name: '图形推理' })).data;
    expect(module).toMatchObject({ level: 1, parentId: null, questions: 0 });
    expect((await childrenOf(null)).at(-1)).toBe('图形推理');

    const first = (await save({ name: '增长率', parentId: module.id })).data;
    const second = (await save({ name: '比重', parentId: module.id })).data;
    expect(first.level).toBe(2);
    expect(await childrenOf(module.id)).toEqual(['增长率', '比重']);

    expect(await move(second.id, 'up')).toMatchObject({
      code: 200,
      msg: ConsoleCatalogueMsg.moved,
    });
    expect(await childrenOf(module.id)).toEqual(['比重', '增长率']);
    expect(await move(second.id, 'up')).toMatchObject({
      code: 400,
      msg: ConsoleCatalogueMsg.cannotMove,
    });

    const renamed = await save({ id: first.id, name: '增长率计算', parentId: null });
    expect(renamed.data).toMatchObject({ name: '增长率计算', parentId: module.id });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'qb_catalogue')
      .where('entity_id', '=', String(second.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['qb_catalogue.create', 'qb_catalogue.move']);
  });

  it('refuses bad names, a third level and duplicates in Chinese, changing nothing', async () => {
    const before = (await tree()).length;
    const cases: Array<[object, string]> = [
      [{ name: '   ' }, ConsoleCatalogueMsg.nameRequired],
      [{ name: '逻辑填空的下级', parentId: bank.catalogues.blanks }, ConsoleCatalogueMsg.tooDeep],
      [{ name: '言语理解与表达' }, ConsoleCatalogueMsg.nameTaken],
      [{ name: '新知识点', parentId: 999_999 }, ConsoleCatalogueMsg.parentNotFound],
      [{ name: '新模块', subjectId: 999_999 }, ConsoleCatalogueMsg.subjectNotFound],
    ];
    for (const [change, message] of cases) {
      expect(await save(change), message).toMatchObject({ code: 400, msg: message });
    }
    expect((await tree()).length).toBe(before);
  });

  it('deletes only what nothing refers to', async () => {
    const module = (await save({ name: '数字推理' })).data;
    const point = (await save({ name: '等差数列', parentId: module.id })).data;
    expect(await remove(module.id)).toMatchObject({
      code: 400,
      msg: ConsoleCatalogueMsg.hasChildren,
    });
    await insertQuestion(
      t.app.db,
      {
        subjectId: bank.subjectId,
        catalogueId: point.id,
        typeCode: 'single_choose',
        context: '<p>1, 3, 5, 7, ?</p>',
        options: ['8', '9', '10', '11'],
        answer: 'B',
      },
      new Date().toISOString(),
    );
    expect(await remove(point.id)).toMatchObject({
      code: 400,
      msg: ConsoleCatalogueMsg.hasQuestions(1),
    });
    // A point learners practised keeps its record: it can be renamed, not deleted.
    expect(await remove(bank.catalogues.judgement)).toMatchObject({ code: 400 });

    const empty = (await save({ name: '空知识点', parentId: module.id })).data;
    expect(await remove(empty.id)).toMatchObject({ code: 200, msg: ConsoleCatalogueMsg.removed });
    expect(await childrenOf(module.id)).toEqual(['等差数列']);
  });

  it('makes the questions under a module VIP-only with it, and free again', async () => {
    const questionVip = async () =>
      (
        await t.app.db
          .selectFrom('qb_question')
          .select('vip_only')
          .where('catalogue_id', '=', bank.catalogues.blanks)
          .where('paper_id', 'is', null)
          .execute()
      ).map((row) => row.vip_only);
    expect(new Set(await questionVip())).toEqual(new Set([0]));
    const moduleId = bank.catalogues.verbal;
    const module = (await tree()).find((node) => node.id === moduleId)!;
    await save({ id: moduleId, name: module.name, vipOnly: true });
    expect(new Set(await questionVip())).toEqual(new Set([1]));
    await save({ id: moduleId, name: module.name, vipOnly: false });
    expect(new Set(await questionVip())).toEqual(new Set([0]));
  });
});
