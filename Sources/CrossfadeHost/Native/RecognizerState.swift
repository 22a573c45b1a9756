/// The state a touch-forwarding gesture recognizer takes after a touch report
/// (UIKit's `UIGestureRecognizer.State`): it begins with the first finger down, so
/// it sees the real down and catches animations in flight (a pan recognizer waits
/// for movement), changes while any finger is down, and ends or cancels with the
/// last one. A host with no session yet fails.
public enum RecognizerState: String, Hashable, Sendable {
    /// First finger down; fingers moved; last finger up; fingers cancelled; no session to take the touch.
    case began, changed, ended, cancelled, failed

    /// The state after a report that took the fingers down from `before` to
    /// `after`; `cancelled` when the report (or the host) cancelled them.
    public init(fingersBefore before: Int, after: Int, cancelled: Bool) {
        switch (before, after) {
        case (0, 0): self = .failed
        case (0, _): self = .began
        case (_, 0): self = cancelled ? .cancelled : .ended
        default: self = .changed
        }
    }
}
