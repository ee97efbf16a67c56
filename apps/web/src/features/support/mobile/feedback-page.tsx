import {
  Button,
  Image,
  ImageUploader,
  Input,
  Selector,
  Tag,
  TextArea,
  type ImageUploadItem,
} from 'antd-mobile';
import { useState } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PICTURES_MAX,
  FeedbackMsg,
  type FeedbackCategory,
} from '@shangan/shared';
import { MobileEmpty, MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { PICTURE_ACCEPT } from '../../../lib/uploads/picture-check';
import { UPLOAD_FAILED, UploadError } from '../../../lib/uploads/upload-picture';
import { useMyFeedback } from '../api/my-feedback';
import { useSendFeedback } from '../api/send-feedback';
import { contactProblem, contentProblem } from '../lib/feedback-rules';
import { uploadScreenshot } from '../lib/upload-screenshot';
import styles from './feedback-page.module.css';

/** The history grows by this many at a time, up to the most one request may carry. */
const STEP = 10;
const MOST = 50;

/** A screenshot up: previewed from the file sent, named by its canonical address. */
async function upload(file: File): Promise<ImageUploadItem> {
  try {
    const { url, sent } = await uploadScreenshot(file);
    return { key: url, url: URL.createObjectURL(sent), extra: { canonical: url } };
  } catch (error) {
    notify.error(error instanceof UploadError ? error.message : UPLOAD_FAILED);
    throw error;
  }
}

/**
 * MFeedback, 意见反馈 on a phone: the same feedback as the desktop's (a category, the text, up
 * to four screenshots from the album or camera, a contact), and what was written with replies.
 */
export default function MobileFeedbackPage() {
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? null;
  const [shown, setShown] = useState(STEP);
  const mine = useMyFeedback(userId, 1, shown);
  const send = useSendFeedback(userId);
  const [category, setCategory] = useState<FeedbackCategory>(FEEDBACK_CATEGORIES[0]);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [shots, setShots] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);

  const submit = async () => {
    const problem = contentProblem(content) ?? contactProblem(contact);
    if (problem) {
      notify.warning(problem);
      return;
    }
    if (uploading > 0) {
      notify.warning('截图还在上传，请稍候再提交');
      return;
    }
    try {
      await send.mutateAsync({
        category,
        content,
        contact,
        pictures: shots.map((shot) => (shot.extra as { canonical: string }).canonical),
      });
    } catch (error) {
      // The client has shown the server's message; the form keeps what was written.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(FeedbackMsg.sent);
    setContent('');
    setContact('');
    for (const shot of shots) URL.revokeObjectURL(shot.url);
    setShots([]);
  };

  let history;
  if (userId === null || mine.isPending) history = <MobileLoading lines={4} />;
  else if (mine.isError) {
    history = <MobileError title="反馈记录加载失败" onRetry={() => void mine.refetch()} />;
  } else if (mine.data.total === 0) history = <MobileEmpty title="还没有提交过反馈" />;
  else {
    history = (
      <>
        <ul className={styles.list} aria-label="我的反馈">
          {mine.data.list.map((item) => (
            <li key={item.id} className={styles.item} aria-label={`反馈：${item.category}`}>
              <div className={styles.meta}>
                <Tag color="primary" fill="outline">
                  {item.category}
                </Tag>
                <Tag color={item.status === 'replied' ? 'success' : 'warning'} fill="outline">
                  {item.status === 'replied' ? '已回复' : '待回复'}
                </Tag>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </div>
              <p className={styles.text}>{item.content}</p>
              {item.pictures.length > 0 && (
                <div className={styles.shots}>
                  {item.pictures.map((src, index) => (
                    <Image
                      key={src}
                      src={src}
                      width={72}
                      height={72}
                      fit="cover"
                      alt={`反馈截图${index + 1}`}
                    />
                  ))}
                </div>
              )}
              {item.status === 'replied' ? (
                <div className={styles.reply}>
                  <strong>客服回复</strong>
                  <p className={styles.text}>{item.reply}</p>
                </div>
              ) : (
                <p className={styles.waiting}>客服老师会在1-2个工作日内回复</p>
              )}
            </li>
          ))}
        </ul>
        {mine.data.total > mine.data.list.length &&
          (shown < MOST ? (
            <Button
              block
              fill="none"
              loading={mine.isPlaceholderData}
              onClick={() => setShown((count) => Math.min(count + STEP, MOST))}
            >
              查看更早的反馈
            </Button>
          ) : (
            <p className={styles.waiting}>更早的反馈请在电脑版「个人中心 · 意见反馈」查看</p>
          ))}
      </>
    );
  }

  return (
    <MobilePage title="意见反馈">
      <section className={styles.form} aria-label="提交反馈">
        <h2 className={styles.heading}>反馈类型</h2>
        <Selector
          columns={3}
          options={FEEDBACK_CATEGORIES.map((value) => ({ label: value, value }))}
          value={[category]}
          onChange={(values) => values[0] && setCategory(values[0])}
        />
        <h2 className={styles.heading}>反馈内容</h2>
        <TextArea
          className={styles.textarea}
          value={content}
          onChange={setContent}
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          placeholder="请描述您遇到的问题或建议，如题目编号、页面、操作步骤"
          aria-label="反馈内容"
        />
        <h2 className={styles.heading}>
          截图<span className={styles.hint}>（选填，最多{FEEDBACK_PICTURES_MAX}张）</span>
        </h2>
        <ImageUploader
          value={shots}
          onChange={setShots}
          onDelete={(shot) => URL.revokeObjectURL(shot.url)}
          upload={async (file) => {
            setUploading((n) => n + 1);
            try {
              return await upload(file);
            } finally {
              setUploading((n) => n - 1);
            }
          }}
          maxCount={FEEDBACK_PICTURES_MAX}
          multiple
          accept={PICTURE_ACCEPT}
          onCountExceed={() => notify.warning(FeedbackMsg.tooManyPictures)}
        />
        <h2 className={styles.heading}>联系方式</h2>
        <Input
          className={styles.input}
          value={contact}
          onChange={setContact}
          maxLength={FEEDBACK_CONTACT_MAX}
          placeholder="选填：手机号、微信或QQ"
          aria-label="联系方式"
        />
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={styles.submit}
          loading={send.isPending}
          onClick={() => void submit()}
        >
          提交反馈
        </Button>
      </section>
      <section className={styles.history} aria-label="我的反馈记录">
        <h2 className={styles.heading}>我的反馈</h2>
        {history}
      </section>
    </MobilePage>
  );
}
