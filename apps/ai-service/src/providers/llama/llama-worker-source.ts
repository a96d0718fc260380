// The code of the worker thread that runs the model (plain JavaScript, run with `eval`): node-llama-cpp
// is an ES module loaded with a real import() here, off the request thread, and the model's native
// memory goes when the thread ends. One message in ({id, messages, schema, maxTokens}), one out.
export const LLAMA_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let ready;
async function load() {
  const { getLlama, LlamaChatSession } = await import(workerData.moduleUrl);
  const started = Date.now();
  const llama = await getLlama({ ...workerData.llamaOptions, logLevel: 'error' });
  const model = await llama.loadModel({ modelPath: workerData.modelPath, gpuLayers: 0 });
  parentPort.postMessage({ type: 'loaded', ms: Date.now() - started });
  return { llama, model, LlamaChatSession };
}
parentPort.on('message', async (job) => {
  try {
    ready ??= load();
    const { llama, model, LlamaChatSession } = await ready;
    const grammar = await llama.createGrammarForJsonSchema(job.schema);
    const context = await model.createContext({ contextSize: { max: workerData.contextSize }, threads: workerData.threads });
    try {
      const system = job.messages.filter((m) => m.role === 'system').map((m) => m.content).join('\\n');
      const user = job.messages.filter((m) => m.role !== 'system').map((m) => m.content).join('\\n');
      const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: system });
      const text = await session.prompt(user, { grammar, maxTokens: job.maxTokens, temperature: 0.2, seed: 1 });
      parentPort.postMessage({ type: 'done', id: job.id, text });
    } finally {
      await context.dispose();
    }
  } catch (err) {
    parentPort.postMessage({ type: 'failed', id: job.id, message: err && err.message ? err.message : String(err) });
  }
});
`;
