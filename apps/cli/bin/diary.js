#!/usr/bin/env node
// The `diary` command (apps/cli/README.md). Plain JavaScript, so it runs without a build step.
import { run } from '../src/program.js';

process.exitCode = await run(process.argv);
