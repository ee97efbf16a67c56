import { FireOutlined } from '@ant-design/icons';
import { useHotWords } from '../api/hot-words';
import styles from './hot-search-list.module.css';

interface HotSearchListProps {
  onPick: (keyword: string) => void;
}

/** The drop-down of hot searches under the header search box. */
export function HotSearchList({ onPick }: HotSearchListProps) {
  const { data, isLoading } = useHotWords();
  return (
    <div className={styles.panel} role="listbox" aria-label="热门搜索">
      <div className={styles.heading}>
        <FireOutlined /> 热门搜索
      </div>
      {isLoading && <div className={styles.empty}>加载中…</div>}
      {!isLoading && (!data || data.length === 0) && <div className={styles.empty}>暂无热搜</div>}
      <ol className={styles.list}>
        {data?.map((item, index) => (
          <li key={item.keyword}>
            <button
              type="button"
              role="option"
              aria-selected={false}
              className={styles.item}
              // mousedown fires before the input's blur, so the pick is never lost.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(item.keyword)}
            >
              <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
                {index + 1}
              </span>
              {item.keyword}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
