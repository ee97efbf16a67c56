import { Select } from 'antd';
import { useState } from 'react';
import { useSettled } from '../../../../lib/hooks/use-settled';
import { useConsoleArticles } from '../../api/console-articles';

/** The contract's longest title search. */
const KEYWORD_MAX = 40;

/**
 * The announcement a calendar entry opens: a published article found by its title as typed
 * (the newest first when nothing is typed). The article chosen shows by its title whether or not
 * the list holds it. A form control: `value` is the article's id, or null for none.
 */
export function ArticleSelect({
  id,
  value,
  onChange,
  currentTitle,
}: {
  id?: string;
  value?: number | null;
  onChange?: (articleId: number | null) => void;
  /** The title of the article the entry has now (shown before any search). */
  currentTitle: string;
}) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim().slice(0, KEYWORD_MAX));
  const articles = useConsoleArticles({
    state: 'published',
    pageSize: 20,
    ...(settled ? { keyword: settled } : {}),
  });
  // The title of the article picked here, which a later search may no longer list.
  const [picked, setPicked] = useState<{ id: number; title: string } | null>(null);
  const options = (articles.data?.list ?? []).map((article) => ({
    value: article.id,
    label: article.title,
  }));
  const titleOf = (articleId: number) =>
    picked?.id === articleId ? picked.title : currentTitle || `文章 ${articleId}`;

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      placeholder="不关联公告（按标题搜索已发布的文章）"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      options={options}
      labelRender={({ label, value: shown }) => label ?? titleOf(Number(shown))}
      loading={articles.isFetching}
      notFoundContent={
        articles.isError
          ? '文章加载失败'
          : articles.isFetching
            ? '正在查找…'
            : '没有找到已发布的文章'
      }
      onChange={(next) => {
        const option = options.find((item) => item.value === next);
        setPicked(option ? { id: option.value, title: option.label } : null);
        onChange?.(next ?? null);
        setKeyword('');
      }}
    />
  );
}
