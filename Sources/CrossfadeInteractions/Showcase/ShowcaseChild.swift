import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// The showcase's five children, listed once: their order (the state's, the
/// arena's), their names (the prefix of their ids, actions, events, state and
/// springs) and, through `Showcase.visit`, their models and containers.
enum ShowcaseChild: CaseIterable, Hashable, Sendable {
    case player, carousel, library, lyrics, queue

    /// Every child, in order, stored once (`allCases` builds a new array each time it is read).
    static let all = allCases

    /// The child's name: `player.open`, `carousel.…` ids, `{"player": {…}}` in the state.
    var name: String {
        switch self {
        case .player: "player"
        case .carousel: "carousel"
        case .library: "library"
        case .lyrics: "lyrics"
        case .queue: "queue"
        }
    }
}

/// Something the showcase does to any of its children the same way, whichever
/// model it is (generic, not an existential: the engine's Embedded Swift subset).
protocol ShowcaseChildVisitor {
    associatedtype Result
    /// Does it to `child`, whose container is at `container` in the showcase's layers.
    mutating func visit<Model: Interaction>(_ child: inout ChildInteraction<Model>, container: LayerPath) -> Result
}

/// Something the showcase reads from any of its children the same way.
protocol ShowcaseChildReader {
    associatedtype Result
    /// Reads it from `child`, whose container is at `container` in the showcase's layers.
    func read<Model: Interaction>(_ child: ChildInteraction<Model>, container: LayerPath) -> Result
}

extension Showcase {
    /// Hands `child` and its container's path to `visitor`: the one switch over the five.
    mutating func visit<Visitor: ShowcaseChildVisitor>(_ child: ShowcaseChild, _ visitor: inout Visitor) -> Visitor.Result {
        switch child {
        case .player: visitor.visit(&player, container: paths.player)
        case .carousel: visitor.visit(&carousel, container: paths.carousel)
        case .library: visitor.visit(&library, container: paths.library)
        case .lyrics: visitor.visit(&lyrics, container: paths.lyrics)
        case .queue: visitor.visit(&queue, container: paths.queue)
        }
    }

    /// Hands `child` and its container's path to `reader`, changing nothing. (Always
    /// inlined: a call copied the whole showcase, and `phase` reads every child each frame.)
    @inline(__always)
    func read<Reader: ShowcaseChildReader>(_ child: ShowcaseChild, _ reader: Reader) -> Reader.Result {
        switch child {
        case .player: reader.read(player, container: paths.player)
        case .carousel: reader.read(carousel, container: paths.carousel)
        case .library: reader.read(library, container: paths.library)
        case .lyrics: reader.read(lyrics, container: paths.lyrics)
        case .queue: reader.read(queue, container: paths.queue)
        }
    }
}

/// Hands a pointer event (the showcase's coordinates) to a child.
struct ShowcaseDelivery: ShowcaseChildVisitor {
    typealias Result = Void
    let event: PointerEvent
    let layers: [Layer]

    func visit<Model: Interaction>(_ child: inout ChildInteraction<Model>, container: LayerPath) {
        child.handle(event, container: container, in: layers)
    }
}

/// What a child claims at a point (the showcase's coordinates).
struct ShowcaseClaims: ShowcaseChildReader {
    typealias Result = [GestureClaim]
    let point: Point
    let layers: [Layer]

    func read<Model: Interaction>(_ child: ChildInteraction<Model>, container: LayerPath) -> [GestureClaim] {
        child.claims(at: point, container: container, in: layers)
    }
}

/// A child's phase.
struct ShowcasePhases: ShowcaseChildReader {
    func read<Model: Interaction>(_ child: ChildInteraction<Model>, container: LayerPath) -> InteractionPhase { child.model.phase }
}

/// A child's state, for the showcase's, nested under the child's name.
struct ShowcaseStates: ShowcaseChildReader {
    func read<Model: Interaction>(_ child: ChildInteraction<Model>, container: LayerPath) -> InteractionState { child.model.state }
}

/// What a child finds wrong with itself, if anything.
struct ShowcaseInvariants: ShowcaseChildReader {
    func read<Model: Interaction>(_ child: ChildInteraction<Model>, container: LayerPath) -> String? { child.model.invariantViolation() }
}
