// npm run pos:rotate-token -- <serial number> [--id <pos device id>]
// Makes a new CLOUD token for a card terminal and prints it once (the database keeps only its
// SHA-256). The old token stops working at once; running servers close the terminal's connection.
import { parseArgs } from 'node:util';
import { connectDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { repositories } from '../repositories/index.js';
import { PosDeviceService } from '../services/fleet/pos-devices.service.js';
import { openDatabase } from './open-database.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { id: { type: 'string' } },
  allowPositionals: true,
});
const serial = positionals[0]?.trim();
if (!serial || positionals.length > 1)
  fail('Usage: npm run pos:rotate-token -- <serial number> [--id <pos device id>]');

const { url, embedded } = await openDatabase();
const database = connectDatabase(url, 2);
try {
  await migrate(database.db);
  const repos = repositories(database.db);
  const found = await repos.posDevice.findBySerial(serial);
  const device = values.id
    ? found.find((d) => d.id === values.id)
    : found.length === 1
      ? found[0]
      : undefined;
  if (found.length === 0) fail(`No POS device has the serial number ${serial}.`);
  if (!device) {
    fail(
      `${values.id ? `No POS device ${values.id} has the serial number ${serial}` : `Several POS devices have the serial number ${serial}`}; ` +
        `choose one with --id:\n${found.map((d) => `  ${d.id}  ${d.device_name ?? ''}`).join('\n')}`,
    );
  }
  const rotated = await new PosDeviceService(repos).rotateCloudToken(device.id, { kind: 'cli' });
  process.stdout.write(
    `New CLOUD token for terminal ${rotated.pos_serial_number}${device.device_name ? ` (${device.device_name})` : ''}:\n\n` +
      `  ${rotated.token}\n\n` +
      'It is shown only this once: set it on the terminal (the simulator: SIM_CLOUD_TOKEN). The previous\n' +
      "token no longer works, and running servers have closed the terminal's connection.\n",
  );
} finally {
  await database.close();
  await embedded?.stop();
}
