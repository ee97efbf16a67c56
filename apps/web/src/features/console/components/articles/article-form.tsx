import { Button, Form, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArticleMsg, type ArticleState } from '@shangan/shared';
import type { ConsoleArticle } from '@shangan/shared/contracts/console/articles';
import { LinkButton } from '../../../../components/link-button/link-button';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import type { ArticleTargets } from '../../api/console-articles';
import { usePublishArticle } from '../../api/publish-article';
import { useSaveArticleDraft } from '../../api/save-article-draft';
import { articleListPath } from './article-paths';
import { ArticleFields, type ArticleValues } from './article-fields';
import styles from './articles.module.css';

type ArticleKey = { state: ArticleState; id: number };

function valuesOf(article: ConsoleArticle | null): ArticleValues {
  return {
    title: article?.title ?? '',
    columnId: article?.columnId,
    cityId: article?.cityId ?? undefined,
    tags: article?.tags ?? [],
    source: article?.source ?? '',
    author: article?.author ?? '',
    cover: article?.cover ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
  };
}

/** What the server is sent: trimmed, empty tags dropped, no city meaning 全国. */
function toArticleFields(values: ArticleValues) {
  return {
    columnId: values.columnId!,
    cityId: values.cityId ?? null,
    title: values.title.trim(),
    summary: (values.summary ?? '').trim(),
    body: values.body ?? '',
    cover: (values.cover ?? '').trim(),
    source: (values.source ?? '').trim(),
    author: (values.author ?? '').trim(),
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
  };
}

/** The fields as checked, or null with the first wrong one scrolled into view. */
async function checked(form: FormInstance<ArticleValues>): Promise<ArticleValues | null> {
  try {
    return await form.validateFields();
  } catch (error) {
    const first = (error as { errorFields?: Array<{ name: (string | number)[] }> })
      .errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return null;
  }
}

/**
 * The article being written: a new one, a draft or a published article. 保存草稿 keeps
 * writing the same draft (the first save makes it, `onDraftSaved` names it in the address);
 * 发布 sends what it replaces, so publishing a draft removes it and a published article is
 * updated in place. A published article has no 保存草稿: its changes go live or not at all.
 */
export function ArticleForm({
  article,
  targets,
  onDraftSaved,
}: {
  article: ConsoleArticle | null;
  targets: ArticleTargets;
  onDraftSaved: (draft: ConsoleArticle) => void;
}) {
  const [form] = Form.useForm<ArticleValues>();
  const navigate = useNavigate();
  const saving = useSaveArticleDraft();
  const publishing = usePublishArticle();
  const [current, setCurrent] = useState<ArticleKey | null>(
    article ? { state: article.state, id: article.id } : null,
  );
  const busy = saving.isPending || publishing.isPending;
  const published = current?.state === 'published';

  const saveDraft = async () => {
    const values = await checked(form);
    if (!values) return;
    let draft: ConsoleArticle;
    try {
      draft = await saving.mutateAsync({
        draftId: current?.state === 'draft' ? current.id : null,
        ...toArticleFields(values),
      });
    } catch (error) {
      // The client has shown the server's message.
      if (isApiError(error)) return;
      throw error;
    }
    setCurrent({ state: 'draft', id: draft.id });
    notify.success(ArticleMsg.draftSaved);
    onDraftSaved(draft);
  };

  const publish = async () => {
    const values = await checked(form);
    if (!values) return;
    if (!values.body) {
      form.setFields([{ name: 'body', errors: [ArticleMsg.bodyRequired] }]);
      form.scrollToField('body', { block: 'center' });
      return;
    }
    try {
      await publishing.mutateAsync({ from: current, ...toArticleFields(values) });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ArticleMsg.published);
    void navigate(articleListPath('published'));
  };

  return (
    <Form<ArticleValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(article)}
      disabled={busy}
      requiredMark={false}
    >
      <ArticleFields targets={targets} />
      <div className={styles.actions}>
        <Space>
          <Button type="primary" loading={publishing.isPending} onClick={() => void publish()}>
            {published ? '更新发布' : '发布'}
          </Button>
          {!published && (
            <Button loading={saving.isPending} onClick={() => void saveDraft()}>
              保存草稿
            </Button>
          )}
          <LinkButton to={articleListPath(current?.state)} disabled={false}>
            返回列表
          </LinkButton>
        </Space>
      </div>
    </Form>
  );
}
