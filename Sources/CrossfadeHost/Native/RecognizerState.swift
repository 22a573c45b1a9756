/// The state of a native host's touch-forwarding recognizer (UIKit's
/// `UIGestureRecognizer.State`), decided here: it claims a touch only once the
/// engine's arena decides, and gives one up quickly when the engine declines.
///
/// From `possible`, at a report (a `#line` table in the tests):
/// - down: no session, or nothing of the engine's under the finger → `failed` (the
///   touch is not fed); the engine's own control, not on the app's view → `began` (a
///   layer caught in flight claims as a control); otherwise `possible` (fed, waiting);
/// - move: the engine dragging → `began` (on the app's view in a slot only past
///   `TouchArbitration.appViewSlop`); nothing won past `giveUpTravel` → `failed`;
/// - the last finger up: the engine's own tap → `ended`, otherwise `failed`;
/// - a cancel → `failed` (never `cancelled` from `possible`).
///
/// Once `began`: fingers down or moving → `changed`; the last up → `ended`; a cancel → `cancelled`.
/// `ended`, `cancelled` and `failed` stay until UIKit resets the recognizer.
public enum RecognizerState: String, Hashable, Sendable, CaseIterable {
    /// Waiting; claimed; claimed and moving; done; taken away; given up.
    case possible, began, changed, ended, cancelled, failed

    /// One report, as the host core reads it for the recognizer.
    public struct Report: Hashable, Sendable {
        /// What the report is, by its most telling touch (a cancel, else a down, else an up, else a move).
        public enum Kind: String, Hashable, Sendable {
            /// A finger came down.
            case down
            /// Fingers moved (or stayed).
            case move
            /// A finger lifted.
            case up
            /// UIKit cancelled the touches.
            case cancel
        }
        /// What the report is.
        public var kind: Kind
        /// Fingers the engine holds down after it.
        public var fingersDown: Int
        /// The host has a session.
        public var hasSession = true
        /// The engine claims something at the first finger's down (`claims(at:)` is not empty).
        public var engineClaims = false
        /// The engine claims the first finger's down as a control (the slider's thumb, a layer caught in flight).
        public var onEngineControl = false
        /// The first finger came down on the app's view in a slot.
        public var onAppView = false
        /// The engine's arena gave a drag to the touch.
        public var engineDragging = false
        /// The farthest any finger has travelled from its down, pt.
        public var travel = 0.0
        /// The engine counts a lift here as its own tap (a tap or control claim, not on the app's view).
        public var enginesTap = false

        /// A report of `kind` after which the engine holds `fingersDown` fingers.
        public init(_ kind: Kind, fingersDown: Int) {
            self.kind = kind
            self.fingersDown = fingersDown
        }
    }

    /// Ended, cancelled or failed: UIKit resets the recognizer before its next touch.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the recognizer has claimed the touch.
    public var hasClaimed: Bool { self == .began || self == .changed }

    /// The state after `report`, from `state`.
    public static func after(_ report: Report, from state: RecognizerState) -> RecognizerState {
        switch state {
        case .possible: fromPossible(report)
        case .began, .changed:
            switch report.kind {
            case .cancel: report.fingersDown == 0 ? .cancelled : .changed
            case .up: report.fingersDown == 0 ? .ended : .changed
            case .down, .move: .changed
            }
        case .ended, .cancelled, .failed: state
        }
    }

    private static func fromPossible(_ report: Report) -> RecognizerState {
        guard report.hasSession else { return .failed }
        switch report.kind {
        case .cancel: return .failed
        case .down:
            if !report.engineClaims { return .failed }
            return report.onEngineControl && !report.onAppView ? .began : .possible
        case .move:
            if report.engineDragging && (!report.onAppView || report.travel >= TouchArbitration.appViewSlop) { return .began }
            return report.travel > TouchArbitration.giveUpTravel ? .failed : .possible
        case .up:
            guard report.fingersDown == 0 else { return .possible }
            return report.enginesTap && report.travel <= TouchArbitration.giveUpTravel ? .ended : .failed
        }
    }
}
