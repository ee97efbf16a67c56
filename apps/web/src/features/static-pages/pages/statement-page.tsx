import { PageShell } from '../../../components/page-shell/page-shell';
import styles from '../components/about.module.css';

const CLAUSES = [
  '本站发布的招考公告、职位信息、成绩与分数线等内容，均整理自各级组织人事部门和考试机构的公开发布，仅供考生参考，一切以官方发布为准。',
  '本站转载的文章均注明来源，版权归原作者所有。如有侵权，请通过“联系我们”告知，我们将在核实后及时删除。',
  '本站不举办、也不委托任何机构举办与公务员录用考试相关的“命题组”“内部辅导”等活动，请考生提高警惕，谨防上当受骗。',
  '用户在本站发表的评论、提交的作答内容由用户本人负责，不代表本站观点。',
  '因不可抗力、网络故障或第三方原因导致的服务中断，本站将尽力恢复，但不承担由此造成的间接损失。',
];

/** /statement: the disclaimer. */
export default function StatementPage() {
  return (
    <PageShell title="免责声明">
      <ol className={styles.text}>
        {CLAUSES.map((clause) => (
          <li key={clause}>
            <p>{clause}</p>
          </li>
        ))}
      </ol>
    </PageShell>
  );
}
