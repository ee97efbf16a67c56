import { SearchOutlined } from '@ant-design/icons';
import { App, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOT_SEARCH_HIDE_DELAY_MS, Msg, SEARCH_MAX_LENGTH } from '@shangan/shared';
import { HotSearchList } from '../../features/search';
import { pathTo, searchUrl } from '../../lib/paths';
import styles from './site-header.module.css';

export const SEARCH_PLACEHOLDER = '搜索公告、资讯，多个关键词请用空格隔开';

/**
 * Site search: non-empty, at most 100 characters. Focus shows the hot
 * searches; on blur they stay 300 ms, long enough for a click on one of them to land.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [showHot, setShowHot] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const submit = (value: string) => {
    const text = value.trim();
    if (!text) {
      void message.warning(Msg.searchEmpty);
      return;
    }
    setShowHot(false);
    navigate(searchUrl(text));
  };

  return (
    <>
      <div className={styles.searchBox}>
        <Input.Search
          className={styles.search}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={submit}
          onFocus={() => {
            window.clearTimeout(hideTimer.current);
            setShowHot(true);
          }}
          onBlur={() => {
            window.clearTimeout(hideTimer.current);
            hideTimer.current = window.setTimeout(
              () => setShowHot(false),
              HOT_SEARCH_HIDE_DELAY_MS,
            );
          }}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="站内搜索"
          allowClear
        />
        {showHot && (
          <HotSearchList
            onPick={(word) => {
              setKeyword(word);
              submit(word);
            }}
          />
        )}
      </div>
      {/* Phones have no room for the box: the icon opens the search page instead. */}
      <Link to={pathTo('Search')} className={styles.searchIcon} aria-label="搜索">
        <SearchOutlined />
      </Link>
    </>
  );
}
