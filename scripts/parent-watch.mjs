// Under npm (`npm start`, `npm run serve`, `npm run dev`) a SIGTERM to npm's pid ends npm's shell
// without reaching the script npm ran: the script's parent going away stops it as that signal would have.
export function stopWhenNpmGoes(stop) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250).unref();
}
