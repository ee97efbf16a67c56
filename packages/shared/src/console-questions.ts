import { QUESTION_TYPE_NAMES } from './constants.ts';

/**
 * The console's question editor (题目管理): one question of any type written or corrected by
 * hand — its stem, options, key, analyses (text, a video or an audio file), and for a material
 * group its materials and sub-questions. The limits and messages both sides use.
 */
export const QUESTION_STEM_MAX = 5000;
export const QUESTION_OPTION_MAX = 1000;
export const QUESTION_OPTIONS_MAX = 8;
export const QUESTION_ANALYSIS_MAX = 10000;
export const QUESTION_ANALYSES_MAX = 5;
export const QUESTION_MATERIAL_MAX = 20000;
export const QUESTION_MATERIALS_MAX = 10;
export const QUESTION_CHILDREN_MAX = 30;
export const QUESTION_BLANKS_MAX = 20;
export const QUESTION_SOURCE_MAX = 100;
export const QUESTION_SCORE_MAX = 100;
export const QUESTION_WORDS_MAX = 5000;
/** An analysis video or audio file: kept in the database, so a short explanation, not a lesson. */
export const QUESTION_MEDIA_MAX_BYTES = 30 * 1024 * 1024;
export const QUESTION_MEDIA_EXTENSIONS = ['mp4', 'm4a', 'webm', 'mp3', 'ogg', 'wav'] as const;

/** What a true-false question's two options say when the editor writes none. */
export const TRUE_FALSE_OPTIONS = ['正确', '错误'] as const;

const name = (code: keyof typeof QUESTION_TYPE_NAMES) => QUESTION_TYPE_NAMES[code];

export const ConsoleQuestionMsg = {
  saved: '题目已保存',
  removed: '题目已删除',
  mediaUploaded: '文件已上传',
  notFound: '题目不存在',
  subjectNotFound: '科目不存在',
  catalogueRequired: '请选择知识点',
  catalogueNotFound: '知识点不存在或不属于该科目',
  paperNotFound: '试卷不存在或不属于该科目',
  paperNotDraft: '只能往草稿试卷中加题；已发布的试卷请先下架',
  contestLocked: '这道题属于模考大赛的试卷，不能在这里修改',
  typeInvalid: '请选择题型',
  childTypeInvalid: '材料题的小题不能再是材料题',
  stemRequired: '请填写题干',
  stemTooLong: `题干不能超过${QUESTION_STEM_MAX}个字`,
  optionsTooFew: '选择题至少需要两个选项',
  optionsTooMany: `选项最多 ${QUESTION_OPTIONS_MAX} 个（A–H）`,
  optionRequired: (head: string) => `选项 ${head} 没有内容`,
  optionTooLong: (head: string) => `选项 ${head} 不能超过${QUESTION_OPTION_MAX}个字`,
  trueFalseOptions: `${name('true_false_choose')}只能有两个选项`,
  noOptions: (typeName: string) => `${typeName}不应有选项`,
  answerRequired: '请填写答案',
  answerNotInOptions: '答案必须是已有选项的字母',
  singleAnswer: `${name('single_choose')}和${name('true_false_choose')}只能有一个答案`,
  blanksTooMany: `填空题最多 ${QUESTION_BLANKS_MAX} 个空`,
  blankRequired: (index: number) => `第 ${index} 个空没有答案`,
  sequenceInvalid: '排序题的答案应是 1 开始的不重复序号，如 3,1,2',
  referenceTooLong: `参考答案不能超过${QUESTION_ANALYSIS_MAX}个字`,
  difficultyInvalid: '难度应为 1-5',
  scoreInvalid: `分值应在 0.1-${QUESTION_SCORE_MAX} 分之间，最多一位小数`,
  wordsInvalid: `字数要求应在 0-${QUESTION_WORDS_MAX} 之间`,
  sourceTooLong: `来源不能超过${QUESTION_SOURCE_MAX}个字`,
  analysesTooMany: `解析最多 ${QUESTION_ANALYSES_MAX} 条`,
  analysisRequired: '文字解析没有内容',
  analysisTooLong: `解析不能超过${QUESTION_ANALYSIS_MAX}个字`,
  mediaRequired: '视频、音频解析需要先上传文件',
  mediaNotFound: '解析的音视频文件不存在，请重新上传',
  mediaKindMismatch: '视频解析要选视频文件，音频解析要选音频文件',
  materialsRequired: '材料题至少需要一段材料',
  materialsTooMany: `材料最多 ${QUESTION_MATERIALS_MAX} 段`,
  materialTooLong: `每段材料不能超过${QUESTION_MATERIAL_MAX}个字`,
  childrenRequired: '材料题至少需要一道小题',
  childrenTooMany: `材料题最多 ${QUESTION_CHILDREN_MAX} 道小题`,
  childNotFound: '要修改的小题不属于这道材料题',
  childRepeated: '同一道小题出现了两次',
  changedMeanwhile: '这道题刚被其他人修改过，请刷新后在最新内容上修改',
  duplicate: (id: number) => `题库中已有相同的题目（编号 ${id}）`,
  childPrefix: (index: number) => `第 ${index} 小题：`,
  typeLocked: '已有学员做过或收到这道题，不能再改题型',
  subjectLocked: '已有学员作答或题目在试卷中，不能再换科目',
  childAnswered: (index: number) => `第 ${index} 小题已有学员做过、收到或收藏，不能删除`,
  inUse: '学员已做过或收到过这道题，或讲题、作业用到了它，不能删除；可以修改内容',
  inPublishedPaper: '这道题在已发布的试卷中，请先下架试卷或把它移出试卷',
  mediaEmpty: '请选择要上传的文件',
  mediaTooLarge: `文件不能超过 ${QUESTION_MEDIA_MAX_BYTES / 1024 / 1024}MB`,
  mediaUnreadable: `无法识别该文件，请上传 ${QUESTION_MEDIA_EXTENSIONS.join('、')} 格式的视频或音频`,
  mediaNameTooLong: '文件名太长',
} as const;
