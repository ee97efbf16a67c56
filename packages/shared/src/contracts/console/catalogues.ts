import { Type, type Static } from 'typebox';
import { CATALOGUE_NAME_MAX, ConsoleCatalogueMsg } from '../../console-catalogues.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's knowledge-point tree (知识点管理): each subject's modules and the knowledge
 * points under them, in the order learners see them, with how many questions each holds.
 */
const TAG = '后台·知识点管理';
const ROLES = CONSOLE_SECTION_ROLES.catalogues;

const NodeId = Type.Integer({ minimum: 1, errorMessage: ConsoleCatalogueMsg.notFound });

export const ConsoleCatalogueNode = Type.Object({
  id: Type.Integer(),
  /** null for a module. */
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  /** 1 a module, 2 a knowledge point. */
  level: Type.Integer(),
  vipOnly: Type.Boolean(),
  /** Top-level questions filed under this node itself (a material group counts once). */
  questions: Type.Integer(),
});
export type ConsoleCatalogueNode = Static<typeof ConsoleCatalogueNode>;

export const ConsoleCatalogueSubject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Modules then their points, each level in display order. */
  nodes: Type.Array(ConsoleCatalogueNode),
});
export type ConsoleCatalogueSubject = Static<typeof ConsoleCatalogueSubject>;

export const ListConsoleCatalogues = endpoint({
  method: 'GET',
  path: '/console/catalogues',
  tag: TAG,
  summary: '各科目的模块与知识点（按显示顺序），及每个节点下的题数',
  roles: ROLES,
  data: Type.Array(ConsoleCatalogueSubject),
});

export const SaveConsoleCatalogue = endpoint({
  method: 'POST',
  path: '/console/catalogues/save',
  tag: TAG,
  summary: '新建模块或知识点（排在同级最后），或改名、设置仅会员',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleCatalogueMsg.notFound,
    }),
    subjectId: Type.Integer({ minimum: 1, errorMessage: ConsoleCatalogueMsg.subjectNotFound }),
    /** The module a new knowledge point goes under; null for a new module. Ignored on change. */
    parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleCatalogueMsg.parentNotFound,
    }),
    name: Type.String({
      maxLength: CATALOGUE_NAME_MAX * 2,
      errorMessage: ConsoleCatalogueMsg.nameTooLong,
    }),
    vipOnly: Type.Boolean(),
  }),
  data: ConsoleCatalogueNode,
});

export const MoveConsoleCatalogue = endpoint({
  method: 'POST',
  path: '/console/catalogues/move',
  tag: TAG,
  summary: '在同级中上移或下移一位',
  roles: ROLES,
  body: Type.Object({
    id: NodeId,
    direction: Type.Union([Type.Literal('up'), Type.Literal('down')], {
      errorMessage: ConsoleCatalogueMsg.cannotMove,
    }),
  }),
  data: Type.Null(),
});

export const RemoveConsoleCatalogue = endpoint({
  method: 'POST',
  path: '/console/catalogues/remove',
  tag: TAG,
  summary: '删除没有题目、没有下级、学员也未用过的模块或知识点',
  roles: ROLES,
  body: Type.Object({ id: NodeId }),
  data: Type.Null(),
});
