import type {
  ConsoleQuestion,
  ConsoleQuestionRow,
} from '@shangan/shared/contracts/console/questions';
import type { ImportTarget } from '@shangan/shared/contracts/console/question-import';
import { demoUserInfo } from '../../../test/app-harness';

/** The question editor's test data: two subjects, a material group and a single choice. */
export const QUESTION_TARGETS: ImportTarget[] = [
  {
    id: 2,
    name: '行测',
    catalogues: [
      { id: 10, parentId: null, name: '言语理解与表达' },
      { id: 11, parentId: 10, name: '逻辑填空' },
      { id: 20, parentId: null, name: '资料分析' },
      { id: 21, parentId: 20, name: '增长率' },
    ],
    papers: [
      { id: 6, title: '2024年浙江省考行测', state: 'draft' },
      { id: 5, title: '2024年国考行测副省级', state: 'published' },
    ],
  },
  { id: 3, name: '申论', catalogues: [{ id: 30, parentId: null, name: '归纳概括' }], papers: [] },
];

export const questionsPerson = (roles: string[] = ['teacher']) => ({
  data: { ...demoUserInfo(), roles },
});

export const row = (changes: Partial<ConsoleQuestionRow>): ConsoleQuestionRow => ({
  id: 301,
  subjectName: '行测',
  typeCode: 'single_choose',
  typeName: '单选题',
  stem: '依次填入画横线部分最恰当的一项是',
  answer: 'A',
  catalogueName: '逻辑填空',
  paperTitle: '',
  difficulty: 3,
  score: 0.8,
  children: 0,
  vipOnly: false,
  hasMedia: false,
  updatedAt: '2026-11-28T02:00:00.000Z',
  ...changes,
});

export const SINGLE_ROW = row({});
export const GROUP_ROW = row({
  id: 302,
  typeCode: 'composite',
  typeName: '材料题',
  stem: '2023年全国粮食总产量69541万吨，比上年增长1.3%',
  answer: 'B；AC',
  catalogueName: '增长率',
  paperTitle: '2024年浙江省考行测',
  difficulty: 4,
  score: 1.7,
  children: 2,
  vipOnly: true,
  hasMedia: true,
});

const analysis = (text: string) => ({
  type: 'text' as const,
  analysis: text,
  mediaId: null,
  media: null,
});

/** A material group in a draft paper, one of whose sub-questions learners answered. */
export const GROUP: ConsoleQuestion = {
  id: 302,
  subjectId: 2,
  catalogueId: 21,
  paper: { id: 6, title: '2024年浙江省考行测', state: 'draft' },
  typeCode: 'composite',
  source: '2024年浙江省考',
  vipOnly: true,
  context: '<p>根据以下资料，回答问题</p>',
  options: [],
  answer: '',
  difficulty: 4,
  score: 1.7,
  wordsNum: null,
  analyses: [],
  answered: true,
  materials: ['<p>2023年全国粮食总产量69541万吨，比上年增长1.3%。</p>'],
  children: [
    {
      id: 401,
      typeCode: 'single_choose',
      context: '<p>2022年全国粮食总产量约为多少万吨？</p>',
      options: ['<p>68000</p>', '<p>68650</p>', '<p>70000</p>', '<p>71000</p>'],
      answer: 'B',
      difficulty: 3,
      score: 0.8,
      wordsNum: null,
      analyses: [
        {
          type: 'video',
          analysis: '',
          mediaId: 55,
          media: { fileName: '粮食产量.mp4', durationSeconds: 187, url: '/media/55?sig=x' },
        },
      ],
      answered: true,
    },
    {
      id: 402,
      typeCode: 'multiple_choose',
      context: '<p>能够从资料中推出的是</p>',
      options: ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'],
      answer: 'AC',
      difficulty: 4,
      score: 0.9,
      wordsNum: null,
      analyses: [analysis('<p>逐项判断</p>')],
      answered: false,
    },
  ],
  updatedAt: '2026-11-28T02:00:00.000Z',
};

/** A fill-in question in the bank only, nobody has answered. */
export const FILL_IN: ConsoleQuestion = {
  id: 303,
  subjectId: 2,
  catalogueId: 11,
  paper: null,
  typeCode: 'fill_in',
  source: '',
  vipOnly: false,
  context: '<p>我国的首都是____，最大的城市是____。</p>',
  options: [],
  answer: ['北京|北京市', '上海'],
  difficulty: 2,
  score: 2,
  wordsNum: null,
  analyses: [analysis('<p>常识</p>')],
  answered: false,
  materials: [],
  children: [],
  updatedAt: '2026-11-28T02:00:00.000Z',
};
