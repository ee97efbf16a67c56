import { Alert, Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EDUCATION_LABELS, POLITICAL_LABELS } from '@shangan/shared';
import type { EnlistExam, Enlistment, Position } from '@shangan/shared/contracts/enlistment';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { enlistmentKey, useEnlistment } from '../api/enlistment';
import { useMyEnlistments } from '../api/my-enlistments';
import { usePayEnlistment } from '../api/pay-enlistment';
import { usePositionInfo } from '../api/position-info';
import { useSaveEnlistment } from '../api/save-enlistment';
import { EnlistForm, type EnlistFields, type EnlistIntent } from '../components/enlist-form';
import { LoginNeeded } from '../components/login-needed';
import { PositionSummary } from '../components/position-summary';
import { formatDateTime, yuan } from '../../../lib/format';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { positiveInt } from '../params';
import styles from './create-bm-order-page.module.css';

const TITLE = '填写报名信息';
const TRAIL = [{ title: '在线报名', to: pathTo('Baoming') }];
const CODE_PATTERN = /^[0-9A-Za-z]{1,20}$/;

/**
 * /createBmOrder?code= (a position picked on /baoming) or ?id= (one's enlistment): the position
 * applied for, the enlistment form (one per exam, changeable until paid) and the service fee
 * paid in the shop's QR payment step; once paid, the enlistment with a link to its order.
 */
export default function CreateBmOrderPage() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const rawCode = params.get('code')?.trim() ?? '';
  const code = CODE_PATTERN.test(rawCode) ? rawCode.toUpperCase() : null;

  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!user) body = <LoginNeeded what="报名" />;
  else if (!id && !code) {
    body = (
      <Result
        status="info"
        title="请先选择报考职位"
        subTitle="在职位表中找到要报考的职位，点击“报名”后填写报名信息"
        extra={
          <LinkButton type="primary" to={pathTo('Baoming')}>
            去选择职位
          </LinkButton>
        }
      />
    );
  } else {
    body = <Enlist userId={user.id} phone={user.telephone ?? ''} id={id} code={code} />;
  }
  return (
    <PageShell title={TITLE} trail={TRAIL}>
      {body}
    </PageShell>
  );
}

interface EnlistProps {
  userId: number;
  phone: string;
  id: number | null;
  code: string | null;
}

/**
 * Finds what the page is about — the enlistment asked for, or the position picked and the
 * person's enlistment for its exam if any — and holds the save-and-pay flow, which outlives the
 * address changing from ?code= to ?id= once the enlistment is saved.
 */
function Enlist({ userId, phone, id, code }: EnlistProps) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const enlistment = useEnlistment(userId, id);
  const mine = useMyEnlistments(id === null ? userId : null);
  const info = usePositionInfo(code);
  const save = useSaveEnlistment();
  const pay = usePayEnlistment();
  const [busy, setBusy] = useState<EnlistIntent | null>(null);
  const payment = usePaymentFlow({ onPaid: () => undefined });

  const openPayment = (enlistmentId: number) => {
    setBusy('pay');
    pay.mutate(enlistmentId, {
      onSuccess: (order) => payment.pay(order),
      onSettled: () => setBusy(null),
    });
  };

  const submit = (existing: Enlistment | null, position: Position) => {
    return (fields: EnlistFields, intent: EnlistIntent) => {
      setBusy(intent);
      save.mutate(
        { ...(existing ? { id: existing.id } : {}), positionCode: position.code, ...fields },
        {
          onSuccess: (saved) => {
            // The address now names the enlistment, so a reload or Back finds it again.
            queryClient.setQueryData(enlistmentKey(userId, saved.id), saved);
            const next = new URLSearchParams(params);
            next.delete('code');
            next.set('id', String(saved.id));
            setParams(next, { replace: true });
            if (intent === 'pay') openPayment(saved.id);
            else {
              setBusy(null);
              notify.success('报名信息已保存，缴纳服务费后完成报名');
            }
          },
          onError: () => setBusy(null),
        },
      );
    };
  };

  const failed = (id !== null && enlistment.isError) || (code !== null && info.isError);
  const pending =
    (id !== null && enlistment.isPending) ||
    (code !== null && info.isPending) ||
    (id === null && mine.isPending);
  if (failed) {
    const error = id !== null && enlistment.isError ? enlistment.error : info.error;
    if (isApiError(error) && error.code === 404) {
      return (
        <PageResult
          status="404"
          title={id !== null ? '报名信息不存在' : '职位不存在'}
          subTitle={error.message}
          action={{ label: '返回职位表', to: pathTo('Baoming') }}
        />
      );
    }
    return (
      <Result
        status="warning"
        title="报名信息加载失败"
        subTitle={error?.message || '请稍后再试'}
        extra={
          <Button
            type="primary"
            onClick={() => {
              void enlistment.refetch();
              void info.refetch();
              void mine.refetch();
            }}
          >
            重新加载
          </Button>
        }
      />
    );
  }
  if (pending) return <Skeleton active paragraph={{ rows: 10 }} />;

  const picked = info.data ?? null;
  const existing =
    id !== null
      ? (enlistment.data ?? null)
      : (mine.data?.find((e) => picked && e.exam.id === picked.exam.id) ?? null);
  // A position picked for another exam than the enlistment's cannot replace its position.
  const samePosition = !picked || !existing || picked.exam.id === existing.exam.id;
  const position: Position | null = picked && samePosition ? picked : (existing?.position ?? null);
  const exam: EnlistExam | null = picked && samePosition ? picked.exam : (existing?.exam ?? null);
  if (!position || !exam) return <Skeleton active paragraph={{ rows: 10 }} />;

  if (existing?.status === 'paid') {
    return (
      <PaidEnlistment
        enlistment={existing}
        other={position.code !== existing.position.code ? position : null}
      />
    );
  }
  const changing = existing !== null && position.code !== existing.position.code;
  return (
    <div className={styles.page}>
      <PositionSummary position={position} exam={exam} />
      <LinkButton
        className={styles.change}
        type="link"
        to={pathTo('Baoming', {}, { exam: exam.id })}
      >
        更换职位
      </LinkButton>
      {!exam.open && (
        <Alert type="warning" showIcon title="该考试当前不在报名时间内，不能填写或缴费" />
      )}
      {changing && (
        <Alert
          type="info"
          showIcon
          title={`您已填写本考试的报名（原职位：${existing.position.positionName} ${existing.position.code}），保存后将改报上面的职位`}
        />
      )}
      <section className={styles.section} aria-labelledby="enlist-form-title">
        <div className={styles.heading}>
          <h2 id="enlist-form-title" className={styles.title}>
            报名信息
          </h2>
          {existing && (
            <Tag color="orange" data-testid="enlist-status">
              {existing.statusText}
            </Tag>
          )}
        </div>
        <p className={styles.fee}>
          {exam.serviceName}：<strong>{yuan(exam.fee)}</strong>
          （职位匹配、报名表填写指导与资格审查提醒；缴费后报名信息不可修改）
        </p>
        <EnlistForm
          key={existing?.id ?? 'new'}
          initial={
            existing
              ? {
                  name: existing.name,
                  idCard: existing.idCard,
                  phone: existing.phone,
                  education: existing.education,
                  major: existing.major,
                  school: existing.school,
                  politicalStatus: existing.politicalStatus,
                }
              : { phone }
          }
          position={position}
          busy={busy}
          disabled={!exam.open}
          feeText={yuan(exam.fee)}
          onSubmit={submit(existing, position)}
        />
      </section>
      {payment.dialog}
    </div>
  );
}

/** ID-card numbers are shown with the birth date and serial hidden. */
const maskIdCard = (idCard: string) => `${idCard.slice(0, 6)}********${idCard.slice(14)}`;

function PaidEnlistment({ enlistment, other }: { enlistment: Enlistment; other: Position | null }) {
  const { exam, position } = enlistment;
  return (
    <div className={styles.page}>
      <Result
        status="success"
        title="报名成功，服务费已缴纳"
        subTitle={`${exam.name} · ${position.positionName}（职位代码 ${position.code}）`}
        extra={[
          enlistment.orderId !== null && (
            <LinkButton
              key="order"
              type="primary"
              to={pathTo('OrderDetail', {}, { id: enlistment.orderId })}
            >
              查看订单
            </LinkButton>
          ),
          <LinkButton key="back" to={pathTo('Baoming', {}, { exam: exam.id })}>
            返回职位表
          </LinkButton>,
        ]}
      />
      {other && (
        <Alert
          type="info"
          showIcon
          title={`每场考试只能报名一个职位，您已报考${position.positionName}，不能再报考职位 ${other.code}`}
        />
      )}
      <Descriptions
        className={styles.details}
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
        items={[
          {
            key: 'status',
            label: '报名状态',
            children: (
              <Tag color="green" data-testid="enlist-status">
                {enlistment.statusText}
              </Tag>
            ),
          },
          { key: 'paidAt', label: '缴费时间', children: formatDateTime(enlistment.paidAt) },
          { key: 'name', label: '姓名', children: enlistment.name },
          { key: 'idCard', label: '身份证号', children: maskIdCard(enlistment.idCard) },
          { key: 'phone', label: '手机号码', children: enlistment.phone },
          { key: 'education', label: '学历', children: EDUCATION_LABELS[enlistment.education] },
          { key: 'major', label: '所学专业', children: enlistment.major },
          { key: 'school', label: '毕业院校', children: enlistment.school },
          {
            key: 'political',
            label: '政治面貌',
            children: POLITICAL_LABELS[enlistment.politicalStatus],
          },
          { key: 'department', label: '招录机关', children: position.department },
        ]}
      />
    </div>
  );
}
