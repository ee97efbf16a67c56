import { Checkbox, Form } from 'antd';
import type { MouseEvent } from 'react';
import { LEGAL_URLS } from '../../../lib/paths';
import { termsRules } from '../form-rules';
import styles from './auth-forms.module.css';

/** Opening a document must not tick or untick the box its link sits in. */
const keepBox = (event: MouseEvent) => event.stopPropagation();

/** The terms checkbox both logins and registration require. */
export function TermsField() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={termsRules} className={styles.terms}>
      <Checkbox>
        我已阅读并同意
        <a href={LEGAL_URLS.userAgreement} target="_blank" rel="noreferrer" onClick={keepBox}>
          《用户服务协议》
        </a>
        和
        <a href={LEGAL_URLS.privacyPolicy} target="_blank" rel="noreferrer" onClick={keepBox}>
          《隐私政策》
        </a>
      </Checkbox>
    </Form.Item>
  );
}

/** 'Keep me logged in': 7-day cookies and session instead of ones that end with the browser. */
export function RememberField() {
  return (
    <Form.Item name="remember" valuePropName="checked" noStyle>
      <Checkbox>7天内免登录</Checkbox>
    </Form.Item>
  );
}
