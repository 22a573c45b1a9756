import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Apple Music's card deck: a card slides up over the app, which shrinks, dims
/// and rounds its corners in exact sync; both ways interactive, with the card's
/// scrolling content handing the drag over to dismissal and back (a
/// `NestedScrollChain` of the content's `ScrollOwner` inside the card's own
/// owner), a grabber chevron that flattens while dragging, status-bar taps,
/// controls that step aside, and optional medium/large detents.
///
/// Everything drawn is a function of the card's top edge alone (`progress`), so
/// the presenting view, dim, corner radii and status bar are in sync whether
/// the card is scrubbed by a finger or animated by its spring. The app's views
/// go in two slots: `presenting` (its screen behind the card) and `card.content`
/// (the card's content, whose scroll the engine owns: it is `contentOffset` down);
/// the rows drawn by default are the catalogue's queue.
///
/// ```swift
/// var configuration = CardPresentation.Configuration(viewport: Size(width: 390, height: 844))
/// configuration.contentHeight = 1_800          // the app's own content view
/// var driver = InteractionDriver(CardPresentation(configuration: configuration))
/// try driver.perform(.present, at: 0)
/// ```
public struct CardPresentation: Interaction {
    /// What a host can ask of the card without a gesture.
    public enum Action: InteractionActions, Equatable {
        /// Present the card; dismiss it; a status-bar tap (scroll to top, or dismiss at the top); scroll its content to the top; the escape gesture (dismiss).
        case present, dismiss, statusBarTap, scrollToTop, escape
        /// Move the row in slot `from` to slot `to` (what a drop by its reorder handle does; VoiceOver's Move up / Move down).
        case moveRow(from: Int, to: Int)

        public static let table = ActionTable<Action>([
            .action("present", .present, "present the card (as tapping the Up Next row does)", key: "ArrowUp", label: "Present card"),
            .action("dismiss", .dismiss, "dismiss the card", key: "ArrowDown", label: "Dismiss card"),
            .action(
                "statusBarTap", .statusBarTap, "a tap on the status bar: scroll the content to its top, or dismiss when it is there",
                label: "Tap the status bar"),
            .action("scrollToTop", .scrollToTop, "scroll the card's content to its top"),
            .action("escape", .escape, "the accessibility escape gesture: dismiss", key: "Escape", label: "Escape (dismiss)"),
            .integers(
                "moveRow", fields: ("from", "to"), 0...10_000, fieldSummaries: ("the row's slot, from 0", "the slot it moves to"),
                "move a row of the list to another slot (as dragging it by its handle does)",
                make: { .moveRow(from: $0, to: $1) }, read: { if case .moveRow(let from, let to) = $0 { (from, to) } else { nil } })
        ])
    }

    public static let id = "card-presentation"
    public static let summary = "a card slides up over the app, which shrinks and dims; drag it down to dismiss once its content is at the top"

    /// The settings the card was made with.
    public internal(set) var configuration: Configuration
    /// Events since the host last took them: `threshold`, `presented`, `dismissed`, `reordered`.
    public var events = EventOutbox()
    /// The catalogue tracks the rows show, in order (a parent's queue: the tracks
    /// after the one playing); empty: the catalogue's own queue after its first
    /// track (1, 2, 3…, cycling through the catalogue). A row moved by its handle
    /// moves here too (the list is then written out in full, one entry a row).
    public var queue: [Int] = []
    /// The rows being reordered by a handle (and settling after a drop).
    var reorder: RowReorder
    /// The list scrolling by itself while the finger holding a row rests near an end.
    var autoScroll: AutoScroll?
    /// The rows' places are written: a touch, an action or an environment moved them, or the step they land in.
    var rowPlaces = RedrawMark()
    /// The row whose handle the last touch came down on, if any.
    var handleSlot: Int?
    /// The content inside the card's own owner: one drag, handed between them.
    var chain: NestedScrollChain<ScrollOwner, CardOwner>
    /// The grabber's flatness (0 chevron, 1 line): held while dragging, sprung back after.
    var grabber: SettlingSpring<Double>
    /// The slider row (its thumb moves by the finger's travel and grows while held).
    var slider: Slider
    /// Reduce Motion's cross-fade: the card is where it is going at once and fades there.
    var fade: CrossFade
    /// Where a Reduce Motion card that jumped off screen was drawn: it fades out there.
    var fadingOutFrom: Double?
    var gestures = PointerGestures<CardGesture>()
    /// What the owning pointer is doing, once the arena has decided.
    var gesture: CardGesture?
    /// Whether the card was presented when the current drag began.
    var presentedAtDragStart = false
    /// Whether releasing now would change the outcome (the last `threshold` said so).
    var thresholdCrossed = false
    /// Whether the card last came to rest presented (`presented`/`dismissed` are emitted when that changes).
    var restingPresented = false
    var time = 0.0
    /// The layers it updates, from the tree it builds.
    var paths: CardPresentationPaths

    /// The card dismissed, its content scrolled to the top.
    public init(configuration c: Configuration) {
        configuration = c
        chain = NestedScrollChain(
            inner: ScrollOwner(ScrollPhysics(c.contentScroll)),
            outer: CardOwner(top: c.dismissedTop, tops: c.restingTops, spring: c.spring))
        grabber = SettlingSpring(spring: c.grabberSpring, value: 0, tolerance: .progress)
        slider = Slider(value: Tuning.sliderValue, spring: c.thumb)
        fade = CrossFade(spring: c.fade)
        reorder = Self.makeReorder(c)
        paths = Self.buildLayers(c, queue: []).paths
    }

    public var background: Color { configuration.environment.palette.backdrop }

    /// The card's drawn top edge: its spring's value, except that past either end
    /// of the track it goes through a soft limit, x·L/(x + L) for x pt past (slope 1
    /// at the end, so the motion stays smooth; never more than L, `overshootLimit`).
    var cardTop: Double {
        let top = chain.outer.top.value, large = configuration.largeTop, dismissed = configuration.dismissedTop
        if top < large { return large - rubberBand(offset: large - top, dimension: configuration.overshootLimit, coefficient: 1) }
        if top > dismissed { return dismissed + rubberBand(offset: top - dismissed, dimension: configuration.overshootLimit, coefficient: 1) }
        return top
    }

    /// 0 dismissed … 1 presented at the large detent (a spring may pass 1 slightly).
    public var progress: Double { shownFraction(of: cardTop, restingAt: configuration.largeTop) }

    /// How far a card at `top` has come from dismissed toward a rest at `rest`: 0
    /// gone, 1 there (a degenerate track gives 1 once the card is on screen at all).
    func shownFraction(of top: Double, restingAt rest: Double) -> Double {
        let travel = configuration.dismissedTop - rest
        return travel > 0 ? (configuration.dismissedTop - top) / travel : (top < configuration.dismissedTop ? 1 : 0)
    }

    /// The scroll offset of the card's content, pt: where a host scrolls the
    /// app's view mounted in `card.content`.
    public var contentOffset: Double { chain.inner.scroll.contentOffset }

    /// Whether the card is (or is heading to be) presented.
    public var isPresented: Bool {
        if gesture == .drag || gesture == .present { return presentedAtDragStart }
        return chain.outer.top.target < configuration.dismissedTop - Tuning.goneMargin
    }

    /// The detent the card rests at (or heads for), or nil when dismissed.
    public var detent: Detent? {
        guard isPresented else { return nil }
        let target = gesture == nil ? chain.outer.top.target : cardTop
        let medium = configuration.mediumTop, large = configuration.largeTop
        return configuration.detents.count > 1 && abs(target - medium) < abs(target - large) ? .medium : .large
    }

    /// Whether a Reduce Motion card is still fading out where it was.
    var isFadingOut: Bool { fadingOutFrom != nil && !fade.isSettled }

    /// Light over a dark app (a dark appearance) always; over a light one, from
    /// the first frame presentation starts until the card is fully gone.
    public var statusBarIsLight: Bool {
        configuration.environment.appearance == .dark || cardTop < configuration.dismissedTop - 1e-9 || isPresented || isFadingOut
    }

    public var phase: InteractionPhase {
        if gesture != nil, gesture != .statusBarTap, gesture != .sourceTap { return .dragging }
        if !chain.isAtRest || !grabber.isSettled || !slider.isSettled || !fade.isSettled || !reorder.isSettled { return .animating }
        return .idle
    }

    public var state: InteractionState {
        InteractionState([
            ("presented", .bool(isPresented)), ("progress", .number(clamp(progress, 0...1))),
            ("contentOffset", .number(contentOffset)),
            ("statusBar", .string(statusBarIsLight ? "light" : "dark")), ("phase", .string(phase.rawValue)),
            ("detent", .string(detent?.rawValue ?? "none")), ("slider", .number(slider.value))
        ])
    }

    public func invariantViolation() -> String? {
        let scroll = chain.inner.scroll
        guard cardTop.isFinite, chain.outer.top.velocity.isFinite, scroll.contentOffset.isFinite, scroll.velocity.isFinite, grabber.value.isFinite,
            slider.growth.value.isFinite, fade.opacity.isFinite
        else {
            return "a position or velocity is not finite"
        }
        let c = configuration
        guard cardTop > c.largeTop - c.overshootLimit, cardTop < c.dismissedTop + c.overshootLimit else {
            return "card top \(cardTop) is off its track (\(c.largeTop)…\(c.dismissedTop), ± \(c.overshootLimit))"
        }
        return nil
    }
}

/// The list scrolling by itself under a finger that holds a row near its top or
/// bottom: from `offset` at `time`, at `speed` pt/s (the finger's `y` on screen
/// is still until its next event). The offset is computed from here at every
/// instant, so every frame rate scrolls it the same.
struct AutoScroll: Hashable, Sendable {
    var fingerY: Double
    var time: Double
    var offset: Double
    var speed: Double
}

/// What competes for a pointer on the card presentation (see `GestureArena`).
enum CardGesture: Hashable, Sendable {
    /// Dragging the card (and its content) vertically.
    case drag
    /// Dragging the card up from the Up Next row.
    case present
    /// A tap on the Up Next row, once the presenting drag has failed.
    case sourceTap
    /// A tap in the status bar while the card is shown.
    case statusBarTap
    /// The slider row's thumb and track: a control, it claims its touch.
    case slider
    /// A row's reorder handle: a control, it claims its touch; the row follows the finger.
    case reorder
}
