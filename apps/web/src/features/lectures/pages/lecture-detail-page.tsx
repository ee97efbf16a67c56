import { Breadcrumb, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { OwnerVideo } from '../../../components/video-player/owner-video';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { LECTURES_KEY } from '../api/keys';
import { useLectureQuestion } from '../api/lecture-question';
import { CardsDrawer } from '../components/cards-drawer';
import { LectureCard, LectureState } from '../components/lecture-card';
import { LoadFailed, Loading } from '../components/page-states';
import { QuestionView } from '../components/question-view';
import { UnlockPanel } from '../components/unlock-panel';
import { idParam } from '../lib/params';
import { describeLength } from '../lib/words';
import styles from '../lectures.module.css';

/**
 * One lecture: the teacher's video (in full once unlocked or for VIP, else its trial), the
 * question it explains, unlocking it with an experience card, and other lectures on the point.
 */
export default function LectureDetailPage() {
  const [params] = useSearchParams();
  const lectureId = idParam(params.get('id'));
  const user = useCurrentUser();
  const signedIn = !!user.data;
  const detail = useLectureQuestion(lectureId, user.data?.id ?? 0, !user.isPending);
  const queryClient = useQueryClient();
  const unlockSection = useRef<HTMLElement>(null);
  const [cardsOpen, setCardsOpen] = useState(false);
  useDocumentTitle(detail.data?.lecture.title ?? '讲题详情');

  if (lectureId === 0) {
    return (
      <div className={`page-container ${styles.page}`}>
        <LoadFailed error={new Error('请从名师讲题列表选择讲题')} />
      </div>
    );
  }
  if (user.isPending || detail.isPending) return <Loading />;
  if (detail.isError) {
    return (
      <div className={`page-container ${styles.page}`}>
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const { lecture, question, related } = detail.data;
  const toUnlock = () => {
    if (!signedIn) openAuthDialog('login');
    else unlockSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to={pathTo('Lecture')}>名师讲题</Link> },
          {
            title: (
              <Link to={pathTo('LectureSubject', {}, { subjectId: lecture.subjectId })}>
                {lecture.subjectName}
              </Link>
            ),
          },
          {
            title: (
              <Link
                to={pathTo(
                  'LectureSubject',
                  {},
                  { subjectId: lecture.subjectId, catalogueId: lecture.knowledgePoint.id },
                )}
              >
                {lecture.knowledgePoint.name}
              </Link>
            ),
          },
        ]}
      />
      <div className={styles.detail}>
        <div>
          <section className={styles.panel}>
            <div className={styles.row}>
              <h1 className={`${styles.detailTitle} ${styles.spacer}`}>{lecture.title}</h1>
              <LectureState lecture={lecture} />
            </div>
            <p className={styles.muted}>
              {lecture.teacherName}
              {lecture.teacherTitle ? ` · ${lecture.teacherTitle}` : ''} · 时长
              {describeLength(lecture.durationSeconds)}
            </p>
            {/* A new lock state is a new stream: unlocking replaces the trial's by a full one. */}
            <OwnerVideo
              key={`${lecture.id}:${lecture.lockState}`}
              ownerKind="lecture"
              ownerId={lecture.id}
              trialEnd={{
                text: '使用体验卡解锁后即可观看完整讲解',
                action: (
                  <Button type="primary" onClick={toUnlock}>
                    {signedIn ? '使用体验卡解锁' : '登录后解锁'}
                  </Button>
                ),
                note: (seconds) => `试看前${describeLength(seconds)}，解锁后观看完整讲解`,
              }}
              noRightAction={
                <LinkButton type="primary" to={pathTo('Lecture')}>
                  返回名师讲题
                </LinkButton>
              }
              onSaved={(result) => {
                if (result.completed)
                  void queryClient.invalidateQueries({ queryKey: LECTURES_KEY });
              }}
            />
            <p className={styles.intro}>{lecture.intro}</p>
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>本讲题目</h2>
            <QuestionView question={question} />
          </section>
        </div>
        <div>
          <section className={styles.panel} ref={unlockSection}>
            <h2 className={styles.panelTitle}>观看权限</h2>
            <UnlockPanel
              lecture={lecture}
              signedIn={signedIn}
              onShowCards={() => setCardsOpen(true)}
            />
          </section>
          {related.length > 0 && (
            <section className={styles.panel}>
              <h2 className={styles.panelTitle}>同考点讲题</h2>
              {related.map((item) => (
                <LectureCard key={item.id} lecture={item} compact />
              ))}
            </section>
          )}
        </div>
      </div>
      {signedIn && <CardsDrawer open={cardsOpen} onClose={() => setCardsOpen(false)} />}
    </div>
  );
}
