import { Result } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button/link-button';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import styles from './auth-page.module.css';

interface AuthPageFrameProps {
  title: string;
  hint: string;
  children: ReactNode;
}

/**
 * The /login and /register pages: the dialogs' forms on a page of their own (no footer or
 * toolbar, see route-meta.ts), next to a short word on what an account brings.
 */
export function AuthPageFrame({ title, hint, children }: AuthPageFrameProps) {
  useDocumentTitle(title);
  const { data: user } = useCurrentUser();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.brand}>
          <span className={styles.brandMark}>上岸</span>
          <p className={styles.brandSlogan}>公务员 · 选调生考试备考</p>
          <ul className={styles.brandPoints}>
            <li>历年真题与专项练习</li>
            <li>名师课程与直播公开课</li>
            <li>错题本、收藏与学习记录</li>
          </ul>
        </aside>
        <section className={styles.main}>
          <h1 className={styles.title}>{title}</h1>
          {user ? (
            <Result
              className={styles.signedIn}
              status="success"
              title="您已登录"
              subTitle="可以继续浏览，或进入会员中心查看课程与订单。"
              extra={[
                <LinkButton key="center" type="primary" to={pathTo('PersonalCenter')}>
                  会员中心
                </LinkButton>,
                <LinkButton key="home" to={pathTo('Home')}>
                  返回首页
                </LinkButton>,
              ]}
            />
          ) : (
            <>
              <p className={styles.hint}>{hint}</p>
              {children}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
