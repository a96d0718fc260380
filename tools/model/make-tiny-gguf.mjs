#!/usr/bin/env node
// Writes a tiny llama-architecture GGUF model (random weights, 2 layers, 64-wide, a 258-token
// byte-level BPE vocabulary holding every byte, so any JSON the grammar allows can be written)
// that llama.cpp loads: the tests' model of its own, a few hundred KB, made at test time.
//   node tools/model/make-tiny-gguf.mjs tmp/models/tiny.gguf
// Layout per the GGUF spec (ggml docs/gguf.md): header, metadata, tensor infos, aligned data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const N_EMBD = 64;
const N_FF = 128;
const N_HEAD = 4;
const N_LAYER = 2;
const N_CTX = 8192;
const ALIGN = 32;

const T = { UINT32: 4, INT32: 5, FLOAT32: 6, STRING: 8, ARRAY: 9 };

/** GPT-2's byte-to-character table: each byte is a printable character in byte-level BPE. */
function bytesToUnicode() {
  const bs = [];
  for (let b = 33; b <= 126; b++) bs.push(b);
  for (let b = 161; b <= 172; b++) bs.push(b);
  for (let b = 174; b <= 255; b++) bs.push(b);
  const cs = [...bs];
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (!bs.includes(b)) {
      bs.push(b);
      cs.push(256 + n++);
    }
  }
  const map = new Array(256);
  bs.forEach((b, i) => (map[b] = String.fromCodePoint(cs[i])));
  return map;
}

class Writer {
  chunks = [];
  length = 0;
  push(buf) {
    this.chunks.push(buf);
    this.length += buf.length;
  }
  u32(v) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  i32(v) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    this.push(b);
  }
  u64(v) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s) {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad() {
    const extra = (ALIGN - (this.length % ALIGN)) % ALIGN;
    if (extra) this.push(Buffer.alloc(extra));
  }
}

/** A seeded normal-ish generator, so the same script writes the same file. */
function random(seed) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => (next() + next() + next() - 1.5) * 0.04;
}

export function tinyGguf() {
  const byteChars = bytesToUnicode();
  const tokens = [...byteChars, '<|bos|>', '<|eos|>'];
  const types = [...byteChars.map(() => 1), 3, 3];
  const nVocab = tokens.length;
  const meta = [
    ['general.architecture', T.STRING, 'llama'],
    ['general.name', T.STRING, 'work-diary tiny test model'],
    ['general.alignment', T.UINT32, ALIGN],
    ['llama.context_length', T.UINT32, N_CTX],
    ['llama.embedding_length', T.UINT32, N_EMBD],
    ['llama.block_count', T.UINT32, N_LAYER],
    ['llama.feed_forward_length', T.UINT32, N_FF],
    ['llama.attention.head_count', T.UINT32, N_HEAD],
    ['llama.attention.head_count_kv', T.UINT32, N_HEAD],
    ['llama.rope.dimension_count', T.UINT32, N_EMBD / N_HEAD],
    ['llama.attention.layer_norm_rms_epsilon', T.FLOAT32, 1e-5],
    ['tokenizer.ggml.model', T.STRING, 'gpt2'],
    ['tokenizer.ggml.pre', T.STRING, 'default'],
    ['tokenizer.ggml.tokens', T.ARRAY, { type: T.STRING, values: tokens }],
    ['tokenizer.ggml.token_type', T.ARRAY, { type: T.INT32, values: types }],
    ['tokenizer.ggml.merges', T.ARRAY, { type: T.STRING, values: [] }],
    ['tokenizer.ggml.bos_token_id', T.UINT32, nVocab - 2],
    ['tokenizer.ggml.eos_token_id', T.UINT32, nVocab - 1],
  ];
  const tensors = [
    ['token_embd.weight', [N_EMBD, nVocab], 'random'],
    ['output_norm.weight', [N_EMBD], 'ones'],
    ['output.weight', [N_EMBD, nVocab], 'random'],
  ];
  for (let i = 0; i < N_LAYER; i++) {
    tensors.push(
      [`blk.${i}.attn_norm.weight`, [N_EMBD], 'ones'],
      [`blk.${i}.attn_q.weight`, [N_EMBD, N_EMBD], 'random'],
      [`blk.${i}.attn_k.weight`, [N_EMBD, N_EMBD], 'random'],
      [`blk.${i}.attn_v.weight`, [N_EMBD, N_EMBD], 'random'],
      [`blk.${i}.attn_output.weight`, [N_EMBD, N_EMBD], 'random'],
      [`blk.${i}.ffn_norm.weight`, [N_EMBD], 'ones'],
      [`blk.${i}.ffn_gate.weight`, [N_EMBD, N_FF], 'random'],
      [`blk.${i}.ffn_up.weight`, [N_EMBD, N_FF], 'random'],
      [`blk.${i}.ffn_down.weight`, [N_FF, N_EMBD], 'random'],
    );
  }

  const w = new Writer();
  w.push(Buffer.from('GGUF', 'latin1'));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(meta.length);
  const value = (type, v) => {
    if (type === T.UINT32) w.u32(v);
    else if (type === T.INT32) w.i32(v);
    else if (type === T.FLOAT32) w.f32(v);
    else if (type === T.STRING) w.str(v);
    else {
      w.u32(v.type);
      w.u64(v.values.length);
      for (const item of v.values) value(v.type, item);
    }
  };
  for (const [key, type, v] of meta) {
    w.str(key);
    w.u32(type);
    value(type, v);
  }
  let offset = 0;
  const sizes = tensors.map(([, dims]) => /** @type {number[]} */ (dims).reduce((a, b) => a * b, 1) * 4);
  tensors.forEach(([name, dims], i) => {
    w.str(name);
    w.u32(dims.length);
    for (const d of dims) w.u64(d);
    w.u32(0); // GGML_TYPE_F32
    w.u64(offset);
    offset += Math.ceil(sizes[i] / ALIGN) * ALIGN;
  });
  w.pad();
  const rnd = random(35);
  tensors.forEach(([, , fill], i) => {
    const data = Buffer.alloc(Math.ceil(sizes[i] / ALIGN) * ALIGN);
    for (let j = 0; j < sizes[i] / 4; j++) data.writeFloatLE(fill === 'ones' ? 1 : rnd(), j * 4);
    w.push(data);
  });
  return Buffer.concat(w.chunks);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'tmp/models/tiny.gguf';
  mkdirSync(dirname(out), { recursive: true });
  const file = tinyGguf();
  writeFileSync(out, file);
  console.log(`${out}: ${Math.round(file.length / 1024)} KB`);
}
