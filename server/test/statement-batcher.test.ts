import { describe, expect, it } from 'vitest';
import { readById, StatementBatcher } from '../src/db/statement-batcher.js';

/** A statement that answers when told to, recording the batches it was given. */
function controlledStatement() {
  const batches: string[][] = [];
  const pending: Array<() => void> = [];
  let fail: ((inputs: string[]) => Error | undefined) | undefined;
  const run = (inputs: string[]) => {
    batches.push(inputs);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        const error = fail?.(inputs);
        if (error) reject(error);
        else resolve(inputs.map((input) => `done ${input}`));
      });
    });
  };
  const answerAll = async () => {
    while (pending.length > 0) {
      for (const answer of pending.splice(0)) answer();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, answerAll, failWith: (f: typeof fail) => (fail = f) };
}

const refused = Object.assign(new Error('insert or update violates foreign key constraint'), {
  code: '23503',
});

describe('StatementBatcher', () => {
  it('sends a lone input at once, and what arrives meanwhile together in the next statement', async () => {
    const statement = controlledStatement();
    const batcher = new StatementBatcher(statement.run);
    const first = batcher.submit('a');
    expect(statement.batches).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((input) => batcher.submit(input));
    expect(statement.batches).toEqual([['a']]);
    await statement.answerAll();
    expect(await first).toBe('done a');
    expect(await Promise.all(later)).toEqual(['done b', 'done c', 'done d']);
    expect(statement.batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('keeps two inputs with the same key apart, and batches no more than maxBatch', async () => {
    const statement = controlledStatement();
    const batcher = new StatementBatcher(statement.run, {
      maxBatch: 2,
      keyOf: (input) => input.slice(0, 1),
    });
    const all = ['x0', 'a1', 'a2', 'b1', 'c1'].map((input) => batcher.submit(input));
    await statement.answerAll();
    await Promise.all(all);
    expect(statement.batches).toEqual([['x0'], ['a1', 'b1'], ['a2', 'c1']]);
  });

  it('runs each input of a refused batch alone, so only the one at fault fails', async () => {
    const statement = controlledStatement();
    const batcher = new StatementBatcher(statement.run, { aloneWhenRefused: true });
    statement.failWith((inputs) => (inputs.includes('bad') ? refused : undefined));
    const first = batcher.submit('first');
    const rest = ['ok1', 'bad', 'ok2'].map((input) => batcher.submit(input).catch((error: Error) => error));
    await statement.answerAll();
    await first;
    const outcomes = await Promise.all(rest);
    expect(outcomes[0]).toBe('done ok1');
    expect(outcomes[1]).toBe(refused);
    expect(outcomes[2]).toBe('done ok2');
    expect(statement.batches).toEqual([['first'], ['ok1', 'bad', 'ok2'], ['ok1'], ['bad'], ['ok2']]);
  });

  it('does not run a batch again when the connection was lost (it may have committed)', async () => {
    const statement = controlledStatement();
    const batcher = new StatementBatcher(statement.run, { aloneWhenRefused: true });
    const lost = new Error('Connection terminated unexpectedly');
    statement.failWith((inputs) => (inputs.length > 1 ? lost : undefined));
    const first = batcher.submit('first');
    const rest = ['a', 'b'].map((input) => batcher.submit(input).catch((error: Error) => error));
    await statement.answerAll();
    await first;
    expect(await Promise.all(rest)).toEqual([lost, lost]);
    expect(statement.batches).toEqual([['first'], ['a', 'b']]);
  });

  it('lets the next statement go when one is stuck, without failing the stuck one', async () => {
    const statement = controlledStatement();
    const batcher = new StatementBatcher(statement.run, { stallMs: 30 });
    const stuck = batcher.submit('stuck');
    const next = batcher.submit('next');
    expect(statement.batches).toEqual([['stuck']]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(statement.batches).toEqual([['stuck'], ['next']]);
    await statement.answerAll();
    expect(await Promise.all([stuck, next])).toEqual(['done stuck', 'done next']);
  });

  it('fails every input of a batch answered for too few of them', async () => {
    const batcher = new StatementBatcher(async (inputs: string[]) => inputs.slice(1));
    const outcomes = await Promise.all(
      ['a', 'b'].map((input) => batcher.submit(input).then(String, (error: Error) => error.message)),
    );
    expect(outcomes[0]).toBe('a batched statement answered for too few inputs');
  });

  it('reads by id: each distinct id asked once, the row handed to every caller of it, whatever its case', async () => {
    const asked: string[][] = [];
    const read = readById(
      async (ids: string[]) => {
        asked.push(ids);
        return ids.filter((id) => id !== 'b').map((id) => ({ id: id.toLowerCase(), n: id.length }));
      },
      (row) => row.id,
    );
    expect(await read(['a', 'A', 'b', 'a'])).toEqual([
      { id: 'a', n: 1 },
      { id: 'a', n: 1 },
      undefined,
      { id: 'a', n: 1 },
    ]);
    expect(asked).toEqual([['a', 'b']]);
  });
});
