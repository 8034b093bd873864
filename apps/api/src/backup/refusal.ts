/** A reason to stop that the command line prints as one line and exits non-zero for. */
export class Refusal extends Error {}

export const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

/** Runs a command line's work: a refusal or any error becomes one line on standard error and exit code 1. */
export async function runCommand(what: string, work: () => Promise<string>) {
  // npm runs a workspace's script in the workspace's folder: paths are meant from where npm was called.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    console.log(await work());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${what} failed: ${message.split('\n')[0]}`);
    process.exitCode = 1;
  }
}
