import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { ARTICLE_PDF_MAX_BYTES, ArticleMsg } from '@shangan/shared';
import type { ArticlePdf } from '@shangan/shared/contracts/console/articles';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useUploadArticlePdf } from '../../api/upload-article-pdf';
import { readFileAsBase64 } from '../../lib/base64-file';
import styles from './articles.module.css';

/** Why a chosen file cannot be the article's PDF, before any byte is sent; null if it can. */
export function pdfFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.pdf$/i.test(file.name.trim()) || file.size === 0) return ArticleMsg.pdfInvalid;
  if (file.size > ARTICLE_PDF_MAX_BYTES) return ArticleMsg.pdfTooLarge;
  return null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The article's PDF (an announcement's own file, e.g. its 职位表): uploaded at once, kept by the
 * form as `value`, and sent with the article when it is saved or published. A form field:
 * antd's Form.Item gives it value and onChange.
 */
export function PdfAttachment({
  value,
  onChange,
}: {
  value?: ArticlePdf | null;
  onChange?: (pdf: ArticlePdf | null) => void;
}) {
  const upload = useUploadArticlePdf();

  const send = async (file: File) => {
    try {
      const content = await readFileAsBase64(file);
      const pdf = await upload.mutateAsync({ fileName: file.name, content });
      onChange?.(pdf);
      notify.success(ArticleMsg.pdfUploaded);
    } catch (error) {
      // The client has shown the server's message.
      if (!isApiError(error)) notify.error(ArticleMsg.pdfInvalid);
    }
  };

  return (
    <Space wrap>
      {value && (
        <span className={styles.pdfFile}>
          <FilePdfOutlined /> {value.fileName}（{sizeText(value.size)}）
        </span>
      )}
      <Upload
        accept=".pdf,application/pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = pdfFileProblem(file);
          if (problem) notify.error(problem);
          else void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {value ? '更换 PDF' : '上传 PDF'}
        </Button>
      </Upload>
      {value && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} aria-label="移除 PDF">
          移除
        </Button>
      )}
    </Space>
  );
}
