/// What a call across the engine's C ABI returns to the page (`Status` in crossfade.js's
/// generated `tags.js`): a refusal, or what the page does next.
///
/// One convention for every call (Exports.swift lists them): a negative result is
/// ``refused``, nothing changed, and the output holds the reason in UTF-8; any other
/// result is the call's value — from `crossfade_create` a session's handle, from every
/// other call one of these cases:
/// - a frame (`crossfade_frame`) says ``draw`` (ask for the next frame) or ``pause``
///   (draw this one, then stop asking until a call says ``resume``);
/// - an input (a touch, lost touches, an action, an environment or viewport change) says
///   ``resume`` when the page must start asking for frames again (it had paused at rest),
///   ``done`` when frames already run;
/// - anything else (a query, a destroy) says ``done``, its output ready to read.
public enum EngineStatus: Int32, CaseIterable, Sendable {
    /// Refused: nothing changed; the output holds the reason (UTF-8).
    case refused = -1
    /// Done; frames go on as they were (the output holds what the call produced, if anything).
    case done = 0
    /// A frame: draw its output, and ask for the next frame (something moves or a finger is down).
    case draw = 1
    /// A frame: draw its output, then stop asking for frames until a call says `resume`.
    case pause = 2
    /// An input woke the engine from rest: start asking for frames again.
    case resume = 3
}
