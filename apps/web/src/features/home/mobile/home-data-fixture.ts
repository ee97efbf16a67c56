function article(id: number, title: string, columnTitle: string) {
  return {
    id,
    title,
    summary: '',
    cover: '',
    columnId: 2,
    columnTitle,
    cityId: null,
    source: '',
    // 2026-11-30 in China, still 11-29 in UTC.
    publishTime: '2026-11-29T17:00:00.000Z',
    viewCount: 3,
    isPdf: false,
  };
}

/** The home data of the mobile home's tests: one of each block. */
export const HOME = {
  city: null,
  banners: [
    {
      id: 1,
      title: '2027国考备考全程班',
      subtitle: '名师带学',
      image: '/api/v1/pc/images/5',
      link: '/specialTopics',
    },
  ],
  headlines: [article(11, '2027年国考公告发布', '国考公告')],
  columnBlocks: [
    {
      column: { id: 6, title: '招录职位', columnDir: 'zhaoluzhiwei' },
      children: [],
      articles: [article(21, '2027福建省考职位分析', '职位分析')],
    },
  ],
  weekHot: [],
  examCalendar: [
    {
      id: 1,
      title: '2027年度国家公务员考试',
      examType: '国考',
      province: '全国',
      cityId: null,
      signupStart: '2026-11-08',
      signupEnd: '2026-11-18',
      examDate: '2026-12-10',
      articleId: 335,
    },
  ],
  courses: [],
  books: [],
  friendlyLinks: [],
  topics: [
    {
      id: 3,
      title: '公开遴选专题',
      summary: '',
      cover: '',
      classification: '遴选',
      articleCount: 31,
    },
  ],
};
