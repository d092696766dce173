// Run at central (README, "Replacing a store node"):
// npm run store-node -- forget <store id>
//   For a store node lost for good: drops central's subscription to its sales (its slot was on the
//   lost machine) and central's slot of its down flow, so central stops keeping WAL for it and a new
//   node for the same store can start from scratch; closes, uncounted, the till sessions it left
//   open. Orders the lost node had not sent are lost with it.
// npm run store-node -- repoint <store id> <postgres url>
//   For a node moved to another machine that started while central was unreachable (its start
//   repoints central itself otherwise): central's subscription reads the store's sales from the URL.
import { connectDatabase } from '../db/database.js';
import { forgetStoreNode, repointIfMoved } from '../replication/node-operations.js';
import { replicationNames } from '../replication/replication-sql.js';
import { ReplicationRepository } from '../repositories/replication.repository.js';
import { openDatabase } from './open-database.js';

const USAGE =
  'Usage (at central): npm run store-node -- forget <store id>\n' +
  '                    npm run store-node -- repoint <store id> <postgres://… of the store node>';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [verb, storeId, target, ...rest] = process.argv.slice(2);
const valid =
  storeId &&
  rest.length === 0 &&
  ((verb === 'forget' && target === undefined) ||
    (verb === 'repoint' && target !== undefined && /^postgres(ql)?:\/\/\S+$/.test(target)));
if (!valid || !storeId) fail(USAGE);

async function forget(central: ReplicationRepository, store: string): Promise<string> {
  const { statements, tillSessionsClosed } = await forgetStoreNode(central, store);
  if (statements.length === 0 && tillSessionsClosed === 0)
    return `Central holds nothing of a store node for store ${store}: nothing to do.\n`;
  return (
    `Forgot the store node of store ${store}:\n${statements.map((s) => `  ${s}`).join('\n')}\n` +
    `  till sessions it left open, closed uncounted: ${tillSessionsClosed}\n` +
    'A new store node for this store may now start with an empty database (README, "Replacing a store node").\n'
  );
}

async function repoint(central: ReplicationRepository, store: string, url: string): Promise<string> {
  const { upSubscription } = replicationNames(store);
  if (!(await central.subscriptionExists(upSubscription)))
    throw new Error(`central has no subscription to a store node of store ${store} (${upSubscription})`);
  const ran = await repointIfMoved(central, upSubscription, url);
  return ran.length === 0
    ? `Central already reads store ${store}'s sales from that address: nothing to do.\n`
    : `Central now reads store ${store}'s sales from the new address:\n  ${upSubscription} repointed\n`;
}

const { url, embedded } = await openDatabase();
const database = connectDatabase(url, 1);
try {
  const central = new ReplicationRepository(database.db);
  process.stdout.write(
    verb === 'forget' ? await forget(central, storeId) : await repoint(central, storeId, target ?? ''),
  );
} catch (error) {
  process.stderr.write(`store-node ${verb}: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
