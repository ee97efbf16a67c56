import type { AiConfig } from '../../config/env.ts';
import type { AiProvider } from './ai-provider.ts';
import { createLocalAi } from './local-ai.ts';
import { createOpenAiCompatible } from './openai-compatible.ts';

export function createAiProvider(config: AiConfig): AiProvider {
  if (config.provider === 'openai') return createOpenAiCompatible(config);
  return createLocalAi();
}
export type { AiProvider, AiRequest, AiStream, AiUsage, ExplainSource } from './ai-provider.ts';
export { AiProviderError, AI_FAILED_MESSAGE, AI_TIMEOUT_MESSAGE } from './ai-provider.ts';
