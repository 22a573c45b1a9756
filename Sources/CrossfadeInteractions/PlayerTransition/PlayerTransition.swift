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
///
/// What it shows comes in: the playing track (`playback`, a parent's) from the
/// catalogue; the app's own views go where `miniPlayer.content` and
/// `player.content` are slots. Out go `threshold`, `opened` and `closed`.
public struct PlayerTransition: Interaction {
    /// Which side the player rests on: the mini player (closed) or the full player (open).
    public enum Side: String, Sendable {
        /// The mini player above the tab bar.
        case closed
        /// The full player covering the screen.
        case open
    }

    /// The transition's settings: its viewport, bar heights, springs and the mini player's look.
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        /// The app's data: the playing track's title, artist and artwork come from here.
        public var catalogue = Catalogue.demo
        /// The tab bar's height above the bottom safe area, pt (UITabBar's 49).
        public var tabBarHeight = 49.0
        /// The mini player's height, pt.
        public var miniPlayerHeight = 64.0
        /// The frame spring's settling duration, s (UIViewPropertyAnimator(duration:dampingRatio:)).
        public var duration = 0.5
        /// The frame spring's damping ratio (UIKit's: at most 1; 1 never overshoots).
        public var dampingRatio = 1.0
        /// The rubber band's spring back from past either end: its response, s…
        public var rubberBandResponse = 0.4
        /// …and damping ratio.
        public var rubberBandDampingRatio = 1.0
        /// Opening: the timing curve of the player's content fading in over the
        /// animator's first half (UIKit's ease-in: the original's).
        public var contentFadeIn = UnitCurve.easeIn
        /// Opening: the timing curve of the mini player fading out over the first half (ease-out).
        public var miniFadeOut = UnitCurve.easeOut
        /// Closing: the timing curve of the player's content fading out over the second half (ease-out).
        public var contentFadeOut = UnitCurve.easeOut
        /// Closing: the timing curve of the mini player fading in over the second half (ease-in).
        public var miniFadeIn = UnitCurve.easeIn
        /// Reduce Motion's cross-fade (the player jumped to a side and fades in there): its response, s…
        public var fadeResponse = 0.3
        /// …and damping ratio.
        public var fadeDampingRatio = 1.0
        /// Draw a home screen behind (a parent showing its own content turns it off).
        public var drawsHome = true
        /// Draw the tab bar that slides away (a parent with its own tab bar turns it off
        /// and slides its own by `tabBarOffset`).
        public var drawsTabBar = true
        /// Draw its own Now Playing (artwork, title, controls) in the full player, in
        /// the `player.content` slot; a parent with its own content turns it off and
        /// adds its layers to `player.content` (the chevron stays: it closes the player).
        public var drawsNowPlaying = true
        /// Colour the sheet's backdrop (`player.backdrop`, behind the content) with the
        /// artwork's tint; a parent with a backdrop of its own (the showcase's gradient)
        /// turns it off and draws into that layer, so nothing else lies under its edges.
        public var drawsBackdrop = true
        /// The mini player: a full-width bar (the original) or Spotify's inset, rounded
        /// card tinted from the artwork, with a thin progress line.
        public var miniPlayerStyle = MiniPlayerStyle.bar
        /// Draw a devices button in the mini player, before the play button (Spotify's
        /// Connect); its tap is the parent's to handle (`miniPlayer.devices`).
        public var miniPlayerDevicesButton = false
        /// Draw the mini player's title and artist in a clipped strip, with the
        /// neighbouring track's beside them (`miniPlayer.incoming.title`, hidden until
        /// moved in), for a parent whose sideways swipe changes track (the showcase's:
        /// Spotify's mini player).
        public var miniPlayerSwipes = false

        public init(viewport: Size) { self.viewport = viewport }

        /// The axis the player is dragged along.
        var axis: Axis { .vertical }
        /// The frame spring (UIKit's duration spring).
        var frameSpring: Spring { Spring(settlingDuration: duration, dampingRatio: dampingRatio) }
        /// The rubber band's spring back.
        var rubberBandSpring: Spring { Spring(response: rubberBandResponse, dampingRatio: rubberBandDampingRatio) }
        /// Reduce Motion's cross-fade.
        var fadeSpring: Spring { Spring(response: fadeResponse, dampingRatio: fadeDampingRatio) }
        /// The tab bar's full height including the bottom safe area.
        var tabBarTotal: Double { tabBarHeight + environment.safeArea.bottom }
        /// The header's centre line in the full player (the chevron sits on it).
        var headerMidY: Double { environment.safeArea.top + Tuning.headerCentre }
        /// The mini player's frame when closed: where the platform places it (iOS 26's
        /// tab accessory, `environment.accessoryFrame`, kept within the viewport), or
        /// full width above the tab bar.
        var miniFrame: Rect {
            if let frame = environment.accessoryFrame {
                let width = min(frame.size.width, viewport.width), height = min(frame.size.height, viewport.height)
                return Rect(
                    x: min(max(frame.origin.x, 0), viewport.width - width), y: min(max(frame.origin.y, 0), viewport.height - height), width: width,
                    height: height)
            }
            return Rect(x: 0, y: viewport.height - tabBarTotal - miniPlayerHeight, width: viewport.width, height: miniPlayerHeight)
        }
        var fullFrame: Rect { Rect(origin: .zero, size: viewport) }
        /// How far the container's top travels, pt.
        var travel: Double { max(1, miniFrame.minY) }
    }

    /// What a host can ask of the player without a gesture.
    public enum Action: InteractionActions, Equatable {
        /// Open the full player; close it to the mini player; open if closed, close if open.
        case open, close, toggle

        public static let table = ActionTable<Action>([
            .action("open", .open, "open the full player", key: "ArrowUp", label: "Open player"),
            .action("close", .close, "close it to the mini player", key: "ArrowDown", label: "Close player"),
            .action("toggle", .toggle, "open if closed, close if open", key: " ", label: "Open or close player")
        ])
    }

    public static let id = "player-transition"
    public static let summary = "mini player ↔ full player: drag or tap it up, drag down to close; release decides by velocity and position"
    public static let options = OptionTable<Configuration>(
        [
            .number("tabBarHeight", 0...200, default: 49, "tab bar height above the safe area, pt") { $0.tabBarHeight = $1 }.live(),
            .number("miniPlayerHeight", 20...300, default: 64, "mini player height, pt") { $0.miniPlayerHeight = $1 }.live(),
            .spring("duration", spring: "frame", .duration, 0.05...3, default: 0.5, "frame spring settling duration (UIKit's, with dampingRatio), s")
            {
                $0.duration = $1
            },
            .spring("dampingRatio", spring: "frame", .dampingRatio, 0.2...1, default: 1, "frame spring damping ratio (UIKit's; below 1 overshoots)") {
                $0.dampingRatio = $1
            },
            .spring("rubberBandResponse", spring: "rubberBand", .response, 0.05...1.5, default: 0.4, "rubber band spring-back response, s") {
                $0.rubberBandResponse = $1
            },
            .spring("rubberBandDampingRatio", spring: "rubberBand", .dampingRatio, 0.4...1.5, default: 1, "rubber band spring-back damping ratio") {
                $0.rubberBandDampingRatio = $1
            },
            .spring("fadeResponse", spring: "fade", .response, 0.05...1.5, default: 0.3, "Reduce Motion's cross-fade response, s") {
                $0.fadeResponse = $1
            },
            .spring("fadeDampingRatio", spring: "fade", .dampingRatio, 0.5...1.5, default: 1, "Reduce Motion's cross-fade damping ratio") {
                $0.fadeDampingRatio = $1
            }
        ]
            + InteractionOption.curve(
                "contentFadeIn", default: .easeIn, "opening: the player's content fading in over the first half of `duration`",
                get: { $0.contentFadeIn }, set: { $0.contentFadeIn = $1 })
            + InteractionOption.curve(
                "miniFadeOut", default: .easeOut, "opening: the mini player fading out over the first half of `duration`",
                get: { $0.miniFadeOut }, set: { $0.miniFadeOut = $1 })
            + InteractionOption.curve(
                "contentFadeOut", default: .easeOut, "closing: the player's content fading out over the second half of `duration`",
                get: { $0.contentFadeOut }, set: { $0.contentFadeOut = $1 })
            + InteractionOption.curve(
                "miniFadeIn", default: .easeIn, "closing: the mini player fading in over the second half of `duration`",
                get: { $0.miniFadeIn }, set: { $0.miniFadeIn = $1 })
            + [
                .choice(
                    "miniPlayerStyle", [("bar", MiniPlayerStyle.bar), ("card", MiniPlayerStyle.card)], default: "bar",
                    "a full-width bar, or Spotify's inset card tinted from the artwork with a progress line"
                ) { $0.miniPlayerStyle = $1 }
            ] + OptionTable.environment())

    /// What never changes once built, held once (see `PlayerTransitionFixed`).
    var fixed: PlayerTransitionFixed
    /// The settings the transition was made with.
    public var configuration: Configuration { fixed.configuration }
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// What is playing: the track the mini player (and the full player's own Now
    /// Playing) shows, its progress and whether it plays. A parent owns it and
    /// sets it (`update { $0.playback = … }`); on its own nothing plays.
    public var playback = Playback()
    /// The committed state (it changes when a transition completes).
    public internal(set) var side: Side = .closed
    var transition: PlayerTransitionAnimators?
    /// Decides who owns each pointer (the drag, a tap, or nothing) and hands the drag its travel.
    var gestures = PointerGestures<PlayerGesture>()
    var drag: PlayerDrag?
    /// The travel along the axis handed to the drag so far (pt): the nested-scrolling owner's position.
    var dragTranslation = 0.0
    /// Rubber-banded drag past either end, pt (positive: up).
    var overscroll: SettlingSpring<Double>
    /// Reduce Motion: the player jumped to a side and fades in there.
    var crossFade = CrossFade()
    var time = 0.0
    /// The layers the model updates, as the tree handed them back.
    var paths: PlayerTransitionPaths { fixed.paths }
    /// The sides a release chooses between, as positions along the travel (pt): closed, open.
    var releaseDetents: [Double] { fixed.releaseDetents }

    /// The player at rest, closed to the mini player.
    public init(configuration: Configuration) {
        fixed = PlayerTransitionFixed(
            configuration: configuration, paths: Self.build(configuration).paths,
            releaseDetents: [0, configuration.travel])
        overscroll = SettlingSpring(spring: configuration.rubberBandSpring, value: 0, tolerance: .points)
        crossFade = CrossFade(spring: configuration.fadeSpring)
    }

    public var background: Color { configuration.environment.palette.background }

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
        // A finishing spring past an end is drawn as it runs up to half the viewport
        // past it, then ever more slowly toward the viewport's size: a flick at the
        // fastest release speed into a slow spring cannot throw the player out of the
        // rubber band's reach, where a finger catching it could not hold it still.
        let past = p > 1 ? p - 1 : p < 0 ? p : 0
        let spring = clamp(p, 0...1) + Self.reachLimited(past * travel, dimension: configuration.axis.main(configuration.viewport)) / travel
        let total = spring + band / travel
        let inside = clamp(total, 0...1)
        let beyond = (total - inside) * travel
        return (inside, max(0, beyond) / travel, -min(0, beyond))
    }

    /// `offset` past an end as drawn: itself up to half of `dimension`, then
    /// approaching `dimension` with the same slope at the knee (never reaching it).
    package static func reachLimited(_ offset: Double, dimension: Double) -> Double {
        let knee = dimension / 2, magnitude = abs(offset)
        guard magnitude > knee, knee > 0 else { return offset }
        let limited = knee + knee * (1 - (-(magnitude - knee) / knee).exponential)
        return offset < 0 ? -limited : limited
    }

    /// How open the player is drawn, counting a stretch past open (0 closed, 1 open).
    var drawnOpenness: Double { drawn.inside + drawn.stretch }

    /// How far a tab bar slides down now, pt (a parent with its own tab bar uses it).
    /// It follows the player under Reduce Motion too: a drag moves both.
    public var tabBarOffset: Double { configuration.tabBarTotal * clamp(drawnOpenness, 0...Tuning.tabBarReach) }

    public var phase: InteractionPhase {
        if drag != nil { return .dragging }
        if transition != nil || overscroll.value != 0 || !crossFade.isSettled { return .animating }
        return .idle
    }

    /// A playing track moves the card's progress line: not at rest while it plays.
    public var isAtRest: Bool { phase == .idle && !(playback.playing && configuration.miniPlayerStyle == .card) }

    /// `state` names the side the player rests on (it changes when a transition
    /// completes); `target` the side it is heading to now (the same when at rest).
    public var state: InteractionState {
        InteractionState([
            ("state", .string(side.rawValue)), ("progress", .number(clamp(openness, 0...1))),
            ("phase", .string(phase.rawValue)), ("target", .string(destination.rawValue))
        ])
    }

    public func invariantViolation() -> String? {
        guard openness.isFinite, overscroll.value.isFinite, overscroll.velocity.isFinite else { return "openness or overscroll is not finite" }
        guard abs(overscroll.value) <= configuration.viewport.height else {
            return "overscroll \(overscroll.value) pt exceeds the rubber band's reach"
        }
        return nil
    }
}

/// What a player never changes once built — its configuration (with the app's
/// catalogue), the paths of its layers, its release detents — held once: a host's
/// driver and a parent read the model by value every frame, and a copy then
/// retains this one reference instead of every path and array in it.
final class PlayerTransitionFixed: Sendable {
    let configuration: PlayerTransition.Configuration
    let paths: PlayerTransitionPaths
    let releaseDetents: [Double]

    init(configuration: PlayerTransition.Configuration, paths: PlayerTransitionPaths, releaseDetents: [Double]) {
        self.configuration = configuration
        self.paths = paths
        self.releaseDetents = releaseDetents
    }
}

/// The mini player's look (see `PlayerTransition.Configuration.miniPlayerStyle`).
public enum MiniPlayerStyle: String, Hashable, Sendable {
    /// A full-width bar above the tab bar, or Spotify's inset card tinted from the artwork with a progress line.
    case bar, card
}

/// The drag in progress: the animators' fractions when it began, and what a
/// release would do (for `threshold` events).
struct PlayerDrag: Sendable {
    var startFractions: (frame: Double, content: Double, mini: Double)
    /// Where a release at the drag's start, held still, would have left the player.
    var startOutcome: PlayerTransition.Side
    /// Whether releasing now would end elsewhere (the last `threshold` sent).
    var crossed = false
}
