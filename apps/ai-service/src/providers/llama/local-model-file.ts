// Where LOCAL_MODEL's file is: a path, checked at boot to exist and be GGUF (else the service stops
// with one line naming LOCAL_MODEL), or hf:{owner}/{repo}/{file} kept under LOCAL_MODEL_DIR.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const GGUF_MAGIC = 'GGUF';

export interface HfModel {
  owner: string;
  repo: string;
  file: string;
}

export function parseHfModel(value: string): HfModel | null {
  const m = /^hf:([^/\s]+)\/([^/\s]+)\/(\S+\.gguf)$/i.exec(value);
  return m ? { owner: m[1], repo: m[2], file: m[3] } : null;
}

/** The file an hf: model is kept in, under the models folder. */
export function hfModelPath(model: HfModel, dir: string): string {
  return resolve(join(dir, `${model.owner}--${model.repo}--${basename(model.file)}`));
}

/** The address the file is downloaded from (HF_ENDPOINT may name a mirror). */
export function hfModelUrl(model: HfModel, endpoint = 'https://huggingface.co'): string {
  return `${endpoint.replace(/\/$/, '')}/${model.owner}/${model.repo}/resolve/main/${model.file}`;
}

/** Whether the file starts with the GGUF magic. */
export function isGguf(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    return readSync(fd, head, 0, 4, 0) === 4 && head.toString('latin1') === GGUF_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/** null when LOCAL_MODEL is usable as given; else the reason, as one sentence. */
export function localModelProblem(value: string): string | null {
  if (parseHfModel(value)) return null;
  if (value.startsWith('hf:')) return 'must be a GGUF file path or hf:{owner}/{repo}/{file}.gguf';
  if (!existsSync(value) || !statSync(value).isFile()) return `names no file (${value})`;
  if (!isGguf(value)) return `is not a GGUF model file (${value})`;
  return null;
}
