import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// `player-transition`: a mini player above the tab bar that grows into the full
/// player while the tab bar slides away (Spotify's mini player, built on
/// UIViewPropertyAnimator semantics).
///
/// Three animators run each transition, as in the original: the frame (a
/// critically damped spring) for the player container and the tab bar, the
/// player's content fading in (ease-in) and the mini player fading out
/// (ease-out) as keyframes over the first half, with `scrubsLinearly = false`;
/// closing is the mirror image. Beyond the original: release decides from the
/// projected position, the finishing spring leaves with the finger's velocity, a
/// touch catches the transition in flight, and dragging past either end rubber-bands.
public struct PlayerTransition: Interaction {
    public enum Side: String, Sendable { case closed, open }

    public struct Configuration: Hashable, Sendable {
        public var viewport: Size
        public var tabBarHeight = 49.0
        public var topSafeArea = 47.0
        public var bottomSafeArea = 34.0
        public var miniPlayerHeight = 64.0
        /// The frame spring's settling duration, s (UIViewPropertyAnimator(duration:dampingRatio: 1)).
        public var duration = 0.5
        /// Cross-fade instead of moving.
        public var reduceMotion = false

        public init(viewport: Size) { self.viewport = viewport }

        /// The tab bar's full height including the bottom safe area.
        var tabBarTotal: Double { tabBarHeight + bottomSafeArea }
        /// The mini player's frame when closed.
        var miniFrame: Rect {
            Rect(x: 0, y: viewport.height - tabBarTotal - miniPlayerHeight, width: viewport.width, height: miniPlayerHeight)
        }
        var fullFrame: Rect { Rect(origin: .zero, size: viewport) }
        /// How far the container's top travels, pt.
        var travel: Double { max(1, miniFrame.minY) }
    }

    public let configuration: Configuration
    /// The committed state (it changes when a transition completes).
    public internal(set) var side: Side = .closed
    var transition: PlayerTransitionAnimators?
    var pan = PanRecognizer(direction: .vertical)
    var tap = TapRecognizer()
    var drag: PlayerDrag?
    /// Rubber-banded drag past either end, pt (positive: up).
    var overscroll: SpringState<Double>
    var overscrollSettleAt = 0.0
    var time = 0.0
    /// The layers to draw now, kept up to date by every input (see `refreshScene`).
    public internal(set) var scene = Scene(viewport: .zero, layers: [])

    public init(configuration: Configuration) {
        self.configuration = configuration
        overscroll = SpringState(spring: Spring(response: 0.4, dampingRatio: 1), value: 0, target: 0)
        scene = makeScene()
    }

    /// How open the player is: 0 closed, 1 open (a finishing spring may pass slightly).
    public var openness: Double {
        guard let transition else { return side == .open ? 1 : 0 }
        let u = transition.frame.progress
        return transition.target == .open ? u : 1 - u
    }

    public var phase: InteractionPhase {
        if drag != nil { return .dragging }
        if transition != nil || overscroll.value != 0 { return .animating }
        return .idle
    }

    public var isAtRest: Bool { phase == .idle && !pan.isActive }

    public var state: InteractionState {
        InteractionState([("state", .string(side.rawValue)), ("progress", .double(clamp(openness, 0...1))),
                          ("phase", .string(phase.rawValue))])
    }
}

/// The drag in progress: the animators' fractions when it began.
struct PlayerDrag: Sendable {
    var startFractions: (frame: Double, content: Double, mini: Double)
}

extension PlayerTransition {
    static let options: [OptionSpec] = [
        OptionSpec("tabBarHeight", .number(0...200), default: .number(49), "tab bar height above the safe area, pt"),
        OptionSpec("topSafeArea", .number(0...200), default: .number(47), "top safe-area inset, pt"),
        OptionSpec("bottomSafeArea", .number(0...200), default: .number(34), "bottom safe-area inset, pt"),
        OptionSpec("miniPlayerHeight", .number(20...300), default: .number(64), "mini player height, pt"),
        OptionSpec("duration", .number(0.05...5), default: .number(0.5), "frame spring settling duration (damping ratio 1), s"),
        OptionSpec("reduceMotion", .bool, default: .bool(false), "cross-fade instead of moving"),
    ]

    public static let descriptor = InteractionDescriptor(
        id: "player-transition",
        summary: "mini player ↔ full player: drag or tap it up, drag down to close; release decides by velocity and position",
        options: options,
        actions: ["open", "close", "toggle"]
    ) { options, viewport in
        var configuration = Configuration(viewport: viewport)
        configuration.tabBarHeight = options.number("tabBarHeight")
        configuration.topSafeArea = options.number("topSafeArea")
        configuration.bottomSafeArea = options.number("bottomSafeArea")
        configuration.miniPlayerHeight = options.number("miniPlayerHeight")
        configuration.duration = options.number("duration")
        configuration.reduceMotion = options.bool("reduceMotion")
        return PlayerTransition(configuration: configuration)
    }
}
