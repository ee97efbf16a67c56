import { FireOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { Msg, SEARCH_MAX_LENGTH } from '@shangan/shared';
import { ArticleList } from '../../../components/article-list/article-list';
import { RichText } from '../../../components/rich-text/rich-text';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useHotWords } from '../api/hot-words';
import { SEARCH_PAGE_SIZE, useSearch, type SearchResult } from '../api/search';
import styles from './search-page.module.css';

/** /search?keyword=: results with the matched words highlighted, and the hot searches. */
export default function SearchPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useSearchParams();
  const keyword = (query.get('keyword') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const hot = useHotWords();
  const result = useSearch(keyword, page);
  useDocumentTitle(keyword ? `${keyword} - 搜索` : '搜索');

  const go = (value: string) => {
    const text = value.trim();
    if (!text) {
      void message.warning(Msg.searchEmpty);
      return;
    }
    setQuery({ keyword: text });
  };

  const data = result.data;
  return (
    <div className={`page-container ${styles.page}`}>
      <section className={styles.box}>
        <Input.Search
          // A new keyword in the address (a hot word, the header box) refills the box.
          key={keyword}
          size="large"
          defaultValue={keyword}
          onSearch={go}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="输入关键词搜索公告和资讯，多个关键词请用空格隔开"
          enterButton="搜索"
          aria-label="搜索关键词"
          allowClear
        />
        {hot.data && hot.data.length > 0 && (
          <div className={styles.hot}>
            <span className={styles.hotLabel}>
              <FireOutlined /> 热门搜索：
            </span>
            {hot.data.map((item) => (
              <Tag.CheckableTag
                key={item.keyword}
                checked={item.keyword === keyword}
                onChange={() => go(item.keyword)}
              >
                {item.keyword}
              </Tag.CheckableTag>
            ))}
          </div>
        )}
      </section>

      <section className={styles.results}>
        {keyword && result.isError ? (
          // A failed search found nothing out: no "没有找到" empty state (nor the previous
          // keyword's results kept as placeholder), only the failure and a way to try again.
          <Alert
            type="error"
            showIcon
            title="搜索失败，请稍后重试"
            description="可能是网络不稳定，请检查网络后重试。"
            action={
              <Button loading={result.isFetching} onClick={() => void result.refetch()}>
                重试
              </Button>
            }
          />
        ) : keyword ? (
          <>
            <p className={styles.count} aria-live="polite">
              {data ? `找到 ${data.total} 条与“${keyword}”相关的结果` : '正在搜索…'}
            </p>
            <ArticleList
              items={data?.list}
              loading={result.isLoading}
              empty={`没有找到与“${keyword}”相关的内容，换个关键词试试`}
              renderTitle={(item) => (
                <RichText as="span" html={(item as SearchResult).highlightTitle} />
              )}
              renderSummary={(item) => (
                <RichText as="span" html={(item as SearchResult).highlightSummary} />
              )}
              pagination={
                data && {
                  page,
                  pageSize: SEARCH_PAGE_SIZE,
                  total: data.total,
                  onChange: (next) => {
                    setQuery({ keyword, page: String(next) });
                    window.scrollTo({ top: 0 });
                  },
                }
              }
            />
          </>
        ) : (
          <p className={styles.count}>输入关键词，查找考试公告、备考指导和真题解析。</p>
        )}
      </section>
    </div>
  );
}
