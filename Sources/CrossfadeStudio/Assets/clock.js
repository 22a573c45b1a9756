// The Studio's clock: the page's own (Pointer Event timestamps and animation-frame
// times, one clock), scaled for slow motion and continuous across speed changes.
//
// Slow motion slows the animations, never the finger: while a pointer is down the
// clock runs at ×1 (so a gesture's speeds, and what it decides, are the same at
// every speed), and the chosen speed resumes when the last finger lifts. The
// engine and a recorded trace only ever see this one continuous clock, so a trace
// recorded in slow motion replays to the same scene.
'use strict';

export class StudioClock {
  constructor(now = performance.now() / 1000) {
    this.pageBase = now;
    this.simBase = now;
    this.scale = 1;
    this.chosen = 1;
    this.fingers = new Set();
  }

  /// The session's input time for page time `seconds`.
  time(seconds) { return this.simBase + (seconds - this.pageBase) * this.scale; }

  rebase(scale, seconds) {
    this.simBase = this.time(seconds);
    this.pageBase = seconds;
    this.scale = scale;
  }

  /// The speed the user chose (1, 0.25, 0.1…): now, unless a finger is down.
  choose(scale, seconds = performance.now() / 1000) {
    this.chosen = scale;
    if (this.fingers.size === 0) this.rebase(scale, seconds);
  }

  /// A touch went down or ended at page time `seconds`: a finger runs at ×1.
  touched(phase, pointer, seconds) {
    if (phase === 'down') {
      if (this.fingers.size === 0 && this.scale !== 1) this.rebase(1, seconds);
      this.fingers.add(pointer);
    } else if (phase === 'up' || phase === 'cancel') {
      if (!this.fingers.delete(pointer)) return;
      if (this.fingers.size === 0 && this.chosen !== 1) this.rebase(this.chosen, seconds);
    }
  }

  /// Every finger lifted at once (the session restarted or lost its touches).
  reset(seconds = performance.now() / 1000) {
    this.fingers.clear();
    if (this.scale !== this.chosen) this.rebase(this.chosen, seconds);
  }
}
