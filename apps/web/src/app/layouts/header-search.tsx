import { SearchOutlined } from '@ant-design/icons';
import { App, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Msg, SEARCH_MAX_LENGTH } from '@shangan/shared';
import { pathTo, searchUrl } from '../../lib/paths';
import styles from './site-header.module.css';

/** Site search (spec part 1 §2.1, §5): non-empty, at most 100 characters. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');

  const submit = (value: string) => {
    const text = value.trim();
    if (!text) {
      void message.warning(Msg.searchEmpty);
      return;
    }
    navigate(searchUrl(text));
  };

  return (
    <>
      <Input.Search
        className={styles.search}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={submit}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="搜索公告、课程，多个关键词请用空格隔开"
        aria-label="站内搜索"
        allowClear
      />
      {/* Phones have no room for the box: the icon opens the search page instead. */}
      <Link to={pathTo('Search')} className={styles.searchIcon} aria-label="搜索">
        <SearchOutlined />
      </Link>
    </>
  );
}
