// The loud part of a pass already used (docs/behaviour/door-check-in.md#a-pass-already-used): a
// vibration where the phone has one, and two short beeps where the browser lets the page play
// sound. Neither is required, and neither may ever stop the door: every step is guarded.

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Context =
    (globalThis as { AudioContext?: AudioContextClass }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  audio = Context ? new Context() : null;
  return audio;
}

/**
 * Called on a tap (the "Scan pass" button): browsers let a page play sound only after the user
 * has touched it, and a scan's answer comes later, outside the tap.
 */
export function prepareAlarm(): void {
  try {
    void audioContext()
      ?.resume()
      .catch(() => undefined);
  } catch {
    // No sound on this device: the alert still shows.
  }
}

/** Vibrates and beeps twice, as far as the device allows. */
export function soundAlarm(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Vibration refused (no user gesture yet, or no motor).
  }
  try {
    const context = audioContext();
    if (!context) return;
    const now = context.currentTime;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = 'square';
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0, now);
    for (const start of [0, 0.25]) {
      gain.gain.setValueAtTime(0.2, now + start);
      gain.gain.setValueAtTime(0, now + start + 0.15);
    }
    tone.connect(gain);
    gain.connect(context.destination);
    tone.start(now);
    tone.stop(now + 0.45);
  } catch {
    // No sound on this device: the alert still shows.
  }
}
