// npm run store-node -- forget <store id>     (at central, for a store node lost for good)
// Drops central's subscription to the lost node's sales (its slot was on the lost machine) and
// central's slot of the node's down flow, so central stops keeping WAL for it and a new node for the
// same store can start from scratch. Orders the lost node had not sent are lost with it. A node that
// was only moved (its data directory copied) needs nothing: its start points central at it.
import { connectDatabase } from '../db/database.js';
import { forgetStoreNode } from '../replication/node-operations.js';
import { ReplicationRepository } from '../repositories/replication.repository.js';
import { openDatabase } from './open-database.js';

const USAGE = 'Usage: npm run store-node -- forget <store id>   (run at central)';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [verb, storeId, ...rest] = process.argv.slice(2);
if (verb !== 'forget' || !storeId || rest.length > 0) fail(USAGE);

const { url, embedded } = await openDatabase();
const database = connectDatabase(url, 1);
try {
  const { statements, tillSessionsClosed } = await forgetStoreNode(
    new ReplicationRepository(database.db),
    storeId,
  );
  process.stdout.write(
    statements.length === 0 && tillSessionsClosed === 0
      ? `Central holds nothing of a store node for store ${storeId}: nothing to do.\n`
      : `Forgot the store node of store ${storeId}:\n${statements.map((s) => `  ${s}`).join('\n')}\n` +
          `  till sessions it left open, closed uncounted: ${tillSessionsClosed}\n` +
          'A new store node for this store may now start with an empty database (README, "Replacing a store node").\n',
  );
} catch (error) {
  process.stderr.write(`store-node forget: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
