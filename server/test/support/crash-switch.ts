import type { KyselyPlugin } from 'kysely';

/**
 * A crash, as a killed process: once `crash()` is called, `alive()` throws and every query through
 * `plugin` fails, so the crashed service reaches neither the database nor the terminal again.
 */
export function crashSwitch() {
  const life = { dead: false };
  const alive = () => {
    if (life.dead) throw new Error('crashed');
  };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      alive();
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    alive,
    plugin,
    crash: () => {
      life.dead = true;
    },
  };
}
