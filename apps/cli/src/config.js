// Where the CLI keeps the instance's URL and the API token: DIARY_URL and DIARY_TOKEN when set,
// else $XDG_CONFIG_HOME/work-diary/config.json (~/.config/work-diary when unset), written with
// mode 0600 since it holds a secret.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { usageError } from './exit-codes.js';

/** @typedef {{ url: string; token: string }} CliConfig */

/** @param {NodeJS.ProcessEnv} env */
export function configPath(env = process.env) {
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'work-diary', 'config.json');
}

/**
 * The URL and token to use: each from the environment when set, else from the file.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<CliConfig>}
 */
export async function loadConfig(env = process.env) {
  const saved = await readSaved(configPath(env));
  const url = env.DIARY_URL || saved.url;
  const token = env.DIARY_TOKEN || saved.token;
  if (!url || !token)
    throw usageError(
      'Not signed in: run `diary login --url https://your-diary.example --token wdt_…`, or set DIARY_URL and DIARY_TOKEN.',
    );
  return { url, token };
}

/** @param {CliConfig} config @param {NodeJS.ProcessEnv} env */
export async function saveConfig(config, env = process.env) {
  const path = configPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  // A file that already existed keeps its mode on write: make sure it is the owner's alone.
  await chmod(path, 0o600);
  return path;
}

/** @param {string} path @returns {Promise<Partial<CliConfig>>} */
async function readSaved(path) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed = JSON.parse(text);
    return {
      url: typeof parsed.url === 'string' ? parsed.url : undefined,
      token: typeof parsed.token === 'string' ? parsed.token : undefined,
    };
  } catch {
    throw usageError(`${path} is not valid JSON: run \`diary login\` again to rewrite it.`);
  }
}
