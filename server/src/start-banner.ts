import type { DemoSignIn } from './services/demo-accounts.service.js';

/**
 * What `npm start` prints once the server listens: the three addresses, the API documentation when
 * it is served (API_DOCS), and only the demo sign-ins that still work as published.
 */
export function startBanner(input: {
  urls: { kiosk: string; admin: string; sale: string };
  apiDocs: boolean;
  demoSignIns: DemoSignIn[];
  /** The one-time first-run setup link while no account exists. */
  setupUrl?: string | undefined;
  readySeconds: number;
}): string {
  const { urls } = input;
  const lines = [
    '',
    '  Kiosk POS is running',
    `    Kiosk  ${urls.kiosk}`,
    `    Admin  ${urls.admin}`,
    `    Sale   ${urls.sale}`,
    ...(input.apiDocs ? [`    API    ${urls.admin}/api/docs`] : []),
    ...(input.setupUrl ? [`    Setup  ${input.setupUrl} (one-time link: create the first admin)`] : []),
    '',
  ];
  if (input.demoSignIns.length > 0) {
    lines.push('  Demo sign-ins');
    for (const s of input.demoSignIns) {
      const extra = [s.pin ? `PIN ${s.pin}` : '', s.publicId ?? ''].filter(Boolean).join(', ');
      lines.push(`    ${s.role.padEnd(12)} ${s.login} / ${s.password}${extra ? ` (${extra})` : ''}`);
    }
    lines.push('');
  }
  lines.push(`  Ready in ${input.readySeconds.toFixed(1)} s. Press Ctrl+C to stop.`, '');
  return lines.join('\n');
}
