import { Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConsoleGoodsMsg } from '@shangan/shared';
import type { ConsoleGoodsDetail } from '@shangan/shared/contracts/console/goods';
import { LinkButton } from '../../../components/link-button/link-button';
import { LoadFailedResult, ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleGoodsDetail, useConsoleGoodsOptions } from '../api/console-goods';
import { BookForm } from '../components/goods/book-form';
import { goodsEditPath, goodsListPath } from '../components/goods/goods-paths';
import { OnSaleTag } from '../components/goods/goods-tags';
import { StockDialog } from '../components/goods/stock-dialog';
import { StockPanel } from '../components/goods/stock-panel';
import styles from './console.module.css';

function Heading({ book }: { book: ConsoleGoodsDetail | null }) {
  if (!book) return <h1 className={styles.editorHeading}>新建图书</h1>;
  return (
    <>
      <h1 className={styles.editorHeading}>编辑图书</h1>
      <OnSaleTag onSale={book.onSale} />
    </>
  );
}

/**
 * /admin/goods/new and /admin/goods/:id: a book's fields, and once it is saved its stock and
 * sales beside them, with 库存变动 to take copies in or write them off.
 */
export default function GoodsEditPage() {
  const params = useParams();
  const navigate = useNavigate();
  // /admin/goods/new has no id; an id that is not a number is no book.
  const id = params.id === undefined ? null : positiveInt(params.id);
  const unknown = params.id !== undefined && id === null;
  useDocumentTitle(params.id === undefined ? '新建图书 - 教务后台' : '编辑图书 - 教务后台');
  const options = useConsoleGoodsOptions();
  const book = useConsoleGoodsDetail(unknown ? null : id);
  const [changingStock, setChangingStock] = useState(false);

  const back = { label: '返回列表', to: goodsListPath() };
  if (unknown) {
    return (
      <section className={styles.panel}>
        <Result
          status="404"
          title={ConsoleGoodsMsg.notFound}
          extra={<LinkButton to={back.to}>{back.label}</LinkButton>}
        />
      </section>
    );
  }
  if (book.isError) {
    return (
      <section className={styles.panel}>
        <LoadFailedResult
          error={book.error}
          titles={{ 404: ConsoleGoodsMsg.notFound }}
          onRetry={() => void book.refetch()}
          back={back}
        />
      </section>
    );
  }
  if (options.isError) {
    return (
      <section className={styles.panel}>
        <ReloadResult
          title="图书分类加载失败"
          error={options.error}
          onReload={() => void options.refetch()}
        />
      </section>
    );
  }
  if (!options.data || (id !== null && !book.data)) {
    return (
      <section className={styles.panel}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </section>
    );
  }

  const loaded = id !== null ? (book.data ?? null) : null;
  const form = (
    <BookForm
      // The form reads the book once: a new book's first save opens a fresh one.
      key={loaded?.id ?? 'new'}
      book={loaded}
      options={options.data}
      onCreated={(created) => void navigate(goodsEditPath(created), { replace: true })}
    />
  );
  return (
    <section className={styles.panel}>
      <div className={styles.editorHead}>
        <Heading book={loaded} />
      </div>
      {loaded ? (
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={17}>
            {form}
          </Col>
          <Col xs={{ span: 24, order: -1 }} xl={{ span: 7, order: 0 }}>
            <StockPanel book={loaded} onChangeStock={() => setChangingStock(true)} />
          </Col>
        </Row>
      ) : (
        form
      )}
      {loaded && (
        <StockDialog
          goods={changingStock ? loaded : null}
          onClose={() => setChangingStock(false)}
        />
      )}
    </section>
  );
}
