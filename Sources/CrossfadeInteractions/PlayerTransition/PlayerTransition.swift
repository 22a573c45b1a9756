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

    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        public var tabBarHeight = 49.0
        public var topSafeArea: Double { get { environment.safeArea.top } set { environment.safeArea.top = newValue } }
        public var bottomSafeArea: Double { get { environment.safeArea.bottom } set { environment.safeArea.bottom = newValue } }
        public var miniPlayerHeight = 64.0
        /// The frame spring's settling duration, s (UIViewPropertyAnimator(duration:dampingRatio:)).
        public var duration = 0.5
        /// The frame spring's damping ratio (UIKit's: at most 1; 1 never overshoots).
        public var dampingRatio = 1.0
        /// Cross-fade instead of moving.
        public var reduceMotion: Bool { get { environment.reduceMotion } set { environment.reduceMotion = newValue } }
        /// Draw a home screen behind (a parent showing its own content turns it off).
        public var drawsHome = true
        /// Draw the tab bar that slides away (a parent with its own tab bar turns it off
        /// and slides its own by `tabBarOffset`).
        public var drawsTabBar = true
        /// Draw the demo Now Playing content (artwork, title, controls) in the full
        /// player; a parent with its own content turns it off and adds its layers
        /// to `player.content` (the chevron stays: it closes the player).
        public var drawsNowPlaying = true
        /// The mini player: a full-width bar (the original) or Spotify's inset, rounded
        /// card tinted from the artwork, with a thin progress line.
        public var miniPlayerStyle = MiniPlayerStyle.bar
        /// Right to left: the mini player's artwork, titles and button, and the
        /// chevron, mirror (the player still moves vertically).
        public var rtl: Bool { get { environment.isRightToLeft } set { environment.layoutDirection = newValue ? .rightToLeft : .leftToRight } }

        public init(viewport: Size) { self.viewport = viewport }

        /// The axis the player is dragged along.
        var axis: Axis { .vertical }
        /// The tab bar's full height including the bottom safe area.
        var tabBarTotal: Double { tabBarHeight + bottomSafeArea }
        /// The header's centre line in the full player (the chevron sits on it).
        var headerMidY: Double { topSafeArea + 28 }
        /// The mini player's frame when closed.
        var miniFrame: Rect {
            Rect(x: 0, y: viewport.height - tabBarTotal - miniPlayerHeight, width: viewport.width, height: miniPlayerHeight)
        }
        var fullFrame: Rect { Rect(origin: .zero, size: viewport) }
        /// How far the container's top travels, pt.
        var travel: Double { max(1, miniFrame.minY) }
    }

    public enum Action: InteractionActions, Equatable {
        case open, close, toggle

        public static let table = ActionTable<Action>([
            .action("open", .open, "open the full player"),
            .action("close", .close, "close it to the mini player"),
            .action("toggle", .toggle, "open if closed, close if open"),
        ])
    }

    public static let id = "player-transition"
    public static let summary = "mini player ↔ full player: drag or tap it up, drag down to close; release decides by velocity and position"
    public static let options = OptionTable<Configuration>([
        .number("tabBarHeight", 0...200, default: 49, "tab bar height above the safe area, pt") { $0.tabBarHeight = $1 },
        .number("topSafeArea", 0...200, default: 47, "top safe-area inset, pt") { $0.topSafeArea = $1 },
        .number("bottomSafeArea", 0...200, default: 34, "bottom safe-area inset, pt") { $0.bottomSafeArea = $1 },
        .number("miniPlayerHeight", 20...300, default: 64, "mini player height, pt") { $0.miniPlayerHeight = $1 },
        .number("duration", 0.05...3, default: 0.5, "frame spring settling duration (UIKit's, with dampingRatio), s") { $0.duration = $1 },
        .number("dampingRatio", 0.2...1, default: 1, "frame spring damping ratio (UIKit's; below 1 overshoots)") { $0.dampingRatio = $1 },
        .bool("reduceMotion", default: false, "cross-fade instead of moving") { $0.reduceMotion = $1 },
        .choice("miniPlayerStyle", [("bar", MiniPlayerStyle.bar), ("card", MiniPlayerStyle.card)], default: "bar",
                "a full-width bar, or Spotify's inset card tinted from the artwork with a progress line") { $0.miniPlayerStyle = $1 },
        .bool("rtl", default: false, "right to left: the mini player and the chevron mirror") { $0.rtl = $1 },
    ])

    public let configuration: Configuration
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// What the mini player (and the demo full player) shows; a parent sets it
    /// from its playback (`update { $0.nowPlaying = … }`).
    public var nowPlaying = NowPlaying()
    /// The committed state (it changes when a transition completes).
    public internal(set) var side: Side = .closed
    var transition: PlayerTransitionAnimators?
    /// Decides who owns each pointer (the drag, a tap, or nothing) and tracks its translation and velocity.
    var gestures = PointerGestures<PlayerGesture>()
    var drag: PlayerDrag?
    /// The finger's travel along the axis handed to the drag so far (pt).
    var dragTranslation = 0.0
    /// Rubber-banded drag past either end, pt (positive: up).
    var overscroll: SettlingSpring<Double>
    var time = 0.0
    /// Where the layers that move are, found by id when they were built.
    let paths: PlayerTransitionPaths

    public init(configuration: Configuration) {
        self.configuration = configuration
        overscroll = SettlingSpring(spring: Spring(response: 0.4, dampingRatio: 1), value: 0, tolerance: .points)
        paths = PlayerTransitionPaths(in: Self.buildLayers(configuration), configuration)
    }

    public var background: Color { Palette.background }

    /// How open the player is: 0 closed, 1 open (a finishing spring may pass slightly).
    public var openness: Double {
        guard let transition else { return side == .open ? 1 : 0 }
        let u = transition.frame.progress
        return transition.target == .open ? u : 1 - u
    }

    /// Where the player is drawn: one position, the transition's progress plus the
    /// rubber band, split into the part inside 0…1, a stretch past open and a drop
    /// past closed (pt). Everything drawn is a function of this alone, so a finger
    /// that catches the player re-expresses the same position and nothing moves.
    var drawn: (inside: Double, stretch: Double, drop: Double) {
        let p = openness, band = overscroll.value, travel = configuration.travel
        if band == 0, p >= 0, p <= 1 { return (p, 0, 0) }
        let total = p + band / travel
        let inside = clamp(total, 0...1)
        let beyond = (total - inside) * travel
        return (inside, max(0, beyond) / travel, -min(0, beyond))
    }

    /// How open the player is drawn, counting a stretch past open (0 closed, 1 open).
    var drawnOpenness: Double { drawn.inside + drawn.stretch }

    /// How far a tab bar slides down now, pt (a parent with its own tab bar uses it).
    public var tabBarOffset: Double { configuration.reduceMotion ? 0 : configuration.tabBarTotal * clamp(drawnOpenness, 0...1.2) }

    public var phase: InteractionPhase {
        if drag != nil { return .dragging }
        if transition != nil || overscroll.value != 0 { return .animating }
        return .idle
    }

    /// `state` names the side the player rests on (it changes when a transition
    /// completes); `target` the side it is heading to now (the same when at rest).
    public var state: InteractionState {
        InteractionState([("state", .string(side.rawValue)), ("progress", .number(clamp(openness, 0...1))),
                          ("phase", .string(phase.rawValue)), ("target", .string(destination.rawValue))])
    }

    public func invariantViolation() -> String? {
        guard openness.isFinite, overscroll.value.isFinite, overscroll.velocity.isFinite else { return "openness or overscroll is not finite" }
        guard abs(overscroll.value) <= configuration.viewport.height else { return "overscroll \(overscroll.value) pt exceeds the rubber band's reach" }
        return nil
    }
}

/// The mini player's look (see `PlayerTransition.Configuration.miniPlayerStyle`).
public enum MiniPlayerStyle: String, Hashable, Sendable {
    case bar, card
}

/// What the player shows of the track playing.
public struct NowPlaying: Hashable, Sendable {
    public var title = "Crossfade · Demo Track"
    public var artist = "The Engine"
    /// The generated artwork's index (`Palette.artwork`).
    public var artwork = 0
    /// How far the track has played, 0…1 (the card's progress line).
    public var progress = 0.0
    public var playing = false

    public init() {}

    public init(title: String, artist: String, artwork: Int, progress: Double, playing: Bool) {
        self.title = title
        self.artist = artist
        self.artwork = artwork
        self.progress = progress
        self.playing = playing
    }
}

/// The drag in progress: the animators' fractions when it began.
struct PlayerDrag: Sendable {
    var startFractions: (frame: Double, content: Double, mini: Double)
}
