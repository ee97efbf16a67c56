import { App, Button, Form, Image, Input, InputNumber, Result, Spin, Tabs } from 'antd';
import { gradeScoreProblem } from '@shangan/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { claimAnswer } from '../api/grading-claim';
import { gradeAnswer } from '../api/grading-grade';
import { releaseAnswer } from '../api/grading-release';
import { gradingKeys } from '../api/keys';
import type { ClaimedAnswer } from '../api/types';
import { GraderGate } from '../components/grader-gate';
import { useGradingLock } from '../hooks/use-grading-lock';
import { noteToHtml } from '../lib/note-html';
import styles from './grading.module.css';

const TAKEN = '该作答正在由其他老师批改';
/** The server's refusal when the lock lapsed (the page was asleep, the network away). */
const LOCK_LOST = '批改已超时，请重新领取后再批改';

/** 批改: one learner's answer, claimed for this grader while the page is open. */
export default function GradingDetailPage() {
  useDocumentTitle('批改作答');
  return (
    <div className={`page-container ${styles.page}`}>
      <GraderGate>
        <Detail />
      </GraderGate>
    </div>
  );
}

function Detail() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const answerId = Number(useParams().answerId);
  const valid = Number.isInteger(answerId) && answerId > 0;
  const claim = useQuery({
    queryKey: [...gradingKeys.all, 'claim', answerId],
    queryFn: () => claimAnswer(answerId),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const taken = isApiError(claim.error) && claim.error.code === 409;

  useEffect(() => {
    if (!taken) return;
    message.warning(TAKEN);
    void navigate(pathTo('Grading'), { replace: true });
  }, [taken, message, navigate]);

  if (!valid) return <Missing text="缺少作答编号" />;
  if (claim.isPending) {
    return (
      <div className={styles.panel}>
        <Spin /> 正在领取作答…
      </div>
    );
  }
  if (claim.isError) return <Missing text={taken ? TAKEN : claim.error.message} />;
  return <Grader claimed={claim.data} />;
}

function Missing({ text }: { text: string }) {
  return (
    <Result
      status="warning"
      title="无法批改"
      subTitle={text}
      extra={
        <LinkButton type="primary" to={pathTo('Grading')}>
          返回批改中心
        </LinkButton>
      }
    />
  );
}

interface GradeForm {
  score: number | null;
  note: string;
}

function Grader({ claimed }: { claimed: ClaimedAnswer }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GradeForm>();
  const [busy, setBusy] = useState(false);
  const { question, learner } = claimed;
  // Renewal failing means another grader has it now: say so, and keep the form as it is.
  const lock = useGradingLock(claimed.answerId, claimed.lockExpiresAt, (error) => {
    message.warning(isApiError(error) ? error.message : '批改锁续期失败，请检查网络');
  });
  const texts = question.analysisList.filter((item) => item.type === 'text');

  const back = () => {
    void queryClient.invalidateQueries({ queryKey: [...gradingKeys.all, 'queue'] });
    void navigate(pathTo('Grading'));
  };

  const submit = async ({ score, note }: GradeForm) => {
    setBusy(true);
    const input = {
      answerId: claimed.answerId,
      score: score ?? 0,
      checkNote: noteToHtml(note ?? ''),
    };
    try {
      try {
        await gradeAnswer(input);
      } catch (error) {
        // A lapsed lock: take it again (if nobody else has) and send the same score and note.
        if (!isApiError(error) || error.message !== LOCK_LOST) throw error;
        // Taken meanwhile: the lock's onLost has said so.
        if (!(await lock.renew())) return;
        await gradeAnswer(input);
      }
      message.success('批改完成');
      back();
    } catch (error) {
      // The form keeps the score and note whatever went wrong.
      if (isApiError(error) && error.kind === 'unauthorized') return;
      message.error(isApiError(error) ? error.message : '批改提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const release = () =>
    modal.confirm({
      title: '放弃批改？',
      content: '作答会回到待批改队列，其他老师可以领取。',
      okText: '放弃批改',
      cancelText: '继续批改',
      onOk: async () => {
        await releaseAnswer(claimed.answerId).catch(() => undefined);
        back();
      },
    });

  return (
    <>
      <div className={`${styles.panel} ${styles.head} ${styles.bar}`}>
        <h1 className={styles.title}>批改作答 · {learner.userName}</h1>
        <LinkButton size="small" to={pathTo('Grading')}>
          返回批改中心
        </LinkButton>
      </div>
      <div className={styles.detail}>
        <div className={styles.column}>
          <section className={styles.panel} aria-label="题目">
            {question.materialContext.length > 0 && (
              <>
                <h2 className={styles.sectionTitle}>材料</h2>
                {question.materialContext.map((material, index) => (
                  <div key={index} className={styles.material}>
                    {question.materialContext.length > 1 && <strong>材料{index + 1}</strong>}
                    <RichText html={material.content} />
                  </div>
                ))}
              </>
            )}
            <h2 className={styles.sectionTitle} style={{ marginTop: 12 }}>
              题目（{question.score}分{question.wordsNum ? `，建议${question.wordsNum}字` : ''}）
            </h2>
            <RichText html={question.context} />
          </section>
          <section className={styles.panel} aria-label="参考答案">
            <h2 className={styles.sectionTitle}>参考答案</h2>
            {question.answer ? (
              <RichText html={question.answer} />
            ) : (
              <p className={styles.muted}>暂无参考答案</p>
            )}
            {texts.length > 0 && (
              <Tabs
                size="small"
                items={texts.map((item, index) => ({
                  key: String(item.id),
                  label: texts.length > 1 ? `文字解析${index + 1}` : '文字解析',
                  children: <RichText html={item.analysis} />,
                }))}
              />
            )}
          </section>
        </div>
        <div className={styles.column}>
          <section className={styles.panel} aria-label="学员作答">
            <h2 className={styles.sectionTitle}>学员作答</h2>
            <p className={styles.muted}>
              提交于 {dayjs(learner.submittedAt).format('YYYY-MM-DD HH:mm')} · 锁定至{' '}
              {dayjs(lock.expiresAt).format('HH:mm')}
            </p>
            <p className={styles.learnerText} data-testid="learner-answer">
              {learner.answer || '（未填写文字）'}
            </p>
            {learner.previewUrl.length > 0 && (
              <div className={styles.pictures}>
                <Image.PreviewGroup>
                  {learner.previewUrl.map((src, index) => (
                    <Image key={src} src={src} alt={`学员答案图片${index + 1}`} />
                  ))}
                </Image.PreviewGroup>
              </div>
            )}
          </section>
          <section className={styles.panel} aria-label="批改">
            <h2 className={styles.sectionTitle}>批改</h2>
            <Form<GradeForm>
              form={form}
              layout="vertical"
              initialValues={{ score: null, note: '' }}
              onFinish={(values) => void submit(values)}
              requiredMark={false}
            >
              <Form.Item
                name="score"
                label={`得分（满分${question.score}分）`}
                rules={[
                  {
                    validator: (_, value: number | null) => {
                      const problem = gradeScoreProblem(value, question.score);
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <InputNumber
                  min={0}
                  max={question.score}
                  step={0.5}
                  precision={1}
                  aria-label="得分"
                />
              </Form.Item>
              <Form.Item
                name="note"
                label="批改评语"
                rules={[{ max: 5000, message: '评语不能超过5000字' }]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 5, maxRows: 16 }}
                  placeholder="写下得分理由和改进建议"
                  aria-label="批改评语"
                />
              </Form.Item>
              <div className={styles.actions}>
                <Button onClick={release} disabled={busy}>
                  放弃批改
                </Button>
                <Button type="primary" htmlType="submit" loading={busy}>
                  提交批改
                </Button>
              </div>
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}
