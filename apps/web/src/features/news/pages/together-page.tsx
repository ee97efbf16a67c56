import { Alert } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useSiteConfig } from '../../../lib/site-config';
import { ColumnSections } from '../components/column-sections';
import styles from '../components/news.module.css';

/** /together: 结伴备考, study together with others preparing for the same exam. */
export default function TogetherPage() {
  const config = useSiteConfig().data;
  const group = config?.qqGroup ?? '';
  const joinUrl = config?.qqGroupUrl ?? '';
  const phone = config?.contact.servicePhone ?? '';
  return (
    <PageShell title="结伴备考">
      <p className={styles.intro}>
        一个人备考容易松懈，结伴打卡、互相批改申论、一起模拟面试，效率更高。加入备考交流群，找到和你报考同一地区、同一岗位的研友。
      </p>
      <Alert
        type="info"
        showIcon
        title={group ? `备考交流QQ群：${group}` : '备考交流群'}
        description={
          group || joinUrl ? (
            <>
              入群请备注“报考地区+考试类型”，管理员会把你拉进对应的小组。
              {joinUrl && (
                <a href={joinUrl} target="_blank" rel="noopener noreferrer">
                  一键加群
                </a>
              )}
            </>
          ) : (
            `备考交流群正在组建中，可在页面右侧“QQ群”处留言${phone ? `或拨打客服热线 ${phone} ` : ''}预约加入。`
          )
        }
      />
      <ColumnSections dirs={['beikaojingyan', 'wulingdao', 'mianshizhenti']} />
    </PageShell>
  );
}
