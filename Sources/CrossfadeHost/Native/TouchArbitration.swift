import CrossfadeMotion

/// How a native host's touch-forwarding recognizer shares touches with the app's
/// recognizers (shared/DESIGN.md, "Sharing touches"): a `#line` table of answers to
/// UIKit's `UIGestureRecognizerDelegate`, by what the other recognizer is to the host.
///
/// | other                          | together | the engine waits for it | it waits for the engine |
/// |--------------------------------|----------|-------------------------|-------------------------|
/// | a screen-edge pan (back swipe) | no       | yes: the edge wins      | no                      |
/// | the scroll view the engine drives (the card's content) | no | no      | yes                     |
/// | the app's tap or press in a slot | yes    | no                      | no                      |
/// | the app's pan in a slot (a scroll view, a row's swipe) | UIKit's defaults: the first to begin wins |
/// | a host nested inside this one  | no       | yes: the inner wins     | no                      |
/// | the host this one is nested in | no       | no                      | yes                     |
/// | anything else                  | UIKit's defaults (no, no, no)                                |
///
/// The recognizer claims a touch only when the engine's arena decides
/// (`RecognizerState.after(_:from:)`), and it cancels the touches of the app's views under
/// it once it has (`cancelsTouchesInView`): a page swipe that ends on a button does not
/// fire it.
public enum TouchArbitration {
    /// Another gesture recognizer, by what it is to the host.
    public enum Other: String, CaseIterable, Hashable, Sendable {
        /// A screen-edge pan: a navigation controller's back swipe.
        case edgeSwipe
        /// The pan of the scroll view whose scroll follows the engine's (the presented card's content).
        case trackedScroll
        /// A discrete recognizer of the app's own view in a slot (a tap, a long press).
        case inSlot
        /// A pan of the app's own view in a slot (its scroll view, a row's swipe): the
        /// first of it and the engine's drag to begin wins, the other fails.
        case panInSlot
        /// The touch-forwarding recognizer of a host nested inside this one.
        case innerHost
        /// The touch-forwarding recognizer of a host this one is nested in.
        case outerHost
        /// Anything else: an enclosing scroll view, a recognizer elsewhere in the window.
        case elsewhere

        /// What `facts` (read off UIKit's objects by the host view) make the other recognizer.
        public init(_ facts: Facts) {
            if facts.isOnHostView {
                self = .elsewhere
            } else if facts.isScreenEdgePan {
                self = .edgeSwipe
            } else if facts.isHostRecognizer && facts.isInsideHost {
                self = .innerHost
            } else if facts.isHostRecognizer && facts.containsHost {
                self = .outerHost
            } else if facts.isTrackedScrollView {
                self = .trackedScroll
            } else if facts.isInsideHost {
                self = facts.isPan ? .panInSlot : .inSlot
            } else {
                self = .elsewhere
            }
        }
    }

    /// What the host view reads off the other recognizer, no decision in it.
    public struct Facts: Hashable, Sendable {
        /// It is a screen-edge pan recognizer.
        public var isScreenEdgePan = false
        /// It is another host view's touch-forwarding recognizer.
        public var isHostRecognizer = false
        /// Its view is inside this host view (or is the host view).
        public var isInsideHost = false
        /// Its view is the host view itself (an app's recognizer added to the host view: UIKit's defaults).
        public var isOnHostView = false
        /// Its view holds this host view.
        public var containsHost = false
        /// It is the pan of the scroll view whose scroll follows the engine's.
        public var isTrackedScrollView = false
        /// It is a pan recognizer (a scroll view's, a table row's swipe), continuous like the engine's drag.
        public var isPan = false

        /// No facts: a recognizer elsewhere.
        public init() {}
    }

    /// The delegate's three answers about one other recognizer.
    public struct Answer: Hashable, Sendable {
        /// Both recognize at once (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
        public var together: Bool
        /// The engine's recognizer waits for the other to fail (`shouldRequireFailureOf`).
        public var engineWaits: Bool
        /// The other waits for the engine's recognizer to fail (`shouldBeRequiredToFailBy`).
        public var otherWaits: Bool

        /// Three answers.
        public init(together: Bool, engineWaits: Bool, otherWaits: Bool) {
            self.together = together
            self.engineWaits = engineWaits
            self.otherWaits = otherWaits
        }
    }

    /// The answers for `other` (the table above).
    public static func answer(for other: Other) -> Answer {
        switch other {
        case .edgeSwipe: Answer(together: false, engineWaits: true, otherWaits: false)
        case .trackedScroll: Answer(together: false, engineWaits: false, otherWaits: true)
        case .inSlot: Answer(together: true, engineWaits: false, otherWaits: false)
        case .panInSlot: Answer(together: false, engineWaits: false, otherWaits: false)
        case .innerHost: Answer(together: false, engineWaits: true, otherWaits: false)
        case .outerHost: Answer(together: false, engineWaits: false, otherWaits: true)
        case .elsewhere: Answer(together: false, engineWaits: false, otherWaits: false)
        }
    }

    /// The recognizer cancels the touches of the views under it once it claims
    /// (UIKit's `cancelsTouchesInView`): a drag the engine takes cancels the app's taps.
    public static let cancelsTouchesInView = true
    /// It delays no touch to the app's views (they see the down at once).
    public static let delaysTouches = false
    /// How far (pt) a touch that starts on the app's view in a slot travels before
    /// the engine's drag claims it, so the app's own recognizers there see a tap.
    public static let appViewSlop = 10.0
    /// How far (pt) a touch travels with nothing of the engine's won before the
    /// engine's recognizer gives it up (fails).
    public static let giveUpTravel = 12.0
}
