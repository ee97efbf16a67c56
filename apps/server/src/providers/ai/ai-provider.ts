/**
 * Writes explanations of questions. `local` composes them from the bank's own data; the
 * OpenAI-compatible adapter asks a chat model. Both stream: text arrives in pieces, in order.
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  readonly model: string;
  /** Aborting the signal stops the generation (the iterator then throws). */
  stream(request: AiRequest, signal?: AbortSignal): AiStream;
}

/** What a provider may use: the prompt for a model, the structured question for `local`. */
export interface AiRequest {
  system: string;
  user: string;
  question: ExplainSource;
}

/** A question in plain text, as the prompt builder and the local writer read it. */
export interface ExplainSource {
  questionId: number;
  typeCode: string;
  /** 单选题, 多选题 … */
  typeName: string;
  /** Module and knowledge point names, broadest first. */
  points: string[];
  stem: string;
  options: Array<{ head: string; text: string }>;
  materials: string[];
  /** Display form: letters 'AC', blanks '13；34', an order '3,1,2', or a reference answer. */
  answer: string;
  /** The bank's text analyses, plain text. */
  analyses: string[];
}

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}

/** Iterate for the text; `usage` is complete once iteration has ended. */
export interface AiStream extends AsyncIterable<string> {
  readonly usage: AiUsage;
}

/** A failure to show as it is: the message is Chinese, `kind` says whether time ran out. */
export class AiProviderError extends Error {
  readonly kind: 'failed' | 'timeout';
  /** For the log, never for the learner. */
  readonly detail: string;
  constructor(kind: 'failed' | 'timeout', detail?: string, options?: ErrorOptions) {
    super(kind === 'timeout' ? AI_TIMEOUT_MESSAGE : AI_FAILED_MESSAGE, options);
    this.kind = kind;
    this.detail = detail ?? '';
  }
}

export const AI_FAILED_MESSAGE = 'AI解析生成失败，请稍后重试';
export const AI_TIMEOUT_MESSAGE = 'AI解析生成超时，请稍后重试';
