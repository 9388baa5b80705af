export type BenchOptions = {
  build: boolean;
  runs: number;
  interactionRuns: number;
  port: number;
};

export const defaultRuns = 5;
export const defaultInteractionRuns = 9;

export function parseBenchOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const options: BenchOptions = {
    build: true,
    runs: defaultRuns,
    interactionRuns: defaultInteractionRuns,
    port: positiveInteger("BENCH_PORT", env.BENCH_PORT ?? "4301"),
  };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    if (flag === "--no-build") options.build = false;
    else if (flag === "--runs") options.runs = positiveInteger(flag, argv[++index]);
    else if (flag === "--interaction-runs") options.interactionRuns = positiveInteger(flag, argv[++index]);
    else throw new Error(`Unknown option ${flag}. Use --no-build, --runs N, --interaction-runs N.`);
  }
  return options;
}

function positiveInteger(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} needs a whole number of at least 1.`);
  return number;
}
