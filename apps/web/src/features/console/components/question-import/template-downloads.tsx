import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import {
  QUESTION_IMPORT_FORMAT_NAMES,
  QUESTION_IMPORT_FORMATS,
  type QuestionImportFormat,
} from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { fetchImportTemplate } from '../../api/import-template';
import { downloadBase64File } from '../../lib/base64-file';

/** 下载 Word 模板 / 下载 Excel 模板: the server's templates, with an example of each type. */
export function TemplateDownloads() {
  const [loading, setLoading] = useState<QuestionImportFormat | null>(null);

  const download = async (format: QuestionImportFormat) => {
    setLoading(format);
    try {
      downloadBase64File(await fetchImportTemplate({ format }));
    } catch (error) {
      // The client has shown the server's message.
      if (isApiError(error)) return;
      throw error;
    } finally {
      setLoading(null);
    }
  };

  return (
    <Space wrap>
      {QUESTION_IMPORT_FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={loading === format}
          onClick={() => void download(format)}
        >
          下载 {QUESTION_IMPORT_FORMAT_NAMES[format]} 模板
        </Button>
      ))}
    </Space>
  );
}
