import { App, Card, Skeleton, Switch } from 'antd';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { useChangeSiteSetting } from '../api/change-site-setting';
import { useSiteSettings } from '../api/site-settings';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

/** /admin/settings: switches that change the whole site at once (administrators). */
export default function SiteSettingsPage() {
  useDocumentTitle('站点设置 - 教务后台');
  const { modal } = App.useApp();
  const settings = useSiteSettings();
  const change = useChangeSiteSetting();

  const setGrayMode = async (on: boolean) => {
    try {
      await change.mutateAsync({ key: 'grayMode', value: on });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(on ? '首页已变为灰色' : '首页已恢复彩色');
  };

  const askGrayMode = (on: boolean) => {
    if (!on) {
      void setGrayMode(false);
      return;
    }
    modal.confirm({
      title: '开启首页灰色模式？',
      content: '用于国家公祭日等哀悼日。开启后所有访客看到的首页立即变为灰色，直到关闭。',
      okText: '开启',
      cancelText: '取消',
      onOk: () => setGrayMode(true),
    });
  };

  if (settings.isError) {
    return (
      <section className={styles.panel}>
        <ReloadResult
          title="站点设置加载失败"
          error={settings.error}
          onReload={() => void settings.refetch()}
        />
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <Card title="首页灰色模式">
        {settings.data ? (
          <div className={styles.setting}>
            <div>
              <p className={styles.text}>
                国家公祭日等哀悼日将首页整体变为灰色；其他页面不受影响。保存后所有服务器立即生效。
              </p>
              <p className={styles.muted}>
                {settings.data.lastChange
                  ? `最近修改：${formatDateTime(settings.data.lastChange.at)} ${settings.data.lastChange.by}`
                  : '尚未在后台修改过，当前为部署时的默认设置。'}
              </p>
            </div>
            <Switch
              aria-label="首页灰色模式"
              checked={settings.data.grayMode}
              loading={change.isPending}
              checkedChildren="开启"
              unCheckedChildren="关闭"
              onChange={askGrayMode}
            />
          </div>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
    </section>
  );
}
