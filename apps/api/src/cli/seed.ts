import { defaultSeedParts, maxSeedParts } from '../catalogue/seed/generate.ts';
import { seedCatalogue } from '../catalogue/seed/seed-catalogue.ts';
import { migrate } from '../db/index.ts';
import { parseCommand, runCli, withConfiguredDb } from './run.ts';

const usage = `Usage: npm run seed -w @contrail/api -- [--parts N] [--seed TEXT] [--force]

Writes the generated seed catalogue (Husky, Pitts and Eagle lines) into the configured database
(DATABASE_URL, else the SQLite file in DATA_DIR). Does nothing when the catalogue already has parts,
unless --force is given (then the seed models are replaced; imported models are left alone).
  --parts N   number of part rows, default ${defaultSeedParts.toLocaleString('en')}, up to ${maxSeedParts.toLocaleString('en')}
  --seed TEXT generator seed (the same seed always gives the same catalogue)
  --force     seed even when the catalogue is not empty`;

async function main(): Promise<number> {
  const parsed = parseCommand(usage, {
    options: {
      parts: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const parts =
    values.parts === undefined ? defaultSeedParts : Number(values.parts.replace(/_/g, ''));
  if (!Number.isInteger(parts) || parts < 1 || parts > maxSeedParts) {
    console.error(`--parts must be a whole number up to ${maxSeedParts}\n\n${usage}`);
    return 2;
  }
  return withConfiguredDb(async (handle) => {
    await migrate(handle);
    const started = Date.now();
    let reported = 0;
    const result = await seedCatalogue(handle, {
      parts,
      force: values.force,
      ...(values.seed ? { seed: values.seed } : {}),
      onProgress: (written) => {
        if (written - reported >= 100_000) {
          reported = written;
          console.log(`  ${written.toLocaleString('en')} parts written…`);
        }
      },
    });
    if (!result.seeded) {
      console.log('The catalogue already has parts; nothing seeded (use --force to seed anyway).');
      return 0;
    }
    console.log(
      `Seeded ${result.models} models, ${result.assemblies} assemblies and ${result.parts.toLocaleString('en')} parts into ${handle.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  });
}

runCli(main);
