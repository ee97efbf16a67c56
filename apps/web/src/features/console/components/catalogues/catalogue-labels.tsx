import { Tag } from 'antd';
import pageStyles from '../../pages/console.module.css';
import type { CatalogueRow } from './catalogue-tree';
import styles from './catalogues.module.css';

/**
 * A row's name: a module's in bold, 会员 when the node itself is for members only, and for a
 * point under a members-only module a note that it is so through its module.
 */
export function CatalogueName({ row }: { row: CatalogueRow }) {
  const { node, module } = row;
  return (
    <span className={styles.name}>
      <span className={module ? undefined : styles.moduleName}>{node.name}</span>
      {node.vipOnly && <Tag color="gold">会员</Tag>}
      {module?.vipOnly && <span className={pageStyles.muted}>随所属模块仅会员</span>}
    </span>
  );
}

/** A point's questions; a module's with its points', and how many points it has. */
export function CatalogueQuestions({ row }: { row: CatalogueRow }) {
  if (row.module) return <>{row.questions} 题</>;
  const points = row.children?.length ?? 0;
  return (
    <>
      <div>共 {row.questions} 题</div>
      <div className={pageStyles.muted}>{points > 0 ? `${points} 个知识点` : '还没有知识点'}</div>
    </>
  );
}
