import type { Tone } from './result-words';

/*
 * The door's sound and vibration, so that the person at the door need not read: two rising beeps
 * for "in", one middle beep for "was in before", a low buzz for "not in".
 */

/** [frequency Hz, start s, length s] of each beep. */
const BEEPS: Readonly<Record<Tone, readonly (readonly [number, number, number])[]>> = {
  erfolg: [
    [880, 0, 0.12],
    [1320, 0.14, 0.16],
  ],
  hinweis: [[660, 0, 0.25]],
  abgelehnt: [[196, 0, 0.45]],
};
const VIBRATION: Readonly<Record<Tone, number[]>> = { erfolg: [80], hinweis: [80, 80, 80], abgelehnt: [300, 120, 300] };

let audio: AudioContext | undefined;

/**
 * Browsers let a page play sound only after a user's gesture: called from the first click
 * (starting the camera, letting someone in by name).
 */
export function allowDoorSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume();
}

/** Beeps and vibrates for the outcome, where the device can. */
export function signalDoorOutcome(tone: Tone): void {
  navigator.vibrate?.(VIBRATION[tone]);
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [frequency, offset, length] of BEEPS[tone]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone === 'abgelehnt' ? 'square' : 'sine';
    oscillator.frequency.value = frequency;
    // A short fade in and out: a hard edge clicks.
    gain.gain.setValueAtTime(0, start + offset);
    gain.gain.linearRampToValueAtTime(0.2, start + offset + 0.01);
    gain.gain.linearRampToValueAtTime(0, start + offset + length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + length);
  }
}
