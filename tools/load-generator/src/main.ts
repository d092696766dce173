// The lunch-peak load generator, in a process of its own (README.md):
//   main.ts --config <config.json> --out <result.json>      the load; progress on stderr
//   main.ts terminals <count>                               card terminal simulators; prints their ports
//   main.ts seed --database-url <url> --terminals <file> --out <fixtures.json> [--stores N]
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { configSchema, fixturesSchema } from './config.js';
import { runLoad } from './run.js';
import { PEAK_COUNTS, seedPeakFixtures, type Terminal } from './seed.js';
import { startTerminals } from './terminals.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    out: { type: 'string' },
    'database-url': { type: 'string' },
    terminals: { type: 'string' },
    stores: { type: 'string' },
    warmup: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const command = positionals[0] ?? 'run';
  if (command === 'terminals') {
    const terminals = await startTerminals(Number(positionals[1] ?? 1));
    process.stdout.write(`${JSON.stringify({ terminals: terminals.list })}\n`);
    const stop = () => void terminals.stop().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    // a parent that died without stopping them (a crashed bench) leaves no simulators behind
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && stop(), 1000).unref();
    return;
  }
  if (command === 'seed') {
    if (!values['database-url'] || !values.terminals || !values.out)
      throw new Error('seed needs --database-url, --terminals and --out');
    const terminals = JSON.parse(await readFile(values.terminals, 'utf8')) as { terminals: Terminal[] };
    const stores = values.stores ? Number(values.stores) : PEAK_COUNTS.stores;
    await seedPeakFixtures(
      values['database-url'],
      terminals.terminals,
      { ...PEAK_COUNTS, stores },
      values.out,
    );
    return;
  }
  if (!values.config || !values.out)
    throw new Error('usage: main.ts --config <config.json> --out <result.json>');
  const config = configSchema.parse(JSON.parse(await readFile(values.config, 'utf8')));
  const fixtures = fixturesSchema.parse(JSON.parse(await readFile(config.fixtures, 'utf8')));
  const result = await runLoad(config, fixtures, values.warmup ? Number(values.warmup) : undefined);
  await writeFile(values.out, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[load-generator] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
