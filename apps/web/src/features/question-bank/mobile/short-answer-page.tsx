import { useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Tag } from 'antd-mobile';
import { DownOutline, LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileEmpty, MobileLoading, MobilePage } from '../../../components/mobile';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { idParam } from '../lib/links';
import { saKeys } from '../short-answer/api/keys';
import { useShortAnswerList } from '../short-answer/api/short-answer-list';
import { useShortAnswerQuestion } from '../short-answer/api/short-answer-question';
import {
  firstOpenQuestion,
  listNumber,
  STATUS_LABELS,
  statusText,
} from '../short-answer/lib/section';
import type { ShortAnswerListItem, ShortAnswerView } from '../short-answer/types';
import { BankError } from './practice/bank-states';
import { MaterialPanel } from './practice/material-panel';
import { BankRichText } from './practice/rich-text';
import { ShortAnswerForm } from './practice/short-answer-form';
import { ShortAnswerReview } from './practice/short-answer-review';
import practice from './practice/practice.module.css';
import styles from './practice/short-answer.module.css';

/**
 * 简答题 (申论) on a phone: ?catalogueId=N or ?paperId=N opens the section's questions (the
 * first open one unless ?questionId=M names one; the list in a sheet), ?questionId alone opens
 * that question. Answering until it is handed in, then the graded state.
 */
export default function ShortAnswerPage() {
  const [params] = useSearchParams();
  const catalogueId = idParam(params.get('catalogueId'));
  const paperId = idParam(params.get('paperId'));
  const filter = catalogueId ? { catalogueId } : paperId ? { paperId } : {};
  const hasSection = Boolean(catalogueId || paperId);
  const list = useShortAnswerList(filter, true);
  const items = list.data?.items ?? [];
  const questionId = idParam(params.get('questionId')) || firstOpenQuestion(items);
  const numbered = items.flatMap((item, itemIndex) =>
    item.questions.map((question) => ({ item, itemIndex, question })),
  );
  const position = numbered.findIndex((entry) => entry.question.id === questionId);
  const linkTo = (id: number) => mobilePathTo('MShortAnswer', {}, { ...filter, questionId: id });

  return (
    <MobilePage
      title={list.data?.title ?? '简答题'}
      documentTitle={list.data?.title ? `简答题 · ${list.data.title}` : '简答题'}
    >
      <div className={practice.scope}>
        {!hasSection && !questionId && (
          <MobileEmpty title="缺少章节或题目编号" description="请从题库的申论目录进入作答" />
        )}
        {hasSection && list.isPending && <MobileLoading lines={8} />}
        {hasSection && list.isError && (
          <BankError error={list.error} onRetry={() => void list.refetch()} />
        )}
        {hasSection && list.data && items.length === 0 && <MobileEmpty title="本节暂无简答题" />}
        {hasSection && list.data && items.length > 0 && !questionId && <AllLocked />}
        {hasSection && items.length > 0 && questionId > 0 && (
          <SectionBar
            items={items}
            activeId={questionId}
            label={position >= 0 ? `第${position + 1}题 / 共${numbered.length}题` : '题目列表'}
            linkTo={linkTo}
          />
        )}
        {(!hasSection || items.length > 0) && questionId > 0 && (
          <QuestionScreen
            key={questionId}
            questionId={questionId}
            {...(position >= 0 ? { label: `第${position + 1}题` } : {})}
          />
        )}
      </div>
    </MobilePage>
  );
}

function AllLocked() {
  const navigate = useNavigate();
  return (
    <MobileEmpty title="本节的题目为VIP专享" description="开通VIP后即可作答并获得老师批改">
      <Button color="primary" onClick={() => void navigate(mobilePathTo('MVipCenter'))}>
        开通VIP
      </Button>
    </MobileEmpty>
  );
}

/** The section's questions in a sheet: material groups with their numbered questions. */
function SectionBar({
  items,
  activeId,
  label,
  linkTo,
}: {
  items: ShortAnswerListItem[];
  activeId: number;
  label: string;
  linkTo: (questionId: number) => string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.sectionBar}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span>{label}</span>
        <span className={styles.sectionMore}>
          切换题目 <DownOutline />
        </span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="bottom"
        bodyClassName={styles.sheet}
      >
        <div className={styles.sheetTitle}>题目列表</div>
        <nav className={styles.sheetBody} aria-label="题目列表">
          {items.map((item, itemIndex) => (
            <div key={item.id} className={styles.group}>
              {item.kind === 'material' && (
                <div className={styles.groupTitle}>
                  材料题{itemIndex + 1} · {item.title}
                </div>
              )}
              {item.questions.map((question) => (
                <button
                  type="button"
                  key={question.id}
                  className={question.id === activeId ? styles.rowActive : styles.row}
                  aria-current={question.id === activeId ? 'page' : undefined}
                  onClick={() => {
                    setOpen(false);
                    void navigate(item.locked ? mobilePathTo('MVipCenter') : linkTo(question.id), {
                      replace: !item.locked,
                    });
                  }}
                >
                  <span className={styles.rowNo}>{listNumber(item, itemIndex, question)}</span>
                  <span className={styles.rowTitle}>{question.title}</span>
                  {item.locked ? (
                    <Tag color="warning" fill="outline">
                      <LockOutline /> VIP专享
                    </Tag>
                  ) : (
                    <Tag
                      color={
                        question.status === 'graded'
                          ? 'success'
                          : question.status === 'submitted'
                            ? 'primary'
                            : question.status === 'draft'
                              ? 'warning'
                              : 'default'
                      }
                      fill="outline"
                    >
                      {statusText(question)}
                    </Tag>
                  )}
                </button>
              ))}
            </div>
          ))}
        </nav>
      </Popup>
    </>
  );
}

/** One question: loading fresh from the server each time (the answer box starts from it). */
function QuestionScreen({ questionId, label }: { questionId: number; label?: string }) {
  const queryClient = useQueryClient();
  const query = useShortAnswerQuestion(questionId, true);
  // A copy cached on an earlier visit is not enough: the form starts from what it is shown,
  // and would autosave an older text over a newer one.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) {
    return <MobileLoading lines={10} />;
  }
  if (query.isError) {
    return <BankError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Body
      view={query.data}
      label={label}
      onSubmitted={() => void queryClient.invalidateQueries({ queryKey: saKeys.all })}
    />
  );
}

function Body({
  view,
  label,
  onSubmitted,
}: {
  view: ShortAnswerView;
  label: string | undefined;
  onSubmitted: () => void;
}) {
  const { question, answer } = view;
  const reviewing = answer?.status === 'submitted' || answer?.status === 'graded';
  const status = answer?.status ?? 'new';
  return (
    <div className={styles.screen} data-question-id={question.id}>
      <section className={styles.block}>
        <header className={styles.head}>
          {label && <span className={styles.number}>{label}</span>}
          <Tag color="#7c4dff" fill="outline">
            简答题
          </Tag>
          <span className={styles.meta}>本题{question.score}分</span>
          <span className={practice.spacer} />
          <Tag
            color={status === 'graded' ? 'success' : status === 'submitted' ? 'primary' : 'default'}
          >
            {STATUS_LABELS[status]}
          </Tag>
        </header>
        <MaterialPanel materials={question.materialContext} />
        <BankRichText className={styles.stem} html={question.context} />
        {question.wordsNum ? (
          <div className={styles.suggest}>建议作答字数：{question.wordsNum}字</div>
        ) : null}
      </section>
      {reviewing ? (
        <ShortAnswerReview view={view} />
      ) : (
        // Keyed by question only: a save writes 草稿 into the cached view, which must not
        // remount the form the learner is typing in.
        <ShortAnswerForm key={question.id} view={view} onSubmitted={onSubmitted} />
      )}
    </div>
  );
}
