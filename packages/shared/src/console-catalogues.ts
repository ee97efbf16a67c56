/**
 * The console's knowledge-point tree (知识点管理): a subject's modules (言语理解与表达 …) and
 * the knowledge points under them, as learners practise them. Two levels, as the practice
 * pages show them; the limits and messages both sides use.
 */
export const CATALOGUE_NAME_MAX = 30;
/** 1: a module; 2: a knowledge point under a module. */
export const CATALOGUE_MAX_LEVEL = 2;

export const ConsoleCatalogueMsg = {
  saved: '知识点已保存',
  moved: '顺序已调整',
  removed: '知识点已删除',
  notFound: '知识点不存在',
  subjectNotFound: '科目不存在',
  parentNotFound: '上级模块不存在或不属于该科目',
  tooDeep: '知识点只能建在模块下面，不能再往下分',
  nameRequired: '请填写名称',
  nameTooLong: `名称不能超过${CATALOGUE_NAME_MAX}个字`,
  nameTaken: '同一层级下已有同名的知识点',
  cannotMove: '已经到头了',
  hasChildren: '模块下还有知识点，请先删除或移走它们',
  hasQuestions: (count: number) => `该知识点下有 ${count} 道题，不能删除；可以改名`,
  inUse: '学员已在该知识点下练习过，或讲义、闯关、导入记录用到了它，不能删除；可以改名',
} as const;
