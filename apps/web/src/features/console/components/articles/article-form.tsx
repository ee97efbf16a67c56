import { Alert, Button, Form, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArticleMsg, type ArticleState } from '@shangan/shared';
import type { ConsoleArticle } from '@shangan/shared/contracts/console/articles';
import { LinkButton } from '../../../../components/link-button/link-button';
import { isApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notifier';
import type { ArticleTargets } from '../../api/console-articles';
import { usePublishArticle } from '../../api/publish-article';
import { useSaveArticleDraft } from '../../api/save-article-draft';
import { useScheduleArticle, useUnscheduleArticle } from '../../api/schedule-article';
import { checkedValues } from '../../lib/form-checks';
import { articleListPath } from './article-paths';
import { ArticleFields, type ArticleValues } from './article-fields';
import styles from './articles.module.css';
import { ScheduleDialog } from './schedule-dialog';

type ArticleKey = { state: ArticleState; id: number };

function valuesOf(article: ConsoleArticle | null): ArticleValues {
  return {
    title: article?.title ?? '',
    columnId: article?.columnId,
    cityId: article?.cityId ?? undefined,
    // Numbered from 1: either missing is no topic.
    topic: article?.topicId && article.topicType ? [article.topicId, article.topicType] : undefined,
    tags: article?.tags ?? [],
    source: article?.source ?? '',
    author: article?.author ?? '',
    cover: article?.cover ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    pdf: article?.pdf ?? null,
  };
}

/**
 * What the server is sent: trimmed, empty tags dropped, no city meaning 全国, no topic (both
 * null) taking the article out of the one it was in.
 */
function toArticleFields(values: ArticleValues) {
  const [topicId = null, topicType = null] = values.topic ?? [];
  return {
    columnId: values.columnId!,
    cityId: values.cityId ?? null,
    topicId,
    topicType,
    title: values.title.trim(),
    summary: (values.summary ?? '').trim(),
    body: values.body ?? '',
    cover: (values.cover ?? '').trim(),
    source: (values.source ?? '').trim(),
    author: (values.author ?? '').trim(),
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    pdfFileId: values.pdf?.id ?? null,
  };
}

/**
 * The article being written: a new one, a draft or a published article. 保存草稿 keeps
 * writing the same draft (the first save makes it, `onDraftSaved` names it in the address);
 * 发布 sends what it replaces, so publishing a draft removes it and a published article is
 * updated in place. A published article has no 保存草稿: its changes go live or not at all.
 * 定时发布 saves the draft with a time the server publishes it at; until then it stays a draft.
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
  const scheduling = useScheduleArticle();
  const unscheduling = useUnscheduleArticle();
  const [current, setCurrent] = useState<ArticleKey | null>(
    article ? { state: article.state, id: article.id } : null,
  );
  const [publishAt, setPublishAt] = useState(article?.publishAt ?? null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const busy =
    saving.isPending || publishing.isPending || scheduling.isPending || unscheduling.isPending;
  const published = current?.state === 'published';
  const draftId = current?.state === 'draft' ? current.id : null;

  /** The form's fields, checked as a publish needs them, or null. */
  const publishable = async () => {
    const values = await checkedValues(form);
    if (!values) return null;
    if (!values.body) {
      form.setFields([{ name: 'body', errors: [ArticleMsg.bodyRequired] }]);
      form.scrollToField('body', { block: 'center' });
      return null;
    }
    return values;
  };

  const saveDraft = async () => {
    const values = await checkedValues(form);
    if (!values) return;
    let draft: ConsoleArticle;
    try {
      draft = await saving.mutateAsync({ draftId, ...toArticleFields(values) });
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
    const values = await publishable();
    if (!values) return;
    try {
      await publishing.mutateAsync({ from: current, ...toArticleFields(values) });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ArticleMsg.published);
    void navigate(articleListPath('published'));
  };

  const openSchedule = async () => {
    if (await publishable()) setScheduleOpen(true);
  };

  const schedule = async (at: string) => {
    const values = await publishable();
    if (!values) {
      setScheduleOpen(false);
      return;
    }
    let draft: ConsoleArticle;
    try {
      draft = await scheduling.mutateAsync({ draftId, publishAt: at, ...toArticleFields(values) });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    setScheduleOpen(false);
    setCurrent({ state: 'draft', id: draft.id });
    setPublishAt(draft.publishAt);
    notify.success(ArticleMsg.scheduled);
    onDraftSaved(draft);
  };

  const unschedule = async () => {
    if (draftId === null) return;
    try {
      await unscheduling.mutateAsync({ id: draftId });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    setPublishAt(null);
    notify.success(ArticleMsg.unscheduled);
  };

  return (
    <Form<ArticleValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(article)}
      disabled={busy}
      requiredMark={false}
    >
      {publishAt && !published && (
        <Alert
          className={styles.scheduled}
          type="info"
          showIcon
          message={`已定时：${formatDateTime(publishAt)} 自动发布`}
          description="在那之前保存的修改会一起发布。"
          action={
            <Popconfirm
              title="取消定时发布？"
              description="文章仍保留为草稿"
              okText="取消定时"
              cancelText="不取消"
              onConfirm={() => unschedule()}
            >
              <Button size="small" loading={unscheduling.isPending}>
                取消定时
              </Button>
            </Popconfirm>
          }
        />
      )}
      <ArticleFields targets={targets} />
      <div className={styles.actions}>
        <Space wrap>
          <Button type="primary" loading={publishing.isPending} onClick={() => void publish()}>
            {published ? '更新发布' : '发布'}
          </Button>
          {!published && (
            <Button onClick={() => void openSchedule()}>
              {publishAt ? '修改定时' : '定时发布'}
            </Button>
          )}
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
      {scheduleOpen && (
        <ScheduleDialog
          open
          initial={publishAt}
          busy={scheduling.isPending}
          onConfirm={(at) => void schedule(at)}
          onClose={() => setScheduleOpen(false)}
        />
      )}
    </Form>
  );
}
