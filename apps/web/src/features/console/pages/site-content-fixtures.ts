import type {
  ConsoleAd,
  ConsoleAbout,
  ConsoleExam,
  ConsoleFriendlyLink,
} from '@shangan/shared/contracts/console/site-content';

/** The city sites the site-content tests offer besides 主站. */
export const SITE_OPTIONS = {
  cities: [
    { id: 11, name: '北京' },
    { id: 12, name: '南宁' },
  ],
};

/** Carousel ads: two of the main site's (one showing, one waiting) and an ended one of 北京's. */
export const RUNNING_AD: ConsoleAd = {
  id: 31,
  position: 'banner',
  cityId: null,
  cityName: '主站',
  title: '2027国考笔试冲刺班',
  subtitle: '名师直播 · 每日打卡',
  image: '/uploads/ad-31.svg',
  link: '/course',
  startAt: null,
  endAt: null,
  state: 'running',
};

export const SCHEDULED_AD: ConsoleAd = {
  ...RUNNING_AD,
  id: 32,
  title: '省考面试集训营',
  subtitle: '',
  image: '',
  link: 'https://www.example.com/camp',
  startAt: '2027-01-01T00:00:00.000Z',
  endAt: '2027-02-01T00:00:00.000Z',
  state: 'scheduled',
};

export const ENDED_AD: ConsoleAd = {
  ...RUNNING_AD,
  id: 33,
  cityId: 11,
  cityName: '北京',
  title: '北京市考报名提醒',
  subtitle: '',
  startAt: '2026-10-01T00:00:00.000Z',
  endAt: '2026-10-20T00:00:00.000Z',
  state: 'ended',
};

export const LINKS: ConsoleFriendlyLink[] = [
  { id: 41, cityId: null, cityName: '主站', name: '国家公务员局', link: 'http://www.scs.gov.cn/' },
  { id: 42, cityId: null, cityName: '主站', name: '人事考试网', link: 'https://www.cpta.com.cn/' },
  { id: 43, cityId: 11, cityName: '北京', name: '北京人社', link: 'https://rsj.beijing.gov.cn/' },
];

export const LINKED_EXAM: ConsoleExam = {
  id: 51,
  title: '2027年度国家公务员考试',
  examType: '国考',
  region: '全国',
  cityId: null,
  cityName: '',
  signupStart: '2026-10-15',
  signupEnd: '2026-10-24',
  examDate: '2026-11-30',
  articleId: 301,
  articleTitle: '2027年国考公告',
};

export const CITY_EXAM: ConsoleExam = {
  id: 52,
  title: '2027年北京市考',
  examType: '省考',
  region: '北京',
  cityId: 11,
  cityName: '北京',
  signupStart: '2026-11-01',
  signupEnd: '2026-11-05',
  examDate: '2026-12-06',
  articleId: null,
  articleTitle: '',
};

export const ABOUT: ConsoleAbout = {
  profile: '<p>上岸教育专注公职类考试培训。</p>',
  app: { url: '/download', profile: '随时随地刷题听课' },
  officialAccountGxw: { url: '', profile: '' },
  officialAccountLxw: { url: '', profile: '' },
  tiktok: { url: 'https://www.douyin.com/', profile: '' },
  updatedAt: '2026-11-20T02:00:00.000Z',
  pages: [
    {
      type: 2,
      title: '企业文化',
      body: '<p>让每一位考生上岸。</p>',
      updatedAt: '2026-11-01T02:00:00.000Z',
    },
    { type: 3, title: '发展历程', body: '', updatedAt: '' },
  ],
};
