import { z } from 'zod';

/** A list of base URLs (http://host:port); clients spread over them round-robin. */
const urls = z.array(z.url()).min(1);

/** What the generator does: the apps' addresses, the load, and the fixtures it signs in with. */
export const configSchema = z
  .object({
    urls: z.object({ kiosk: urls, sale: urls, admin: urls }),
    /** The measured window; sign-in, connection and warm-up come before it. */
    durationSeconds: z.number().positive().max(3600),
    /** Paid orders a second over every client, paced evenly (late orders start at once). */
    ordersPerSecond: z.number().positive().max(1000),
    /** Afterwards, a second window at another rate on the same clients (the bench doubles the rate). */
    second: z
      .object({
        ordersPerSecond: z.number().positive().max(1000),
        durationSeconds: z.number().positive().max(3600),
      })
      .optional(),
    /** Shares of the orders: kiosk card (terminal), till cash, till split card + cash. */
    mix: z
      .object({ kioskCard: z.number().min(0), tillCash: z.number().min(0), tillSplit: z.number().min(0) })
      .refine((m) => m.kioskCard + m.tillCash + m.tillSplit > 0, 'the mix needs one share above 0')
      .default({ kioskCard: 0.6, tillCash: 0.25, tillSplit: 0.15 }),
    /** Sockets held (at most the fixtures' accounts of that kind). */
    sockets: z
      .object({
        kiosk: z.number().int().min(0),
        till: z.number().int().min(0),
        kitchen: z.number().int().min(0),
        board: z.number().int().min(0),
      })
      .default({ kiosk: 1500, till: 500, kitchen: 500, board: 500 }),
    /** An admin changes a product's price this often (each kiosk must hear it once); 0 = never. */
    menuChangeEverySeconds: z.number().min(0).default(60),
    /** The admin's sales dashboard read this often; 0 = never. */
    dashboardEverySeconds: z.number().min(0).default(10),
    /** Kiosk and board device heartbeats (touch_kiosk_session), as the apps send them (30 s). */
    heartbeatEverySeconds: z.number().min(0).default(30),
    /** Kitchen displays reload their tickets this often as the app does (30 s); boards every 15 s. */
    kitchenPollSeconds: z.number().min(0).default(30),
    boardPollSeconds: z.number().min(0).default(15),
    /** After the window: how long to wait for the last events before counting losses. */
    drainSeconds: z.number().min(0).default(5),
    /** Sign-ins running at once before the window (each is an argon2 verification at the server). */
    signInConcurrency: z.number().int().positive().default(16),
    /** Host names of `urls` answered without DNS (e.g. `kiosk.localhost` -> 127.0.0.1 before HAProxy routing by Host). */
    resolve: z.record(z.string(), z.string()).optional(),
    /** Path of the fixtures JSON `seedPeakFixtures` wrote. */
    fixtures: z.string().min(1),
  })
  .strict();

export type LoadConfig = z.infer<typeof configSchema>;
export type LoadConfigInput = z.input<typeof configSchema>;

const account = z.object({ username: z.string(), id: z.string(), storeIndex: z.number().int() });
const staff = z.object({ email: z.string(), id: z.string(), storeIndex: z.number().int() });

/** What `seedPeakFixtures` wrote: the accounts, their stores and the tills' terminals. */
export const fixturesSchema = z.object({
  kioskPassword: z.string(),
  staffPassword: z.string(),
  stores: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Kiosk device accounts, each with its own terminal. */
  kiosks: z.array(account),
  /** Order-ready boards: device accounts too (role kiosk), signed in at the sale app. */
  boards: z.array(account),
  /** Cashiers, each at one till (a terminal of the store) with a till session opened at seed time. */
  tills: z.array(staff.extend({ posDeviceId: z.string() })),
  /** Kitchen staff (cashier role) watching the kitchen display. */
  kitchens: z.array(staff),
  admin: z.object({ email: z.string(), password: z.string() }),
});

export type Fixtures = z.infer<typeof fixturesSchema>;
