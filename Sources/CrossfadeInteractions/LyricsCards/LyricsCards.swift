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
/// given, and its id is `card.<line index>`. The lines are the catalogue track's
/// lyrics (or the `lrc` option's); each card is a slot where a host may mount its
/// own view of the line. Out go `threshold` (the drag passes the dismissal offset)
/// and `swap`.
public struct LyricsCards: Interaction {
    /// The deck's settings: its viewport, the track and lyrics it shows, and how the cards move.
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        /// The app's data: the deck is a track's lyrics, and its cards name the track.
        public var catalogue = Catalogue.demo
        /// The catalogue's track the deck shows (its lyrics; its title and artist on each card).
        public var track = 0
        /// Lyrics shown instead of the track's own (the `lrc` option); nil: the track's.
        public var lrc: LRC?
        /// The movements the front card follows: vertical (`y`), horizontal (`x`) or free (`both`).
        public var dragDirection = PanDirection.vertical
        /// Beyond this distance (pt, by position or projection) a release swaps.
        public var dismissalOffset = 80.0
        /// Fading starts after this much drag, pt (never beyond the dismissal offset).
        public var fadeStart = 20.0
        /// The opacity reached at the dismissal offset.
        public var minimumOpacity = 0.4
        /// The back card's scale (0.9: 90 % of the front card's size).
        public var backScale = 0.9
        /// How far the back card sits up the stack, pt.
        public var backOffset = 30.0
        /// The cards' corner radius, pt.
        public var cornerRadius = 16.0
        /// The response (s) of the spring for returning and swapping (it carries the release velocity).
        public var springResponse = 0.42
        /// The damping ratio of that spring.
        public var springDampingRatio = 0.82
        /// Reduce Motion's cross-fade (a card jumped to its slot and fades in there): its response, s…
        public var fadeResponse = 0.3
        /// …and damping ratio.
        public var fadeDampingRatio = 1.0
        /// Use only the first N lines (0: all).
        public var cardLimit = 0
        /// Draw a background with a title behind the deck (a parent with its own view turns it off).
        public var drawsBackground = true

        public init(viewport: Size) { self.viewport = viewport }

        /// The lyrics the deck shows: `lrc`, or the track's own from the catalogue.
        public var lyrics: LRC { lrc ?? catalogue.track(track).lyrics }
        /// The spring for returning and swapping.
        public var spring: Spring { Spring(response: springResponse, dampingRatio: springDampingRatio) }
        /// Reduce Motion's cross-fade.
        public var fadeSpring: Spring { Spring(response: fadeResponse, dampingRatio: fadeDampingRatio) }
        /// The drag distance at which fading starts: never past the dismissal offset.
        var effectiveFadeStart: Double { min(fadeStart, dismissalOffset) }
        /// The axis the deck is stacked along: the back card peeks out above.
        var stackAxis: Axis { .vertical }
        /// The back slot's offset from the front slot.
        var backSlotOffset: Vector { stackAxis.vector(-backOffset) }

        /// The front card's frame at rest, in the model's coordinates: inset from the
        /// sides clear of a landscape phone's notch, no wider than the readable width
        /// (centred on wide viewports, as iPad apps keep their content), and no taller
        /// than its share of the height (a short viewport gets a shorter card).
        public var cardFrame: Rect {
            let safe = environment.safeArea, usable = max(1, viewport.width - safe.leading - safe.trailing)
            let width = min(max(1, usable - 2 * Tuning.cardInset), Tuning.readableWidth)
            let height = min(viewport.height * Tuning.cardHeightShare, width * Tuning.cardAspect)
            let left = environment.isRightToLeft ? safe.trailing : safe.leading
            return Rect(x: left + (usable - width) / 2, y: (viewport.height - height) / 2 + Tuning.cardDrop, width: width, height: height)
        }
    }

    /// What a host can ask of the deck without a gesture.
    public enum Action: InteractionActions, Equatable {
        /// Bring the next or previous line forward.
        case next, previous
        /// Bring forward the line showing at `time`, s into the track.
        case seek(time: Double)

        public static let table = ActionTable<Action>([
            .action("next", .next, "bring the next line forward", key: "ArrowRight", label: "Next line"),
            .action("previous", .previous, "bring the previous line forward", key: "ArrowLeft", label: "Previous line"),
            .number(
                "seek", field: "time", -1e9...1e9, fieldSummary: "the track time, s", "bring forward the line showing at a track time",
                label: "Line at time",
                make: { .seek(time: $0) }, read: { if case .seek(let time) = $0 { time } else { nil } })
        ])
    }

    public static let id = "lyrics-cards"
    public static let summary = "a deck of lyric cards: drag the front card away to reveal the next line; short drags spring back"
    public static let options = OptionTable<Configuration>(
        [
            .choice(
                "axis", [("y", PanDirection.vertical), ("x", .horizontal), ("both", .free)], default: "y",
                "the axis the card is dragged along"
            ) { $0.dragDirection = $1 },
            .number("dismissalOffset", 1...1_000, default: 80, "drag distance past which a release swaps, pt") { $0.dismissalOffset = $1 }.live(),
            .number("fadeStart", 0...1_000, default: 20, "drag distance before fading starts, pt") { $0.fadeStart = $1 }.live(),
            .number("minimumOpacity", 0...1, default: 0.4, "opacity at the dismissal offset") { $0.minimumOpacity = $1 }.live(),
            .number("backScale", 0.1...1, default: 0.9, "scale of the back card") { $0.backScale = $1 }.live(),
            .number("backOffset", 0...500, default: 30, "how far up the back card sits, pt") { $0.backOffset = $1 },
            .number("cornerRadius", 0...200, default: 16, "card corner radius, pt") { $0.cornerRadius = $1 }.live(),
            // Every spring these two ranges admit comes to rest within `Replay.settleLimit`
            // (10 s) from any release: a test checks the corners.
            .spring("springResponse", spring: "card", .response, 0.05...1.5, default: 0.42, "return/swap spring response, s") {
                $0.springResponse = $1
            },
            .spring("springDampingRatio", spring: "card", .dampingRatio, 0.4...1.5, default: 0.82, "return/swap spring damping ratio") {
                $0.springDampingRatio = $1
            },
            .spring("fadeResponse", spring: "fade", .response, 0.05...1.5, default: 0.3, "Reduce Motion's cross-fade response, s") {
                $0.fadeResponse = $1
            },
            .spring("fadeDampingRatio", spring: "fade", .dampingRatio, 0.5...1.5, default: 1, "Reduce Motion's cross-fade damping ratio") {
                $0.fadeDampingRatio = $1
            },
            .integer("cards", 0...10_000, default: 0, "use only the first N lyric lines (0: all)") { $0.cardLimit = $1 },
            .string("lrc", maximumBytes: 1 << 20, default: "", "synced lyrics in LRC format (empty: the catalogue track's)") {
                (configuration: inout Configuration, text: String) throws(InteractionError) in
                guard !text.isEmpty else { return }
                let lyrics = LRC.parse(text)
                if let issue = lyrics.issues.first {
                    let more = lyrics.issues.count > 1 ? " (and \(lyrics.issues.count - 1) more)" : ""
                    throw .invalidOption(name: "lrc", reason: "\(issue)\(more)")
                }
                configuration.lrc = lyrics
            }
        ] + OptionTable.environment())

    /// What never changes once built, held once (see `LyricsCardsFixed`).
    var fixed: LyricsCardsFixed
    /// The settings the deck was made with.
    public var configuration: Configuration { fixed.configuration }
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// The lyrics shown (`configuration.lyrics`, resolved once).
    public var lyrics: LRC { fixed.lyrics }
    /// The deck's lines (never empty: an empty deck gets one "♪" card).
    var deck: [LyricLine] { fixed.deck }
    /// Each line's card layer id, made once.
    var cardIDs: [String] { fixed.cardIDs }
    /// What every card's footer says: the track's title and artist.
    var footer: String { fixed.footer }
    /// The two card views; `frontView` says which is in front.
    var views: [CardView]
    var frontView = 0
    /// The deck index of the front card.
    public internal(set) var front = 0
    /// Decides who owns each pointer and hands the drag its travel since the last move.
    var gestures = PointerGestures<LyricsGesture>()
    var drag: CardDrag?
    var time = 0.0
    /// The layers the model updates, as the tree handed them back.
    var paths: LyricsCardsPaths { fixed.paths }

    /// The deck at rest with its first line in front (no lyrics: one card showing ♪).
    public init(configuration: Configuration) {
        let lyrics = configuration.lyrics
        var lines = lyrics.lines
        if configuration.cardLimit > 0 { lines = Array(lines.prefix(configuration.cardLimit)) }
        let deck = lines.isEmpty ? [LyricLine(time: 0, text: "♪")] : lines
        let footer = Self.footer(configuration)
        let spring = configuration.spring
        let views = [
            CardView(index: 0, slot: .front, spring: spring, fade: configuration.fadeSpring, backOffset: configuration.backSlotOffset),
            CardView(
                index: deck.count > 1 ? 1 : 0, slot: .back, spring: spring, fade: configuration.fadeSpring, backOffset: configuration.backSlotOffset)
        ]
        self.views = views
        fixed = LyricsCardsFixed(
            configuration: configuration, lyrics: lyrics, deck: deck, cardIDs: deck.indices.map { configuration.id("card.\($0)") },
            footer: footer, paths: Self.build(configuration, deck: deck, footer: footer, views: views, frontView: 0).paths)
    }

    var backView: Int { 1 - frontView }

    public var background: Color { configuration.environment.palette.background }

    public var phase: InteractionPhase {
        if drag != nil { return .dragging }
        return views.allSatisfy { $0.isSettled(at: time) } ? .idle : .animating
    }

    public var state: InteractionState {
        InteractionState([("front", .int(front)), ("phase", .string(phase.rawValue))])
    }

    public func invariantViolation() -> String? {
        guard deck.indices.contains(front), views.allSatisfy({ deck.indices.contains($0.index) }) else { return "a card shows no line of the deck" }
        guard views[frontView].index == front else { return "the front view does not show the front line" }
        for view in views {
            guard view.offset.value.isFinite, view.depth.value.isFinite else { return "a card's offset or depth is not finite" }
            let opacity = opacity(of: view)
            guard opacity >= 0, opacity <= 1 else { return "a card's opacity \(opacity) is outside 0…1" }
        }
        return nil
    }

    /// "Title · Artist": the `lrc` text's own `[ti:]`/`[ar:]` tags when it names its
    /// song, else the catalogue track's.
    static func footer(_ c: Configuration) -> String {
        if let tags = c.lrc?.metadata, let title = tags["ti"], !title.isEmpty {
            return tags["ar"].map { $0.isEmpty ? title : title + " · " + $0 } ?? title
        }
        let track = c.catalogue.track(c.track)
        return track.artist.isEmpty ? track.title : track.title + " · " + track.artist
    }
}

/// What a deck never changes once built — its configuration (with the app's
/// catalogue), lyrics, lines, ids, footer and the paths of its layers — held once:
/// a host's driver and a parent read the model by value every frame, and a copy
/// then retains this one reference instead of every array and string in it.
final class LyricsCardsFixed: Sendable {
    let configuration: LyricsCards.Configuration
    let lyrics: LRC
    let deck: [LyricLine]
    let cardIDs: [String]
    let footer: String
    let paths: LyricsCardsPaths

    init(configuration: LyricsCards.Configuration, lyrics: LRC, deck: [LyricLine], cardIDs: [String], footer: String, paths: LyricsCardsPaths) {
        self.configuration = configuration
        self.lyrics = lyrics
        self.deck = deck
        self.cardIDs = cardIDs
        self.footer = footer
        self.paths = paths
    }
}

/// What competes for a pointer on the deck: the front card's drag.
enum LyricsGesture: Hashable, Sendable {
    case drag
}

/// A finger on the front card: whether a still release where it was caught would
/// have swapped, and whether one now would differ (the last `threshold` sent).
struct CardDrag: Sendable {
    var startSwaps: Bool
    var crossed = false
    /// The finger's travel across the drag's axis (pt, unbanded): the card shows it rubber-banded…
    var crossTravel = 0.0
    /// …from here (pt across the axis): the front slot, or where a card coming forward
    /// across the axis was caught (`crossCatch`).
    var crossAnchor = 0.0
}
