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
/// the card is scrubbed by a finger or animated by its spring.
public struct CardPresentation: Interaction {
    public struct Configuration: InteractionConfiguration {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        public var topSafeArea: Double { get { environment.safeArea.top } set { environment.safeArea.top = newValue } }
        public var bottomSafeArea: Double { get { environment.safeArea.bottom } set { environment.safeArea.bottom = newValue } }
        /// The presented card's top sits this far below the top safe area, pt.
        public var cardGap = 10.0
        /// The presenting view's scale when the card is presented.
        public var presentingScale = 0.92
        /// The presenting view's and the card's top corner radius when presented, pt.
        public var cornerRadius = 10.0
        /// The dim layer's opacity when presented.
        public var dimOpacity = 0.4
        public var springResponse = 0.45
        public var springDampingRatio = 0.9
        /// Where the card may rest: large alone, or medium (half height) and large.
        public var detents: [Detent] = [.large]
        /// Rows in the card's content (it scrolls).
        public var rowCount = 40
        public var rowHeight = 56.0
        /// Cross-fade the card in place: no slide, no presenting scale.
        public var reduceMotion: Bool { get { environment.reduceMotion } set { environment.reduceMotion = newValue } }
        /// The card's title.
        public var title = "Up Next"
        /// Draw the app behind (with its Up Next row) and a status bar; a parent that
        /// presents the card over its own content turns this off and moves its content
        /// by `presentingTransform` itself.
        public var drawsPresenting = true

        public init(viewport: Size) { self.viewport = viewport }

        /// The card's top when presented at the large detent, pt.
        var largeTop: Double { min(viewport.height - 1, topSafeArea + cardGap) }
        var mediumTop: Double { max(largeTop, (viewport.height / 2).rounded()) }
        var dismissedTop: Double { viewport.height }
        /// How far past its highest rest (or past dismissed) the card is ever drawn,
        /// pt: 4 % of its travel plus 1, whole points. Its spring may overshoot
        /// further (a hard fling, a bouncy option); the excess is drawn through a
        /// soft limit, and the card is this much taller than the screen below it,
        /// so an overshoot never shows a gap.
        var overshootLimit: Double { (0.04 * (dismissedTop - largeTop)).rounded(.up) + 1 }
        /// The card's height: always laid out for its final (large) size.
        var cardHeight: Double { viewport.height - largeTop }
        /// The card's header (grabber and title) above its scrolling content, pt.
        var headerHeight: Double { 64 }
        var contentLength: Double { Double(rowCount + 1) * rowHeight + bottomSafeArea }
        func top(of detent: Detent) -> Double { detent == .large ? largeTop : mediumTop }
        /// Resting tops, ascending (the dismissed position last).
        var restingTops: [Double] {
            var tops = detents.map(top(of:)).sorted()
            tops.append(dismissedTop)
            return tops
        }
    }

    public enum Detent: String, Hashable, Sendable { case medium, large }

    public enum Action: InteractionActions, Equatable {
        case present, dismiss, statusBarTap, scrollToTop, escape

        public static let table = ActionTable<Action>([
            .action("present", .present, "present the card (as tapping the Up Next row does)"),
            .action("dismiss", .dismiss, "dismiss the card"),
            .action("statusBarTap", .statusBarTap, "a tap on the status bar: scroll the content to its top, or dismiss when it is there"),
            .action("scrollToTop", .scrollToTop, "scroll the card's content to its top"),
            .action("escape", .escape, "the accessibility escape gesture: dismiss"),
        ])
    }

    public static let id = "card-presentation"
    public static let summary = "a card slides up over the app, which shrinks and dims; drag it down to dismiss once its content is at the top"
    public static let options = OptionTable<Configuration>([
        .number("topSafeArea", 0...200, default: 47, "top safe-area inset (and status bar height), pt") { $0.topSafeArea = $1 },
        .number("bottomSafeArea", 0...200, default: 34, "bottom safe-area inset, pt") { $0.bottomSafeArea = $1 },
        .number("cardGap", 0...100, default: 10, "gap between the safe area and the presented card, pt") { $0.cardGap = $1 },
        .number("presentingScale", 0.5...1, default: 0.92, "scale of the app behind when presented") { $0.presentingScale = $1 },
        .number("cornerRadius", 0...40, default: 10, "corner radius of the card's top and the app behind, pt") { $0.cornerRadius = $1 },
        .number("dimOpacity", 0...1, default: 0.4, "opacity of the dim layer when presented") { $0.dimOpacity = $1 },
        .number("springResponse", 0.1...1.5, default: 0.45, "the card's spring response, s") { $0.springResponse = $1 },
        .number("springDampingRatio", 0.5...1.5, default: 0.9, "the card's spring damping ratio") { $0.springDampingRatio = $1 },
        .choice("detents", [("large", [Detent.large]), ("medium,large", [.medium, .large])], default: "large",
                "where the card rests: large, or medium and large") { $0.detents = $1 },
        .integer("rowCount", 0...200, default: 40, "rows in the card's content") { $0.rowCount = $1 },
        .number("rowHeight", 20...200, default: 56, "row height, pt") { $0.rowHeight = $1 },
        .bool("reduceMotion", default: false, "cross-fade the card in place") { $0.reduceMotion = $1 },
    ])

    public let configuration: Configuration
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// What the rows show (a parent's queue); empty: "Track 1", "Track 2"…
    public var rows: [TrackSummary] = []
    /// The content inside the card's own owner: one drag, handed between them.
    var chain: NestedScrollChain<ScrollOwner, CardOwner>
    /// The grabber's flatness (0 chevron, 1 line): held while dragging, sprung back after.
    var grabber: SettlingSpring<Double>
    /// The slider row's value, 0…1.
    var sliderValue = 0.3
    /// Where the slider's drag started: the value and the finger's x (it moves by
    /// the finger's travel, as UISlider's thumb does; a touch alone moves nothing).
    var sliderStart = (value: 0.3, x: 0.0)
    var gestures = PointerGestures<CardGesture>()
    /// What the owning pointer is doing, once the arena has decided.
    var gesture: CardGesture?
    /// The finger's vertical travel handed on so far this drag (pt).
    var dragTranslation = 0.0
    /// Whether the card was presented when the current drag began.
    var presentedAtDragStart = false
    /// The detent the card last rested at or was sent to (kept while it is dragged
    /// or dismissed): where a Reduce Motion card is drawn, so it fades and never
    /// slides, and a touch never moves it.
    var shownDetent = Detent.large
    var time = 0.0
    let paths: CardPresentationPaths

    public init(configuration c: Configuration) {
        configuration = c
        let content = ScrollConfiguration(viewportLength: max(0, c.cardHeight - c.headerHeight), contentLength: c.contentLength,
                                          leadingEdge: .pin, trailingEdge: .rubberBand)
        let spring = Spring(response: c.springResponse, dampingRatio: c.springDampingRatio)
        chain = NestedScrollChain(inner: ScrollOwner(ScrollPhysics(content)), outer: CardOwner(top: c.dismissedTop, tops: c.restingTops, spring: spring))
        grabber = SettlingSpring(spring: Spring(response: 0.3, dampingRatio: 1), value: 0, tolerance: .progress)
        paths = CardPresentationPaths(in: Self.buildLayers(c), c)
    }

    public var background: Color { .black }

    /// Where the card's top is now, pt.
    /// The card's drawn top edge: its spring's value, except that past either end
    /// of the track it goes through a soft limit, x·L/(x + L) for x pt past (slope 1
    /// at the end, so the motion stays smooth; never more than L, `overshootLimit`).
    var cardTop: Double {
        let c = configuration, top = chain.outer.top.value
        if top < c.largeTop { return c.largeTop - rubberBand(offset: c.largeTop - top, dimension: c.overshootLimit, coefficient: 1) }
        if top > c.dismissedTop { return c.dismissedTop + rubberBand(offset: top - c.dismissedTop, dimension: c.overshootLimit, coefficient: 1) }
        return top
    }

    /// 0 dismissed … 1 presented at the large detent (a spring may pass 1 slightly).
    public var progress: Double { shownFraction(restingAt: configuration.largeTop) }

    /// How far the card has come from dismissed toward a rest at `top`: 0 gone, 1 there
    /// (a degenerate track gives 1 once the card is on screen at all).
    func shownFraction(restingAt top: Double) -> Double {
        let travel = configuration.dismissedTop - top
        return travel > 0 ? (configuration.dismissedTop - cardTop) / travel : (cardTop < configuration.dismissedTop ? 1 : 0)
    }

    /// Whether the card is (or is heading to be) presented.
    public var isPresented: Bool {
        if gesture == .drag || gesture == .present { return presentedAtDragStart }
        return chain.outer.top.target < configuration.dismissedTop - 0.5
    }

    /// The detent the card rests at (or heads for), or nil when dismissed.
    public var detent: Detent? {
        guard isPresented else { return nil }
        let c = configuration
        let target = gesture == nil ? chain.outer.top.target : cardTop
        return c.detents.count > 1 && abs(target - c.mediumTop) < abs(target - c.largeTop) ? .medium : .large
    }

    /// Remembers the detent the card heads for, if it heads for one.
    mutating func noteShownDetent() {
        if gesture == nil, let detent { shownDetent = detent }
    }

    /// How far a Reduce Motion card has faded in: 0 dismissed, 1 at (or above) the detent it is shown at.
    var fadeProgress: Double { clamp(shownFraction(restingAt: configuration.top(of: shownDetent)), 0...1) }

    /// `light` from the first frame presentation starts until the card is fully gone.
    public var statusBarIsLight: Bool { cardTop < configuration.dismissedTop - 1e-9 || isPresented }

    public var phase: InteractionPhase {
        if gesture != nil, gesture != .statusBarTap, gesture != .sourceTap { return .dragging }
        if !chain.isAtRest || !grabber.isSettled { return .animating }
        return .idle
    }

    public var state: InteractionState {
        InteractionState([("presented", .bool(isPresented)), ("progress", .number(clamp(progress, 0...1))),
                          ("contentOffset", .number(chain.inner.scroll.contentOffset)),
                          ("statusBar", .string(statusBarIsLight ? "light" : "dark")), ("phase", .string(phase.rawValue)),
                          ("detent", .string(detent?.rawValue ?? "none")), ("slider", .number(sliderValue))])
    }

    public func invariantViolation() -> String? {
        let scroll = chain.inner.scroll
        guard cardTop.isFinite, chain.outer.top.velocity.isFinite, scroll.contentOffset.isFinite, scroll.velocity.isFinite, grabber.value.isFinite else {
            return "a position or velocity is not finite"
        }
        let c = configuration
        guard cardTop > c.largeTop - c.overshootLimit, cardTop < c.dismissedTop + c.overshootLimit else {
            return "card top \(cardTop) is off its track (\(c.largeTop)…\(c.dismissedTop), ± \(c.overshootLimit))"
        }
        guard (0...1).contains(sliderValue) else { return "slider value \(sliderValue) is outside 0…1" }
        return nil
    }
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
}
