import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/**
 * A schema property may carry `errorMessage`: one string for every failure, or texts per Ajv
 * keyword, with `required` also covering an empty string (minLength 1). That is how the site's
 * exact messages ('请输入手机号码', '请输入正确的手机号码!') reach the person.
 */
export type ErrorMessage = string | Partial<Record<string, string>>;

interface SchemaWithMessage {
  errorMessage?: ErrorMessage;
  properties?: Record<string, SchemaWithMessage>;
}

/** Turns Ajv's English schema errors into one Chinese sentence that names the field. */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): string {
  const error = errors[0];
  if (!error) return '参数错误';
  const params = error.params as Record<string, unknown>;
  const parent = (error as { parentSchema?: SchemaWithMessage }).parentSchema;

  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const custom = pick(parent?.properties?.[missing]?.errorMessage, 'required');
    return custom ?? `缺少参数：${missing}`;
  }
  const isEmpty = error.keyword === 'minLength' && (error as { data?: unknown }).data === '';
  const custom = pick(parent?.errorMessage, isEmpty ? 'required' : error.keyword);
  if (custom) return custom;

  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.') || dataVar;
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'type':
      return `参数 ${field} 的类型不正确`;
    case 'maxLength':
      return `参数 ${field} 不能超过 ${limit} 个字符`;
    case 'minLength':
      return isEmpty ? `参数 ${field} 不能为空` : `参数 ${field} 至少 ${limit} 个字符`;
    case 'maximum':
      return `参数 ${field} 不能大于 ${limit}`;
    case 'minimum':
      return `参数 ${field} 不能小于 ${limit}`;
    case 'maxItems':
      return `参数 ${field} 最多 ${limit} 项`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `参数 ${field} 的取值不正确`;
    case 'pattern':
    case 'format':
      return `参数 ${field} 的格式不正确`;
    case 'additionalProperties':
      return `不支持的参数：${String(params.additionalProperty)}`;
    default:
      return `参数 ${field} 不正确`;
  }
}

function pick(message: ErrorMessage | undefined, keyword: string): string | undefined {
  if (typeof message === 'string') return message;
  return message?.[keyword] ?? message?.default;
}
