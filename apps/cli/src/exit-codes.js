// The exit codes every command keeps (contract, round four, "Where you work").
export const EXIT = {
  ok: 0,
  /** The server said no (its message is printed), or it could not be reached. */
  refused: 1,
  /** Bad usage: an unknown option, a missing argument, a bad date, no configuration. */
  usage: 2,
};

/** A failure the program ends with: its sentence on standard error and its exit code. */
export class CliError extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** @param {string} message */
export const usageError = (message) => new CliError(message, EXIT.usage);
