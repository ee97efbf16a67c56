import { Input, type InputProps } from 'antd';

/**
 * A sum in yuan, typed as text: the contracts carry money as strings ("12.50"), so nothing is
 * rounded on the way. Room for 999999.99, the most a price may be.
 */
export function YuanInput(props: Omit<InputProps, 'prefix' | 'maxLength' | 'inputMode'>) {
  return <Input prefix="￥" maxLength={9} inputMode="decimal" {...props} />;
}
