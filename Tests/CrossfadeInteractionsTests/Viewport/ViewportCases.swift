import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// Where an interaction is when its viewport changes.
enum ViewportSituation: String, Sendable {
    /// Nothing moves.
    case rest
    /// A finger holds what it drags, still, at the change; it moves on after it.
    case drag
    /// An animation runs (an action's, or a swap's).
    case flight
}

/// What a user sees of the state across a change, as a number.
enum ViewportMeasure: Sendable, CustomStringConvertible {
    /// The state's `progress` (0…1; a child's, in the showcase): progress-like.
    case progress(child: String?)
    /// Where layer `id`'s centre is from the centre of its strip (layer `strip`, or the
    /// viewport), in strip widths: an anchored item's place (a cover, a page). Now
    /// Playing's covers scroll in a strip that is the whole width in portrait and
    /// beside the controls in landscape.
    case place(String, in: String? = nil)
    /// How far layer `id` has gone toward the back of the deck (0 front, 1 back:
    /// its scale 1 → 0.9): progress-like.
    case depth(String)
    /// How far layer `id` is dragged toward a swap: its offset over the 80 pt
    /// dismissal offset: progress-like.
    case pull(String)

    /// How far it may move across the change: 0.05 for progress, 0.01 of the viewport for a place.
    var tolerance: Double {
        if case .place = self { return 0.01 }
        return 0.05
    }

    func value(_ driver: AnyInteractionDriver) -> Double {
        let scene = driver.scene
        switch self {
        case .progress(let child):
            let state = child.flatMap { driver.state.child($0) } ?? driver.state
            return state["progress"]?.number ?? .nan
        case .place(let id, let strip):
            guard let box = scene.flatLayer(id)?.box else { return .nan }
            let area = strip.flatMap { scene.flatLayer($0)?.box } ?? Rect(origin: .zero, size: scene.viewport)
            return (box.midX - area.midX) / area.width
        case .depth(let id):
            guard let layer = scene.flatLayer(id)?.layer else { return .nan }
            return (1 - layer.transform.a) / (1 - 0.9)
        case .pull(let id):
            guard let layer = scene.flatLayer(id)?.layer else { return .nan }
            return layer.transform.ty / 80
        }
    }

    var description: String {
        switch self {
        case .progress(let child): child.map { "\($0).progress" } ?? "progress"
        case .place(let id, _): "\(id)'s place"
        case .depth(let id): "\(id)'s depth"
        case .pull(let id): "\(id)'s pull"
        }
    }
}

/// One interaction in one situation at a viewport change (at `at` s, on a
/// 390 × 844 phone): what leads there, what the finger does after it, what is
/// measured, which state keys must not change, and which must end as they would
/// have without the change.
struct ViewportCase: Sendable, CustomTestStringConvertible {
    var line: Int
    var id: String
    var situation: ViewportSituation
    var name: String
    var setUp: [Trace.Event]
    var at: Double
    /// A drag's moves after the change (its first report lands where the platform
    /// puts the finger in the new layout, the rest by these steps), then the lift.
    var continuation: [Vector] = []
    var measure: ViewportMeasure
    var kept: [String]
    var outcome: [String]
    var testDescription: String { "\(id) \(situation.rawValue): \(name)" }
}

enum ViewportCases {
    static let conditions: [ViewportCondition] = [30.0, 60, 120].flatMap { fps in
        [ViewportCondition(change: .rotation, fps: fps), ViewportCondition(change: .resize, fps: fps)]
    }

    static func action(_ name: String, _ t: Double) -> Trace.Event { .action(InteractionAction(name), time: t) }

    /// A drag from `start` by `travel` in 12 moves over 0.1 s, from `t` s, then held still.
    static func drag(from start: Point, by travel: Vector, at t: Double) -> [Trace.Event] {
        var events: [Trace.Event] = [.pointer(PointerEvent(phase: .down, location: start, time: t))]
        for step in 1...12 {
            let share = Double(step) / 12
            let point = Point(x: start.x + travel.dx * share, y: start.y + travel.dy * share)
            events.append(.pointer(PointerEvent(phase: .move, location: point, time: t + 0.1 * share)))
        }
        return events
    }

    static let all: [ViewportCase] = [
        // player-transition: openness is progress-like.
        ViewportCase(
            line: #line, id: PlayerTransition.id, situation: .rest, name: "the open player stays open",
            setUp: [action("open", 0)], at: 2, measure: .progress(child: nil), kept: ["state", "target", "phase"], outcome: ["state"]),
        ViewportCase(
            line: #line, id: PlayerTransition.id, situation: .drag, name: "the player stays as open under the finger, and opens",
            setUp: drag(from: Point(x: 195, y: 729), by: Vector(dx: 0, dy: -200), at: 0.5), at: 1,
            continuation: Array(repeating: Vector(dx: 0, dy: -40), count: 3), measure: .progress(child: nil), kept: ["state", "phase"],
            outcome: ["state"]),
        ViewportCase(
            line: #line, id: PlayerTransition.id, situation: .flight, name: "the opening player keeps opening",
            setUp: [action("open", 0)], at: 0.12, measure: .progress(child: nil), kept: ["state", "target", "phase"], outcome: ["state"]),
        // lyrics-cards: the cards' offsets and depth carry over.
        ViewportCase(
            line: #line, id: LyricsCards.id, situation: .rest, name: "the second line stays in front",
            setUp: [action("next", 0)], at: 2, measure: .depth("card.1"), kept: ["front", "phase"], outcome: ["front"]),
        ViewportCase(
            line: #line, id: LyricsCards.id, situation: .drag, name: "the dragged card stays pulled, and swaps",
            setUp: drag(from: Point(x: 195, y: 446), by: Vector(dx: 0, dy: 60), at: 0.5), at: 1,
            continuation: Array(repeating: Vector(dx: 0, dy: 15), count: 3), measure: .pull("card.0"), kept: ["front", "phase"],
            outcome: ["front"]),
        ViewportCase(
            line: #line, id: LyricsCards.id, situation: .flight, name: "the card going behind keeps going",
            setUp: [action("next", 0)], at: 0.1, measure: .depth("card.0"), kept: ["front", "phase"], outcome: ["front"]),
        // card-presentation: the card's progress is progress-like.
        ViewportCase(
            line: #line, id: CardPresentation.id, situation: .rest, name: "the presented card stays presented",
            setUp: [action("present", 0)], at: 2, measure: .progress(child: nil), kept: ["presented", "detent", "phase"], outcome: ["presented"]),
        ViewportCase(
            line: #line, id: CardPresentation.id, situation: .drag, name: "the card pulled down stays as far down, and dismisses",
            setUp: [action("present", 0)] + drag(from: Point(x: 195, y: 70), by: Vector(dx: 0, dy: 100), at: 1.5), at: 2,
            continuation: Array(repeating: Vector(dx: 0, dy: 40), count: 3), measure: .progress(child: nil), kept: ["presented", "phase"],
            outcome: ["presented"]),
        ViewportCase(
            line: #line, id: CardPresentation.id, situation: .flight, name: "the card sliding up keeps sliding up",
            setUp: [action("present", 0)], at: 0.1, measure: .progress(child: nil), kept: ["presented", "detent", "phase"], outcome: ["presented"]),
        // cover-carousel: the centred cover is the anchor.
        ViewportCase(
            line: #line, id: CoverCarousel.id, situation: .rest, name: "the second cover stays centred",
            setUp: [action("next", 0)], at: 2, measure: .place("cover.1", in: "carousel"), kept: ["centered", "track", "phase"], outcome: ["centered"]
        ),
        ViewportCase(
            line: #line, id: CoverCarousel.id, situation: .drag, name: "the dragged cover stays at its place, and the next is centred",
            setUp: drag(from: Point(x: 195, y: 300), by: Vector(dx: -100, dy: 0), at: 0.5), at: 1,
            continuation: Array(repeating: Vector(dx: -30, dy: 0), count: 3), measure: .place("cover.0", in: "carousel"), kept: ["centered", "phase"],
            outcome: ["centered", "track"]),
        ViewportCase(
            line: #line, id: CoverCarousel.id, situation: .flight, name: "the cover snapping in keeps coming",
            setUp: [action("next", 0)], at: 0.15, measure: .place("cover.1", in: "carousel"), kept: ["centered", "track", "phase"],
            outcome: ["centered"]),
        // library-pager: the page is the anchor; pages are a viewport wide.
        ViewportCase(
            line: #line, id: LibraryPager.id, situation: .rest, name: "Artists stays shown",
            setUp: [action("nextPage", 0)], at: 2, measure: .place("pager.page.0.1"), kept: ["category", "subcategory", "phase"],
            outcome: ["subcategory"]),
        ViewportCase(
            line: #line, id: LibraryPager.id, situation: .drag, name: "the page dragged stays where it is, and pages on",
            setUp: drag(from: Point(x: 195, y: 500), by: Vector(dx: -100, dy: 0), at: 0.5), at: 1,
            continuation: Array(repeating: Vector(dx: -30, dy: 0), count: 3), measure: .place("pager.page.0.0"),
            kept: ["category", "subcategory", "phase"], outcome: ["subcategory"]),
        ViewportCase(
            line: #line, id: LibraryPager.id, situation: .flight, name: "the page paging in keeps coming",
            setUp: [action("nextPage", 0)], at: 0.15, measure: .place("pager.page.0.1"), kept: ["subcategory", "phase"], outcome: ["subcategory"]),
        // showcase: its children carry on inside it.
        ViewportCase(
            line: #line, id: Showcase.id, situation: .rest, name: "the open player stays open over Your Library",
            setUp: [action("player.open", 0)], at: 2, measure: .progress(child: "player"),
            kept: ["tab", "player.state", "carousel.centered", "phase"],
            outcome: ["player.state"]),
        ViewportCase(
            line: #line, id: Showcase.id, situation: .drag, name: "Your Library's page stays under the finger, and pages on",
            setUp: drag(from: Point(x: 195, y: 400), by: Vector(dx: -100, dy: 0), at: 0.5), at: 1,
            continuation: Array(repeating: Vector(dx: -30, dy: 0), count: 3), measure: .place("library.pager.page.0.0"),
            kept: ["tab", "library.subcategory", "phase"], outcome: ["library.subcategory"]),
        ViewportCase(
            line: #line, id: Showcase.id, situation: .flight, name: "the player opening keeps opening",
            setUp: [action("player.open", 0)], at: 0.12, measure: .progress(child: "player"), kept: ["tab", "player.target", "phase"],
            outcome: ["player.state"])
    ]
}

extension InteractionState {
    /// The value at `path`: an own key, or `child.key` for a child's.
    func value(at path: String) -> Scalar? {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let child = child(parts[0]) else { return self[path] }
        return child[parts[1]]
    }
}
