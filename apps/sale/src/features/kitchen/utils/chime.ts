let context: AudioContext | undefined;

/** The page's audio context (browsers start it suspended until a tap). */
export function audioContext(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  return context;
}

/** A two-note chime made with Web Audio (no sound file). */
export function playChime(): void {
  const ctx = audioContext();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  for (const [i, frequency] of [880, 1318.5].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const t = start + i * 0.25;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.4, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.9);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 1);
  }
}
