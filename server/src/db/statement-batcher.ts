export interface StatementBatcherOptions<In> {
  /** Statements in flight at once; what arrives while all are busy goes into the next batch. */
  concurrency?: number;
  /** Most inputs in one statement. */
  maxBatch?: number;
  /**
   * A statement still unanswered after this long stops holding its place (its callers still wait
   * for it): one statement stuck on a lock or a dead connection must not hold up everyone else's.
   */
  stallMs?: number;
  /** Inputs with the same key never share a batch (the later one waits for the next). */
  keyOf?: (input: In) => string | undefined;
  /**
   * When a batch of several is refused by Postgres (nothing of it was written), run each input
   * alone, so only the input at fault fails. For writes whose inputs are independent.
   */
  aloneWhenRefused?: boolean;
}

interface Waiting<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/**
 * One statement for many concurrent callers. While the database keeps up each input goes at
 * once in a statement of its own; inputs that arrive while `concurrency` statements are in flight
 * go together in the next (one round trip, one plan and one commit for all of them). Nothing waits
 * for a batch to fill, and nothing is read before it was asked for: an input's statement starts
 * after the input arrived, so it sees every write committed before that.
 *
 * `run` takes the inputs of a batch and returns one output per input, in their order.
 */
export class StatementBatcher<In, Out> {
  private waiting: Array<Waiting<In, Out>> = [];
  private inFlight = 0;
  private readonly concurrency: number;
  private readonly maxBatch: number;
  private readonly stallMs: number;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly options: StatementBatcherOptions<In> = {},
  ) {
    this.concurrency = options.concurrency ?? 1;
    this.maxBatch = options.maxBatch ?? 64;
    this.stallMs = options.stallMs ?? 2000;
  }

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.concurrency && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        clearTimeout(stalled);
        this.inFlight -= 1;
        this.pump();
      };
      const stalled = setTimeout(release, this.stallMs);
      stalled.unref();
      void this.execute(batch).finally(release);
    }
  }

  /** The next batch in arrival order: at most maxBatch inputs, one per key. */
  private take(): Array<Waiting<In, Out>> {
    const batch: Array<Waiting<In, Out>> = [];
    const rest: Array<Waiting<In, Out>> = [];
    const keys = new Set<string>();
    for (const waiting of this.waiting) {
      const key = this.options.keyOf?.(waiting.input);
      if (batch.length < this.maxBatch && (key === undefined || !keys.has(key))) {
        batch.push(waiting);
        if (key !== undefined) keys.add(key);
      } else {
        rest.push(waiting);
      }
    }
    this.waiting = rest;
    return batch;
  }

  private async execute(batch: Array<Waiting<In, Out>>): Promise<void> {
    let outputs: Out[];
    try {
      outputs = await this.run(batch.map((waiting) => waiting.input));
      if (outputs.length !== batch.length) throw new Error('a batched statement answered for too few inputs');
    } catch (error) {
      if (batch.length > 1 && this.options.aloneWhenRefused && refusedByPostgres(error)) {
        await Promise.all(
          batch.map((waiting) =>
            this.run([waiting.input]).then(([out]) => waiting.resolve(out as Out), waiting.reject),
          ),
        );
        return;
      }
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const [index, waiting] of batch.entries()) waiting.resolve(outputs[index] as Out);
  }
}

/**
 * Postgres answered with an error (a SQLSTATE), so the statement was rolled back whole; a lost
 * connection (DatabaseUnavailable, database.ts) has none, and whether its statement committed is
 * unknown (so it is not run again).
 */
function refusedByPostgres(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * A StatementBatcher's `run` for reads by id: the rows of the batch's distinct ids in one
 * statement, handed back per input (undefined for an id that found nothing). Ids compare as uuids
 * do, whatever their case.
 */
export function readById<Row>(
  read: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
): (ids: string[]) => Promise<Array<Row | undefined>> {
  return async (ids) => {
    const rows = await read([...new Set(ids.map((id) => id.toLowerCase()))]);
    const byId = new Map(rows.map((row) => [idOf(row).toLowerCase(), row]));
    return ids.map((id) => byId.get(id.toLowerCase()));
  };
}
