import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// `lyrics-cards`: a deck of lyric cards (Spotify's lyric cards). Drag the front
/// card: it follows the finger and fades after 20 pt; released short of 80 pt
/// (by position and by projection) it springs back carrying the release velocity;
/// past it, the cards swap — the front card goes behind, taking the back card's
/// scale, offset and z-position, from wherever the finger left it — and the next
/// lyric line is dealt behind. The gesture stays live during a swap: grabbing the
/// card coming forward catches it in flight.
///
/// Like the original, two card views do the work; each shows the deck line it is
/// given, and its id is `card.<line index>`.
public struct LyricsCards: Interaction {
    public enum DragAxis: String, Sendable, CaseIterable { case x, y, both }

    public struct Configuration: Hashable, Sendable {
        public var viewport: Size
        public var axis = DragAxis.y
        /// Beyond this distance (pt, by position or projection) a release swaps.
        public var dismissalOffset = 80.0
        /// Fading starts after this much drag, pt.
        public var fadeStart = 20.0
        /// The opacity reached at the dismissal offset.
        public var minimumOpacity = 0.4
        public var backScale = 0.9
        /// How far up the back card sits, pt.
        public var backOffset = 30.0
        public var cornerRadius = 16.0
        /// The spring for returning and swapping (it carries the release velocity).
        public var spring = Spring(response: 0.42, dampingRatio: 0.82)
        /// Swap by cross-fade instead of movement.
        public var reduceMotion = false
        /// The deck: lyric lines (at least one card).
        public var lyrics = DemoLyrics.lyrics
        /// Use only the first N lines (0: all).
        public var cardLimit = 0

        public init(viewport: Size) { self.viewport = viewport }

        /// The front card's frame at rest.
        var cardFrame: Rect {
            let width = viewport.width - 48
            let height = min(viewport.height * 0.5, width * 1.15)
            return Rect(x: 24, y: (viewport.height - height) / 2 + 24, width: width, height: height)
        }
    }

    public let configuration: Configuration
    /// The deck's lines (never empty: an empty deck gets one "♪" card).
    let deck: [LyricLine]
    /// The two card views; `frontView` says which is in front.
    var views: [CardView]
    var frontView = 0
    /// The deck index of the front card.
    public internal(set) var front = 0
    var pan: PanRecognizer
    var drag: CardDrag?
    var time = 0.0
    /// The layers to draw now, kept up to date by every input (see `refreshScene`).
    public internal(set) var scene = Scene(viewport: .zero, layers: [])
    /// Which line each view's layer currently shows.
    var renderedIndices: [Int] = [-1, -1]

    public init(configuration: Configuration) {
        self.configuration = configuration
        var lines = configuration.lyrics.lines
        if configuration.cardLimit > 0 { lines = Array(lines.prefix(configuration.cardLimit)) }
        deck = lines.isEmpty ? [LyricLine(time: 0, text: "♪")] : lines
        let spring = configuration.spring
        views = [
            CardView(index: 0, slot: .front, spring: spring, backOffset: configuration.backOffset),
            CardView(index: deck.count > 1 ? 1 : 0, slot: .back, spring: spring, backOffset: configuration.backOffset),
        ]
        let direction: PanDirection = switch configuration.axis {
        case .x: .horizontal
        case .y: .vertical
        case .both: .free
        }
        pan = PanRecognizer(direction: direction)
        scene = makeScene()
        noteRenderedIndices()
    }

    var backView: Int { 1 - frontView }

    public var phase: InteractionPhase {
        if drag != nil { return .dragging }
        return views.allSatisfy { $0.isSettled(at: time) } ? .idle : .animating
    }

    public var isAtRest: Bool { phase == .idle && !pan.isActive }

    public var state: InteractionState {
        InteractionState([("front", .int(front)), ("phase", .string(phase.rawValue))])
    }
}

/// A finger on the front card: where the card was when it was caught.
struct CardDrag: Sendable {
    var startOffset: Vector
}

extension LyricsCards {
    static let options: [OptionSpec] = [
        OptionSpec("axis", .choice(["y", "x", "both"]), default: .string("y"), "the axis the card is dragged along"),
        OptionSpec("dismissalOffset", .number(1...1_000), default: .number(80), "drag distance past which a release swaps, pt"),
        OptionSpec("fadeStart", .number(0...1_000), default: .number(20), "drag distance before fading starts, pt"),
        OptionSpec("minimumOpacity", .number(0...1), default: .number(0.4), "opacity at the dismissal offset"),
        OptionSpec("backScale", .number(0.1...1), default: .number(0.9), "scale of the back card"),
        OptionSpec("backOffset", .number(0...500), default: .number(30), "how far up the back card sits, pt"),
        OptionSpec("cornerRadius", .number(0...200), default: .number(16), "card corner radius, pt"),
        OptionSpec("springResponse", .number(0.05...5), default: .number(0.42), "return/swap spring response, s"),
        OptionSpec("springDampingRatio", .number(0.05...3), default: .number(0.82), "return/swap spring damping ratio"),
        OptionSpec("cards", .integer(0...10_000), default: .number(0), "use only the first N lyric lines (0: all)"),
        OptionSpec("lrc", .string, default: .string(""), "synced lyrics in LRC format (empty: the demo track)"),
        OptionSpec("reduceMotion", .bool, default: .bool(false), "swap by cross-fade instead of movement"),
    ]

    public static let descriptor = InteractionDescriptor(
        id: "lyrics-cards",
        summary: "a deck of lyric cards: drag the front card away to reveal the next line; short drags spring back",
        options: options,
        actions: ["next", "previous", "seek"]
    ) { options, viewport in
        var configuration = Configuration(viewport: viewport)
        configuration.axis = DragAxis(rawValue: options.string("axis")) ?? .y
        configuration.dismissalOffset = options.number("dismissalOffset")
        configuration.fadeStart = min(options.number("fadeStart"), configuration.dismissalOffset)
        configuration.minimumOpacity = options.number("minimumOpacity")
        configuration.backScale = options.number("backScale")
        configuration.backOffset = options.number("backOffset")
        configuration.cornerRadius = options.number("cornerRadius")
        configuration.spring = Spring(response: options.number("springResponse"), dampingRatio: options.number("springDampingRatio"))
        configuration.cardLimit = options.integer("cards")
        let lrc = options.string("lrc")
        if !lrc.isEmpty { configuration.lyrics = LRC.parse(lrc) }
        configuration.reduceMotion = options.bool("reduceMotion")
        return LyricsCards(configuration: configuration)
    }
}
