import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, List, Skeleton } from 'antd-mobile';
import {
  BillOutline,
  FileWrongOutline,
  GiftOutline,
  MessageOutline,
  PlayOutline,
  SetOutline,
  StarOutline,
} from 'antd-mobile-icons';
import { Msg } from '@shangan/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MobileError, MobilePage, SiteSwitchFooter } from '../../../components/mobile';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { displayName, isVip, useCurrentUser } from '../../../lib/current-user';
import type { UserInfo } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { maskPhone } from '../../../lib/mask-phone';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { notify } from '../../../lib/notifier';
import { endSession } from '../../../lib/session-end';
import { hasToken } from '../../../lib/session-storage';
import styles from './profile-page.module.css';

const ENTRIES = [
  // The course list's own tab of the courses the learner holds.
  { title: '我的课程', icon: <PlayOutline />, to: mobilePathTo('MCourse', {}, { tab: 'mine' }) },
  { title: '我的订单', icon: <BillOutline />, to: mobilePathTo('MOrder') },
  { title: '我的收藏', icon: <StarOutline />, to: mobilePathTo('MFavorites') },
  { title: '错题本', icon: <FileWrongOutline />, to: mobilePathTo('MErrorBook') },
  { title: 'VIP会员', icon: <GiftOutline />, to: mobilePathTo('MVipCenter') },
  { title: '账户设置', icon: <SetOutline />, to: mobilePathTo('MUserInfo') },
  { title: '意见反馈', icon: <MessageOutline />, to: mobilePathTo('MFeedback') },
];

/**
 * MProfile, the 我的 tab: who is logged in (name, masked phone, VIP tier and expiry) and the
 * ways to their courses, orders, favourites, error book, VIP and settings; 退出登录 ends the
 * session on the server as the desktop does. Visitors get 登录 and 注册 instead of the card.
 */
export default function MobileProfilePage() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = hasToken();

  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await endSession(queryClient);
    setLeaving(false);
    setConfirming(false);
    notify.success(Msg.logoutOk);
  };

  let card;
  if (signedIn && isPending) {
    card = (
      <div className={styles.card} aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.avatarSkeleton} />
        <div className={styles.who}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={1} animated />
        </div>
      </div>
    );
  } else if (signedIn && isError) {
    card = <MobileError title="账号信息加载失败" onRetry={() => void refetch()} />;
  } else if (user) {
    card = <UserCard user={user} />;
  } else {
    card = (
      <div className={`${styles.card} ${styles.visitor}`}>
        <Avatar src="" className={styles.avatar} alt="" />
        <div className={styles.who}>
          <strong className={styles.name}>登录上岸，开启备考之路</strong>
          <span className={styles.sub}>同步课程、收藏与错题，随时随地刷题</span>
          <div className={styles.authButtons}>
            <Button
              color="primary"
              shape="rounded"
              className={styles.authButton}
              onClick={() => void navigate(mobilePathTo('MLogin'))}
            >
              登录
            </Button>
            <Button
              shape="rounded"
              className={styles.authButton}
              onClick={() => void navigate(mobilePathTo('MRegister'))}
            >
              注册
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <MobilePage title="我的" back={false}>
      <div className={styles.head}>{card}</div>
      <List className={styles.entries}>
        {ENTRIES.map((entry) => (
          <List.Item
            key={entry.title}
            prefix={<span className={styles.icon}>{entry.icon}</span>}
            onClick={() => void navigate(entry.to)}
          >
            {entry.title}
          </List.Item>
        ))}
      </List>
      {user ? (
        <div className={styles.logout}>
          <Button block shape="rounded" size="large" onClick={() => setConfirming(true)}>
            退出登录
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        content="确定要退出登录吗？"
        confirmText="退出登录"
        busy={leaving}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
      <SiteSwitchFooter desktopPath="/personalCenter/myCollection" />
    </MobilePage>
  );
}

function UserCard({ user }: { user: UserInfo }) {
  const name = displayName(user);
  const vip = isVip(user);
  return (
    <div className={styles.card}>
      <Avatar
        src={user.head_portrait}
        className={styles.avatar}
        alt={`${name}的头像`}
        fallback={<span className={styles.initial}>{name.slice(0, 1)}</span>}
      />
      <div className={styles.who}>
        <strong className={styles.name}>{name}</strong>
        <span className={styles.sub}>
          {user.telephone ? maskPhone(user.telephone) : '未绑定手机号'}
        </span>
        <Link to={mobilePathTo('MVipCenter')} className={vip ? styles.vipOn : styles.vipOff}>
          {vip ? (
            <>
              <span className={styles.tier}>{user.vip || 'VIP会员'}</span>
              <span>
                {user.expiration_time
                  ? `${formatDate(user.expiration_time)} 到期`
                  : user.trialVip === 1
                    ? '体验会员'
                    : ''}
              </span>
            </>
          ) : (
            <>
              <span className={styles.tier}>开通VIP会员</span>
              <span>题库畅练、AI解析无限次</span>
            </>
          )}
        </Link>
      </div>
    </div>
  );
}
