import { Msg, SEARCH_MAX_LENGTH } from '@shangan/shared';
import { SearchBar, Toast } from 'antd-mobile';
import type { SearchBarRef } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArticleCell } from '../../../components/mobile/article-cell';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { PagedList } from '../../../components/mobile/paged-list';
import { MobileError } from '../../../components/mobile/states';
import { RichText } from '../../../components/rich-text/rich-text';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useHotWords } from '../api/hot-words';
import { useSearchPages } from '../api/search';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../lib/search-history';
import styles from './search-page.module.css';

/** Words to tap: the hot searches of everyone, or this phone's own. */
function WordChips({
  words,
  onPick,
  ranked,
}: {
  words: string[];
  onPick: (word: string) => void;
  ranked?: boolean;
}) {
  return (
    <ul className={styles.words}>
      {words.map((word, index) => (
        <li key={word}>
          <button type="button" className={styles.word} onClick={() => onPick(word)}>
            {ranked ? (
              <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
                {index + 1}
              </span>
            ) : null}
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before a search: this phone's recent words and the hot searches. */
function Suggestions({ onPick }: { onPick: (word: string) => void }) {
  const hot = useHotWords();
  const [history, setHistory] = useState(readSearchHistory);
  return (
    <>
      {history.length > 0 ? (
        <section className={styles.block}>
          <header className={styles.blockHead}>
            <h2>最近搜索</h2>
            <button
              type="button"
              className={styles.clear}
              aria-label="清空最近搜索"
              onClick={() => {
                clearSearchHistory();
                setHistory([]);
              }}
            >
              <DeleteOutline />
            </button>
          </header>
          <WordChips words={history} onPick={onPick} />
        </section>
      ) : null}
      <section className={styles.block}>
        <header className={styles.blockHead}>
          <h2>热门搜索</h2>
        </header>
        {hot.data && hot.data.length > 0 ? (
          <WordChips words={hot.data.map((item) => item.keyword)} onPick={onPick} ranked />
        ) : (
          <p className={styles.hint}>
            {hot.isPending ? '加载中…' : '输入关键词，查找考试公告、备考指导和真题解析。'}
          </p>
        )}
      </section>
    </>
  );
}

/** The results of one keyword, growing as they are scrolled. */
function Results({ keyword }: { keyword: string }) {
  const result = useSearchPages(keyword);
  const total = result.data?.pages[0]?.total;
  if (result.isError && !result.data) {
    // The server's words when it answered (too many searches a minute), else the network's.
    const description =
      isApiError(result.error) && result.error.kind === 'business'
        ? result.error.message
        : '网络不太顺畅，请稍后重试';
    return (
      <MobileError
        title="搜索失败"
        description={description}
        onRetry={() => void result.refetch()}
      />
    );
  }
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {total === undefined ? '正在搜索…' : `找到 ${total} 条与“${keyword}”相关的结果`}
      </p>
      <div className={styles.results}>
        <PagedList
          query={result}
          itemsOf={(page) => page.list}
          emptyText={`没有找到与“${keyword}”相关的内容，换个关键词试试`}
          renderItem={(item) => (
            <ArticleCell
              key={item.id}
              to={mobilePathTo('MArticle', { id: item.id })}
              title={<RichText as="span" html={item.highlightTitle} />}
              summary={
                item.highlightSummary ? (
                  <RichText as="span" html={item.highlightSummary} />
                ) : undefined
              }
              meta={[item.columnTitle, formatDate(item.publishTime)]}
            />
          )}
        />
      </div>
    </>
  );
}

/**
 * /search?keyword=: search the site's articles. The keyword lives in the address (back returns
 * to the previous search, a shared link shows the same results); matched words are marked.
 */
export default function MobileSearchPage() {
  const [query, setQuery] = useSearchParams();
  const keyword = (query.get('keyword') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const [text, setText] = useState(keyword);
  const [boxKeyword, setBoxKeyword] = useState(keyword);
  const bar = useRef<SearchBarRef>(null);

  // A keyword arriving in the address (back, a hot word) refills the box.
  if (keyword !== boxKeyword) {
    setBoxKeyword(keyword);
    setText(keyword);
  }
  // Opened to search (the home page's box): the keyboard comes up at once.
  useEffect(() => {
    if (!keyword) bar.current?.focus();
    // Only on arrival: clearing the box later should not pull the keyboard up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = (value: string) => {
    const word = value.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!word) {
      Toast.show({ content: Msg.searchEmpty });
      return;
    }
    rememberSearch(word);
    bar.current?.blur();
    if (word !== keyword) setQuery({ keyword: word });
    window.scrollTo({ top: 0 });
  };

  return (
    <MobilePage title="搜索" documentTitle={keyword ? `${keyword} - 搜索` : '搜索'}>
      {/* No form: the bar itself searches on the keyboard's 搜索 key, after the IME is done. */}
      <div className={styles.box} role="search">
        <SearchBar
          ref={bar}
          className={styles.bar}
          value={text}
          onChange={setText}
          onSearch={search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="搜索公告、职位表、真题，多个词用空格隔开"
          style={{ '--height': '36px', '--border-radius': '18px' }}
        />
        <button type="button" className={styles.go} onClick={() => search(text)}>
          搜索
        </button>
      </div>
      {keyword ? <Results keyword={keyword} /> : <Suggestions onPick={search} />}
    </MobilePage>
  );
}
