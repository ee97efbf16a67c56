import { ArrowLeftOutlined, DashboardOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Layout, Menu, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { consoleSectionsOf, displayName, useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { CONSOLE_SECTIONS, sectionAt } from '../console-sections';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

/**
 * /admin: the staff console's frame — its own side menu and top bar instead of the site's. Each
 * person sees the sections their roles open; the server checks the roles on every call, so the
 * menu is a convenience, never the lock.
 */
export default function ConsoleLayout() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const signedIn = hasToken();
  // Only on arrival: a logout from here is on its way out and must not be asked to log in.
  useEffect(() => {
    if (!hasToken()) openAuthDialog('login');
  }, []);

  if (!signedIn) {
    return (
      <div className={styles.gate}>
        <PageResult
          status="403"
          title="请先登录"
          subTitle="教务后台仅供学校工作人员使用，请使用工作账号登录。"
          action={{ label: '登录', onClick: () => openAuthDialog('login') }}
        />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className={styles.gate}>
        <ReloadResult
          title="账号信息加载失败"
          error={user.error}
          onReload={() => void user.refetch()}
        />
      </div>
    );
  }
  if (!user.data) {
    return (
      <div className={styles.gate}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const allowed = consoleSectionsOf(user.data);
  if (allowed.length === 0) {
    return (
      <div className={styles.gate}>
        <PageResult
          status="403"
          title="没有权限"
          subTitle="您的账号没有教务后台的权限，如需开通请联系管理员。"
        />
      </div>
    );
  }
  const sections = CONSOLE_SECTIONS.filter((section) => allowed.includes(section.key));
  const current = sectionAt(pathname);

  return (
    <Layout className={styles.console}>
      <Layout.Sider className={styles.sider} width={208} breakpoint="lg" collapsedWidth={64}>
        <Link to={pathTo('ConsoleIndex')} className={styles.brand}>
          <span className={styles.brandMark}>岸</span>
          <span className={styles.brandName}>上岸 · 教务后台</span>
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[current?.key ?? 'overview']}
          items={[
            {
              key: 'overview',
              icon: <DashboardOutlined />,
              label: <Link to={pathTo('ConsoleIndex')}>概览</Link>,
            },
            ...sections.map((section) => ({
              key: section.key,
              icon: section.icon,
              label: <Link to={section.to}>{section.label}</Link>,
            })),
          ]}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.bar}>
          <span className={styles.barTitle}>{current?.label ?? '概览'}</span>
          <span className={styles.barRight}>
            <Link to={pathTo('Home')} className={styles.back}>
              <ArrowLeftOutlined /> 返回网站
            </Link>
            <Avatar size={28} icon={<UserOutlined />} src={user.data.head_portrait || undefined} />
            <span className={styles.barName}>{displayName(user.data)}</span>
          </span>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          {current && !allowed.includes(current.key) ? (
            <PageResult
              status="403"
              title="没有权限"
              subTitle={`您的账号不能使用「${current.label}」，如需开通请联系管理员。`}
              action={{ label: '返回概览', to: pathTo('ConsoleIndex') }}
            />
          ) : (
            <Outlet />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
