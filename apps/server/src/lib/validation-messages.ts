import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/**
 * Turns Ajv's English schema errors into one Chinese sentence that names the field. A schema
 * property may carry `errorMessage` (a spec text such as '请输入正确的手机号码!'), which wins.
 */
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): string {
  const error = errors[0];
  if (!error) return '参数错误';
  const custom = (error as { parentSchema?: { errorMessage?: unknown } }).parentSchema
    ?.errorMessage;
  if (typeof custom === 'string') return custom;

  const params = error.params as Record<string, unknown>;
  const field =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.instancePath.replace(/^\//, '').replaceAll('/', '.') || dataVar;
  switch (error.keyword) {
    case 'required':
      return `缺少参数：${field}`;
    case 'type':
      return `参数 ${field} 的类型不正确`;
    case 'maxLength':
      return `参数 ${field} 不能超过 ${String(params.limit)} 个字符`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `参数 ${field} 不能为空`
        : `参数 ${field} 至少 ${String(params.limit)} 个字符`;
    case 'maximum':
      return `参数 ${field} 不能大于 ${String(params.limit)}`;
    case 'minimum':
      return `参数 ${field} 不能小于 ${String(params.limit)}`;
    case 'maxItems':
      return `参数 ${field} 最多 ${String(params.limit)} 项`;
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
