import { App, Button } from 'antd';
import type { LectureDetail } from '@shangan/shared/contracts/video-teaching/lectures';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button/link-button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { useExperienceCards } from '../api/experience-cards';
import { useUnlockLecture } from '../api/unlock-lecture';
import { describeLength } from '../lib/words';
import { CardList } from './card-list';
import { Loading } from './page-states';
import styles from '../lectures.module.css';

interface UnlockPanelProps {
  lecture: LectureDetail;
  signedIn: boolean;
  /** Opens the list of all my cards. */
  onShowCards: () => void;
}

/**
 * How this person may watch the lecture and, while it is locked, unlocking it with one of their
 * usable cards: the one that runs out first is picked unless they pick another; the server
 * decides (and refuses an expired or used card in its own words).
 */
export function UnlockPanel({ lecture, signedIn, onShowCards }: UnlockPanelProps) {
  const { modal, message } = App.useApp();
  const locked = lecture.lockState === 'locked';
  const cards = useExperienceCards({ status: 'usable', pageSize: 50 }, signedIn && locked);
  const unlock = useUnlockLecture();
  const [picked, setPicked] = useState<number | null>(null);
  const usable = cards.data?.list ?? [];
  const chosen = usable.some((card) => card.id === picked) ? picked : (usable[0]?.id ?? null);

  if (lecture.lockState === 'unlocked') {
    return (
      <section aria-label="观看权限">
        <p>已使用体验卡解锁，可反复观看完整讲解。</p>
        {lecture.unlockedAt && (
          <p className={styles.muted}>解锁时间：{formatDateTime(lecture.unlockedAt)}</p>
        )}
        <Button onClick={onShowCards}>我的体验卡</Button>
      </section>
    );
  }
  if (lecture.lockState === 'vip') {
    return (
      <section aria-label="观看权限">
        <p>VIP会员可完整观看全部名师讲题，无需使用体验卡。</p>
      </section>
    );
  }
  const trial = `未解锁的讲题可免费试看前${describeLength(lecture.trialSeconds)}。`;
  if (!signedIn) {
    return (
      <section aria-label="观看权限">
        <p>{trial}登录后可使用体验卡解锁完整讲解。</p>
        <Button type="primary" onClick={() => openAuthDialog('login')}>
          登录后解锁
        </Button>
      </section>
    );
  }
  if (cards.isPending) return <Loading />;

  const confirm = () => {
    if (chosen === null) return;
    modal.confirm({
      title: '使用1张体验卡解锁本讲？',
      content: '体验卡使用后不退还，解锁后可反复观看完整讲解。',
      okText: '确认解锁',
      cancelText: '再想想',
      onOk: () =>
        unlock.mutateAsync({ lectureId: lecture.id, cardId: chosen }).then(
          () => void message.success('解锁成功，开始观看完整讲解吧'),
          // The client has shown the server's refusal; the cards are read again.
          () => void cards.refetch(),
        ),
    });
  };

  return (
    <section aria-label="观看权限">
      <p>{trial}</p>
      {usable.length === 0 ? (
        <>
          <p>暂无可用的体验卡。开通VIP可畅看全部讲题。</p>
          <div className={styles.unlockActions}>
            <LinkButton type="primary" to={pathTo('VipRights')}>
              开通VIP
            </LinkButton>
            <Button onClick={onShowCards}>我的体验卡</Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>选择一张体验卡解锁本讲（默认最先到期的一张）：</p>
          <CardList cards={usable} picked={chosen} onPick={setPicked} />
          <div className={styles.unlockActions}>
            <Button type="primary" loading={unlock.isPending} onClick={confirm}>
              使用体验卡解锁
            </Button>
            <Button onClick={onShowCards}>全部体验卡</Button>
          </div>
        </>
      )}
    </section>
  );
}
