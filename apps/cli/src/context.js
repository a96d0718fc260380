// What every command is given: where it writes, what it reads, and the API client (made on first
// use, so `diary login` and `--help` need no configuration).
import { ApiClient } from './api-client.js';
import { loadConfig } from './config.js';

/**
 * @typedef {object} Io
 * @property {{ write(text: string): unknown }} stdout
 * @property {{ write(text: string): unknown }} stderr
 * @property {NodeJS.ReadableStream & { isTTY?: boolean }} stdin
 * @property {NodeJS.ProcessEnv} env
 */

export class Context {
  /** @param {Io} io */
  constructor(io) {
    this.io = io;
    /** @type {ApiClient | undefined} */
    this.client = undefined;
  }

  async api() {
    this.client ??= new ApiClient(await loadConfig(this.io.env));
    return this.client;
  }

  /**
   * Prints the API's JSON with --json, else the person's text.
   * @param {{ json?: boolean }} options @param {unknown} value @param {() => string} text
   */
  print(options, value, text) {
    this.io.stdout.write(options.json ? JSON.stringify(value, null, 2) + '\n' : text() + '\n');
  }
}
