// The in-process model: a worker thread loaded on first use, one generation at a time (a queue),
// ended — and with it the model's memory — after LOCAL_MODEL_IDLE_S without work, or when a
// generation runs past LOCAL_MODEL_TIMEOUT_S (the only sure way to stop native code mid-token).
import { Logger } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LlamaOptions } from 'node-llama-cpp';
import { NoAnswer, type ChatMessage } from '../model.provider';
import { LLAMA_WORKER_SOURCE } from './llama-worker-source';

export interface LlamaEngineOptions {
  modelPath: () => Promise<string>;
  threads?: number;
  idleMs: number;
  timeoutMs: number;
  maxTokens: number;
  contextSize?: number;
}

/** A generation that ran past the timeout; the worker was ended. */
export class GenerationTimeout extends NoAnswer {
  override readonly name = 'GenerationTimeout';
}

/** CPU only, prebuilt binaries only: never a build or a download at run time. */
const LLAMA_OPTIONS: Pick<LlamaOptions, 'gpu' | 'build' | 'progressLogs'> = {
  gpu: false,
  build: 'never',
  progressLogs: false,
};

type Reply = { type: 'done'; id: number; text: string } | { type: 'failed'; id: number; message: string };

/** One less than the cores, so that requests keep one (at least 1). */
export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

export class LlamaEngine {
  private readonly logger = new Logger('LocalModel');
  private worker?: Worker;
  private queue: Promise<unknown> = Promise.resolve();
  private idle?: NodeJS.Timeout;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: Reply) => void>();

  constructor(private readonly opts: LlamaEngineOptions) {}

  get loaded(): boolean {
    return this.worker !== undefined;
  }

  /** Queued behind any running generation; resolves with the raw text. */
  generate(messages: ChatMessage[], schema: Record<string, unknown>): Promise<string> {
    const run = this.queue.then(() => this.run(messages, schema));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    await this.stop('closing');
  }

  private async run(messages: ChatMessage[], schema: Record<string, unknown>): Promise<string> {
    clearTimeout(this.idle);
    const worker = await this.start();
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    try {
      const reply = await new Promise<Reply>((resolve, reject) => {
        this.pending.set(id, resolve);
        timer = setTimeout(
          () => reject(new GenerationTimeout(`no answer within ${this.opts.timeoutMs / 1000} s`)),
          this.opts.timeoutMs,
        );
        worker.postMessage({ id, messages, schema, maxTokens: this.opts.maxTokens });
      });
      if (reply.type === 'failed') throw new Error(reply.message);
      return reply.text;
    } catch (err) {
      if (err instanceof GenerationTimeout) await this.stop('a generation ran past LOCAL_MODEL_TIMEOUT_S');
      throw err;
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
      this.idle = setTimeout(() => void this.stop('idle'), this.opts.idleMs);
      this.idle.unref();
    }
  }

  private async start(): Promise<Worker> {
    if (this.worker) return this.worker;
    const modelPath = await this.opts.modelPath();
    const threads = this.opts.threads ?? defaultThreads();
    this.logger.log(`loading ${modelPath} (${threads} threads)`);
    const worker = new Worker(LLAMA_WORKER_SOURCE, {
      eval: true,
      workerData: {
        moduleUrl: pathToFileURL(require.resolve('node-llama-cpp')).href,
        llamaOptions: LLAMA_OPTIONS,
        modelPath,
        threads,
        contextSize: this.opts.contextSize ?? 4096,
      },
    });
    worker.on('message', (msg: Reply | { type: 'loaded'; ms: number }) => {
      if (msg.type === 'loaded') this.logger.log(`model loaded in ${msg.ms} ms`);
      else this.pending.get(msg.id)?.(msg);
    });
    worker.on('error', (err) => {
      this.logger.error(`model worker failed: ${err.message}`);
      for (const [id, resolve] of this.pending) resolve({ type: 'failed', id, message: err.message });
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    // A worker never keeps the process alive on its own (shutdown, tests).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private async stop(why: string): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    this.logger.log(`unloading the model (${why})`);
    await worker.terminate();
  }
}
