// Chooses the provider from the environment, first configured wins: an OpenAI-compatible endpoint
// (a key or a base URL), a local model run in-process (LOCAL_MODEL), an Ollama server (OLLAMA_URL),
// otherwise the offline local summarizer.
import type { AiConfig } from '../config';
import type { AiProvider } from './ai-provider';
import { LocalProvider } from './local.provider';
import { OllamaProvider } from './ollama.provider';
import { LlamaEngine } from './llama/llama-engine';
import { LlamaProvider } from './llama/llama.provider';
import { hfModelPath, hfModelUrl, parseHfModel } from './llama/local-model-file';
import { downloadModel } from './llama/model-download';
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
  if (config.LOCAL_MODEL) {
    const value = config.LOCAL_MODEL;
    const hf = parseHfModel(value);
    const path = hf ? hfModelPath(hf, config.LOCAL_MODEL_DIR) : value;
    // An hf: model is fetched on first use (once; then kept), so a boot never waits on it.
    let file: Promise<string> | undefined;
    const modelPath = () => {
      file ??= hf ? downloadModel(hfModelUrl(hf), path) : Promise.resolve(path);
      file.catch(() => (file = undefined));
      return file;
    };
    const engine = new LlamaEngine({
      modelPath,
      threads: config.LOCAL_MODEL_THREADS,
      idleMs: config.LOCAL_MODEL_IDLE_S * 1000,
      timeoutMs: config.LOCAL_MODEL_TIMEOUT_S * 1000,
      maxTokens: config.LOCAL_MODEL_MAX_TOKENS,
    });
    return new LlamaProvider(engine, path, config.SUMMARY_TIME_ZONE);
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
