import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { columnUrl } from '../../../lib/paths';
import { useArticleDetail } from '../api/article-detail';
import styles from './article-pdf-page.module.css';

/**
 * /articlePdf/{id}/{topicId?}: the PDF shown inside the page by the browser's own viewer,
 * served from our server, so it works without any outside service.
 */
export default function ArticlePdfPage() {
  const { id } = useParams();
  const { data: article, isLoading, isError } = useArticleDetail(Number(id));
  useDocumentTitle(article?.title ?? 'PDF 阅读');

  if (isLoading) {
    return (
      <div className={styles.center}>
        <Spin size="large" />
      </div>
    );
  }
  if (isError || !article || !article.pdfUrl) {
    return (
      <PageResult
        status="404"
        title="该文章没有 PDF 原文"
        subTitle="文章可能已下线，或不是 PDF 文章。"
      />
    );
  }
  const top = article.parentColumn ?? article.column;
  return (
    <div className={styles.reader}>
      <div className={styles.bar}>
        <Link
          to={columnUrl(top, article.parentColumn ? article.column : null)}
          className={styles.back}
        >
          <ArrowLeftOutlined /> {article.columnTitle}
        </Link>
        <h1 className={styles.title}>{article.title}</h1>
        <Button icon={<DownloadOutlined />} href={article.pdfUrl} target="_blank" rel="noopener">
          下载 PDF
        </Button>
      </div>
      <iframe className={styles.frame} src={article.pdfUrl} title={article.title} />
    </div>
  );
}
