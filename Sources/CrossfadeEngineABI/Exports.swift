// The engine's C ABI: the documented boundary a page (crossfade.js's wasm-engine.js)
// crosses into the WebAssembly engine, and natively the same functions the parity test
// calls. Every export, its arguments and its result:
//
// Memory and output
//   crossfade_alloc(size: i32) -> pointer          memory for the page's messages (kept for the next, freed when done)
//   crossfade_free(pointer)
//   crossfade_output_pointer() -> pointer          where the last call's output is…
//   crossfade_output_length() -> i32               …and how long (both valid until the next call)
// Sessions (every module but the motion lab's)
//   crossfade_create(message, length) -> handle    a session (message: PageMessage.create: the
//                                                  interaction, its viewport, its options); ≥ 1, or refused
//   crossfade_touch(session, phase: i32, pointer: f64, x: f64, y: f64, t: f64) -> status
//                                                  a Pointer Event through the touch normaliser; phase a
//                                                  TouchPhase (PlatformTouch.Phase), pointer its pointerId,
//                                                  x y in points; done | resume
//   crossfade_lose_touches(session, t) -> status   every finger still down is cancelled; done | resume
//   crossfade_frame(session, t) -> status          advances to the display frame at t; output: the frame
//                                                  (MountEncoding); draw | pause
//   crossfade_perform(session, message, length, t) -> status
//                                                  an action (message: PageMessage.action: its name and
//                                                  fields); done | resume
//   crossfade_set_options(session, message, length, t) -> status
//                                                  live options (message: PageMessage.options), without a
//                                                  restart, recorded as a trace's options event; done | resume
//   crossfade_set_environment(session, top, leading, bottom, trailing: f64 (pt), textScale: f64,
//                             flags: i32 (EnvironmentFlag), t) -> status   done | resume
//   crossfade_set_viewport(session, width, height: f64 (pt), top, leading, bottom, trailing: f64 (pt),
//                          textScale: f64, flags: i32 (EnvironmentFlag), t) -> status
//                                                  the element's size changed, with the environment as it is
//                                                  then (a rotation's new safe areas): one relayout of the
//                                                  running session, which keeps its state; done | resume
//   crossfade_state(session) -> status             output: the state summary (StateEncoding); done
//   crossfade_actions(session) -> status           output: the actions that apply now (u32 n · n str); done
//   crossfade_recording(session) -> status         output: the recording, a trace's JSON text; done
//   crossfade_set_demo(session, demo: i32) -> status  1: draw the demo's chrome (the Studio, /example/);
//                                                  0: embedded, the default (HostPresentation); done
//   crossfade_check(session, kind: i32, message, length) -> status  kind 0: is the name (str) a slot, 1: an event
//                                                  type; done, or refused naming what is known
//   crossfade_touch_taken(session) -> status      output: u8 1 when the engine took the last touch as a drag; done
//   crossfade_accessibility(session) -> status   output: the page's screen-reader and keyboard plan for what
//                                                  is mounted now, or "unchanged" (AccessibilityEncoding); done
//   crossfade_key(session, message, length, t) -> status
//                                                  a key inside the widget (message: PageMessage.key: the key and
//                                                  the focused layer); output: u8 1 performed, 0 not the widget's;
//                                                  done | resume
//   crossfade_destroy(session) -> status           the handle is free for a later session; done
// The motion lab (the all-in-one module and the lab's own, not one interaction's)
//   crossfade_spring(message, length, samples: i32) -> status
//                                                  output: a spring's view (LabEncoding); message: numbers
//                                                  (PageMessage.numbers); done
//   crossfade_curve(x1, y1, x2, y2, duration: f64, samples: i32) -> status
//                                                  output: a timing curve's view (LabEncoding); done
//
// One convention for every call (EngineStatus): a negative result is refused — nothing
// changed, and the output is the reason, in UTF-8; any other result is the call's value (a
// handle from crossfade_create, an EngineStatus from every other call). Nothing is staged
// between calls: what a call needs is its arguments, or one message the page wrote into
// memory from crossfade_alloc (PageMessage's forms). Every call into a session that changes
// it carries the page's own time t (s: performance.now() / 1000, or an event's timeStamp /
// 1000); the session measures from its first input. Every tag (a status, a touch phase, a
// flag, a value's kind, an operation…) is named once in Swift and generated for the page
// (EngineTags → crossfade.js's tags.js). Bad input — an unknown tag, a malformed message, a
// NaN, a session that does not exist — is refused with a sentence naming it, never a trap.
// Sessions are small integers; a destroyed session's number is given to a later one, so the
// table stays as small as the most sessions open at once.

/// What the last call produced (its output), or the reason it was refused.
nonisolated(unsafe) var output = ByteWriter(capacity: 64 * 1_024)

/// Refuses the call: the output becomes `reason`; the result is `EngineStatus.refused`.
func refuse(_ reason: String) -> Int32 {
    output.reset()
    output.raw(reason)
    return EngineStatus.refused.rawValue
}

/// The bytes of a message the page wrote at `pointer` (none when the length is not positive).
func message(_ pointer: UnsafeRawPointer?, _ length: Int32) -> UnsafeRawBufferPointer {
    guard let pointer, length > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: pointer, count: Int(length))
}

/// Why `t` is no time of the page's clock (not finite), or nil.
func timeRefusal(_ t: Double) -> String? {
    t.isFinite ? nil : "t must be a finite number of seconds (the page's clock), not \(t)"
}

/// Memory for the page to write one message into.
@_cdecl("crossfade_alloc")
public func crossfadeAlloc(_ size: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(1, Int(size)), alignment: 16)
}

/// Frees memory from `crossfade_alloc`.
@_cdecl("crossfade_free")
public func crossfadeFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Where the last call's output starts (valid until the next call).
@_cdecl("crossfade_output_pointer")
public func crossfadeOutputPointer() -> UnsafeRawPointer? {
    output.bytes.withUnsafeBytes { $0.baseAddress }
}

/// How many bytes the last call's output holds.
@_cdecl("crossfade_output_length")
public func crossfadeOutputLength() -> Int32 {
    Int32(truncatingIfNeeded: output.bytes.count)
}
