import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { useMyHomework } from '../api/list-my-homework';
import { HomeworkTabs, PAGE_SIZE, useTabPage } from './homework-rows';

/** My homework of every course, by tab and page (我的作业). */
export function MyHomeworkList({ viewer }: { viewer: number }) {
  const { tab, page, update } = useTabPage();
  const query = useMyHomework(viewer, { type: tab, page, pageSize: PAGE_SIZE });
  return (
    <HomeworkTabs
      label="我的作业"
      tab={tab}
      onTab={(next) => update({ tab: next === 'todo' ? null : next, page: null })}
      waiting={viewer === 0}
      query={query}
      paging={{ page, onPage: (next) => update({ page: next === 1 ? null : String(next) }) }}
      emptyExtra={
        tab === 'todo' ? (
          <LinkButton type="primary" to={pathTo('MyCourse')}>
            去我的课程
          </LinkButton>
        ) : null
      }
    />
  );
}
