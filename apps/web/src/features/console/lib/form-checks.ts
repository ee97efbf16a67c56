import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';

/**
 * What the console's editors (courses, books) check before sending: the limits the server
 * applies, with the server's own messages. The server still has the last word.
 */

/** Yuan as the contracts carry it: up to six digits and two decimals ("12", "12.5", "12.50"). */
export const MONEY = /^\d{1,6}(\.\d{1,2})?$/;
/** A picture on the web or on this site, as the server accepts one. */
const PICTURE_URL = /^(https:\/\/|\/)/;

/** A rule refusing what `broken` finds, with `message`. */
export function check<T>(message: string, broken: (value: T | undefined) => boolean): Rule {
  return {
    validator: (_, value: T | undefined) =>
      broken(value) ? Promise.reject(new Error(message)) : Promise.resolve(),
  };
}

/** Whether a number field holds anything but a whole number from `min` to `max`. */
export const outside = (min: number, max: number) => (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isInteger(value) || value < min || value > max;

/** A cover's address: empty, or a picture's address of at most `max` characters. */
export function pictureUrlRules(message: string, max = 255): Rule[] {
  return [
    { max, message },
    check<string>(message, (url) => Boolean(url?.trim() && !PICTURE_URL.test(url.trim()))),
  ];
}

/** The original price, when given, is a sum above what the thing sells for (field `price`). */
export function originalPriceRule(message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const original = value?.trim() ?? '';
      if (!original) return Promise.resolve();
      const price = String(getFieldValue('price') ?? '').trim();
      const above = MONEY.test(price) ? Number(original) > Number(price) : true;
      return MONEY.test(original) && above ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
}

/** The form's values as checked, or null with the first wrong field scrolled into view. */
export async function checkedValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (error) {
    const first = (error as { errorFields?: Array<{ name: (string | number)[] }> })
      .errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return null;
  }
}
