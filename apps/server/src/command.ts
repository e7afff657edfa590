// What the operator's shell commands (staff, backup) share with each other; they open the
// database as the server does (open-database.ts).

/** Runs a command: what it says on stdout, or its failure on stderr with exit code 1. */
export function runCommand(run: (argv: string[]) => Promise<string>) {
  run(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
    },
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
