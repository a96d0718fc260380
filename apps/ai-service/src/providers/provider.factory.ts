// Chooses the provider from the environment, first configured wins: an OpenAI-compatible endpoint
// (a key or a base URL), a local model run in-process (LOCAL_MODEL), an Ollama server (OLLAMA_URL),
// otherwise the offline local summarizer.
import type { AiConfig } from '../config';
import type { AiProvider } from './ai-provider';
import { LocalProvider } from './local.provider';
import { OllamaProvider } from './ollama.provider';
import { OpenAiProvider } from './openai.provider';

export function createAiProvider(config: AiConfig): AiProvider {
  if (config.OPENAI_API_KEY || config.OPENAI_BASE_URL) {
    return new OpenAiProvider({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      maxRetries: config.OPENAI_MAX_RETRIES,
      timeZone: config.SUMMARY_TIME_ZONE,
    });
  }
  if (config.OLLAMA_URL) {
    return new OllamaProvider({
      url: config.OLLAMA_URL,
      model: config.OLLAMA_MODEL,
      timeoutMs: config.OLLAMA_TIMEOUT_MS,
      timeZone: config.SUMMARY_TIME_ZONE,
    });
  }
  return new LocalProvider(config.SUMMARY_TIME_ZONE);
}
