import { ActionSheet, SearchBar, Tabs } from 'antd-mobile';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MobilePage, PagedList, SiteSwitchFooter } from '../../../components/mobile';
import { FilterChips } from '../../../components/mobile/filter-chips';
import { MobileCourseCard } from '../../../components/mobile/mobile-course-card';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useCourseFilters } from '../api/course-filters';
import { useCoursePages } from '../api/courses';
import { EXAMS, PRICE_LABELS, PRICES, SORTS, SUBJECTS } from '../catalogue-options';
import { optionsOf } from '../filter-options';
import { useCatalogueState } from '../hooks/use-catalogue-state';
import { useSearchState } from '../hooks/use-search-state';
import { MyCourses } from './my-courses';
import styles from './course-list-page.module.css';

const PAGE_SIZE = 10;
/** The cards on a phone's first screen load at once; the rest as they scroll into view. */
const EAGER_CARDS = 3;

/**
 * The catalogue (选课): a keyword, the exam, subject and price as touch chips and the sort,
 * all kept in the address (/course?exam=国考&subject=行测, the desktop /list.html's query), and
 * the courses as a list that grows as it scrolls.
 */
function Catalogue() {
  const { filters, query, set } = useCatalogueState(PAGE_SIZE);
  const options = useCourseFilters();
  const [sortOpen, setSortOpen] = useState(false);
  // The words being typed; the list follows only on 搜索.
  const [typed, setTyped] = useState<string | null>(null);
  const { page: _page, ...listQuery } = query;
  const courses = useCoursePages(listQuery);
  const total = courses.data?.pages[0]?.total;
  const sortLabel = SORTS.find((sort) => sort.value === filters.sort)?.label ?? '综合排序';
  const filtered =
    filters.exam !== null ||
    filters.subject !== null ||
    filters.price !== null ||
    filters.keyword !== '';

  return (
    <>
      <div className={styles.filters}>
        <div className={styles.search}>
          <SearchBar
            placeholder="搜索课程、老师"
            maxLength={50}
            value={typed ?? filters.keyword}
            onChange={setTyped}
            onSearch={(value) => {
              setTyped(null);
              set({ keyword: value.trim() || null });
            }}
            onClear={() => {
              setTyped(null);
              set({ keyword: null });
            }}
            aria-label="搜索课程"
          />
        </div>
        <FilterChips
          label="考试"
          options={optionsOf(options.data?.exams, EXAMS)}
          value={filters.exam}
          onChange={(exam) => set({ exam })}
        />
        <FilterChips
          label="科目"
          options={optionsOf(options.data?.subjects, SUBJECTS)}
          value={filters.subject}
          onChange={(subject) => set({ subject })}
        />
        <FilterChips
          label="价格"
          options={optionsOf(options.data?.prices, PRICES, PRICE_LABELS)}
          value={filters.price}
          onChange={(price) => set({ price })}
        />
      </div>

      <Link to={mobilePathTo('MPublicClass')} className={styles.publicEntry}>
        <span className={styles.publicTitle}>公开课</span>
        <span className={styles.publicNote}>名师直播 · 免费报名即可观看</span>
        <RightOutline className={styles.publicArrow} />
      </Link>

      <div className={styles.resultHead}>
        <span className={styles.total}>
          {total === undefined ? '精品课程' : `共${total}门课程`}
        </span>
        <button type="button" className={styles.sort} onClick={() => setSortOpen(true)}>
          {sortLabel} <DownOutline />
        </button>
      </div>
      <div className={styles.list}>
        <PagedList
          query={courses}
          itemsOf={(page) => page.list}
          emptyText={filtered ? '没有符合条件的课程，换个条件试试' : '暂无课程'}
          renderItem={(course, index) => (
            <MobileCourseCard
              key={course.id}
              course={course}
              to={mobilePathTo('MCourseDetail', {}, { id: course.id })}
              eager={index < EAGER_CARDS}
            />
          )}
        />
      </div>
      <ActionSheet
        visible={sortOpen}
        onClose={() => setSortOpen(false)}
        cancelText="取消"
        actions={SORTS.map((sort) => ({
          key: sort.value,
          text: sort.value === filters.sort ? `${sort.label} ✓` : sort.label,
          onClick: () => {
            setSortOpen(false);
            set({ sort: sort.value === 'default' ? null : sort.value });
          },
        }))}
      />
    </>
  );
}

/**
 * /course (the 课程 tab) and /list (where the desktop /list.html sends phones): the online
 * school's catalogue, and with `?tab=mine` the learner's own courses (the desktop 学习中心).
 */
export default function CourseListPage() {
  const { pathname, search } = useLocation();
  const { params, update } = useSearchState();
  const mine = params.get('tab') === 'mine';
  // The tab page has the tab bar and no way back; /list is reached from elsewhere.
  const isTabPage = pathname === mobilePathTo('MCourse');

  return (
    <MobilePage title="课程" documentTitle={mine ? '我的课程' : '课程'} back={!isTabPage}>
      <div className={styles.tabs}>
        <Tabs
          activeKey={mine ? 'mine' : 'all'}
          onChange={(key) => update({ tab: key === 'mine' ? 'mine' : null }, { replace: true })}
        >
          <Tabs.Tab title="选课中心" key="all" />
          <Tabs.Tab title="我的课程" key="mine" />
        </Tabs>
      </div>
      {mine ? <MyCourses /> : <Catalogue />}
      <SiteSwitchFooter desktopPath={mine ? '/personalCenter/study' : `/list.html${search}`} />
    </MobilePage>
  );
}
