import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// The contract every interaction model follows. Start here.
///
/// A model is a value. A host (through `InteractionDriver`) feeds it pointer
/// events and actions, advances it to instants it is given, and asks it to lay
/// out its layers. It never reads a clock, a random source or a global, so the
/// same inputs give the same layers, bit for bit, on every machine and at every
/// frame rate.
///
/// The rules, which make models composable (a parent hosts children, as the
/// showcase does):
/// 1. **It draws into a frame it is given.** `configuration.viewport` is the size
///    of that frame; every frame the model computes is in its own coordinates
///    (origin top-left), and the parent places the whole tree where it likes.
/// 2. **Its layer ids carry its prefix** (`configuration.idPrefix`, empty on its
///    own), so a child's layers never clash with its siblings'.
/// 3. **It builds its layers once** (`makeLayers`, through a `LayerTree`, which hands
///    back the path of every layer it adds) and then only updates them in place
///    (`updateLayers`) by those paths: no lookup by id, no child reached by its
///    position, and a frame allocates nothing. Ids are for traces and hosts.
/// 4. **It hit-tests in its own coordinates**, on the layers it is handed with
///    each event: `hitTestPath` answers with a path, compared with the paths it
///    built (`LayerPath.isInside`), never an id's prefix or a number parsed from it.
///    A parent hands a child events and asks for its claims through
///    `ChildInteraction`, with the path of the child's container.
/// 5. **Parts that only make it look complete on its own are optional** (e.g. the
///    player's home screen and tab bar), so a parent can supply its own.
/// 6. **Options, actions and state are typed**: an `OptionTable` applies options
///    to the `Configuration`, the `Action` enum is parsed at the boundary, and
///    `state` reports the keys shared/DESIGN.md lists, first.
/// 7. **Time only moves forward, and only through `advance(to:)`**; the driver
///    advances to an event's time before handing the event over.
/// 8. **Invariants hold after every step** (`invariantViolation`): checked in
///    debug builds and by the property sweeps.
/// 9. **What happened goes out as events** (`events`), at the instant it
///    happened; **the app's data and views come in**: its catalogue through the
///    configuration, its views where layers carry slot content.
/// 10. **A viewport change keeps the session** (`setViewport`): the model keeps
///    its state (presented, open, front card, page and sub-page, centred cover,
///    playback, scroll offsets within the new content) and lays out again. What
///    moves carries on from where it is drawn: a progress-like quantity (the
///    player's openness, the card's progress, a card's depth) keeps its progress
///    and its progress per second; a scroll-like position keeps the same item at
///    the same place relative to the viewport and its velocity (a pager's page,
///    a carousel's centred cover; a list, whose rows keep their height, keeps its
///    offset). A finger dragging carries on; a touch the arena has not given to
///    anyone yet — found where it landed, in the layout that is gone — ends as
///    one cancel. Never a jump, never a restart.
public protocol Interaction: Sendable {
    /// The model's settings: the viewport it draws in and everything its options set.
    associatedtype Configuration: InteractionConfiguration
    /// The model's typed actions, parsed from `InteractionAction`s.
    associatedtype Action: InteractionActions

    /// The id traces and hosts use, e.g. `player-transition`.
    static var id: String { get }
    /// One line saying what a user sees.
    static var summary: String { get }
    /// The options, with their specs and how each is applied.
    static var options: OptionTable<Configuration> { get }
    /// The events it emits, with their fields (a parent's include its children's it
    /// forwards, under their names): what hosts map to callbacks, and what the registry
    /// lists. A test fails when a model emits an event not listed here.
    static var eventSpecs: [EventSpec] { get }
    /// Where a host mounts the app's own views: the slot names its layers carry, as
    /// patterns (`cover.N`). A test fails when a model names a slot not listed here.
    static var slotSpecs: [SlotSpec] { get }

    /// The model at rest in its initial state, for `configuration`.
    init(configuration: Configuration)
    /// The settings the model was made with (an environment change updates them).
    var configuration: Configuration { get }

    /// The colour behind every layer.
    var background: Color { get }
    /// The layer tree, built once (dynamic values are set by `updateLayers`).
    func makeLayers() -> [Layer]
    /// Updates the layers `makeLayers` built (and this method updated before) to
    /// show the model now: in place, without rebuilding.
    func updateLayers(_ layers: inout [Layer])
    /// Which layer tree `makeLayers` builds now: a model whose tree changes shape
    /// (the showcase's lyrics deck when the track changes) counts it up, and the
    /// driver builds the tree again. Most models never change shape (0).
    var layerRevision: Int { get }

    /// Steps every running animation to `time` (s). Earlier times are ignored.
    mutating func advance(to time: Double)
    /// Handles a pointer event (finite, in time order, well paired; the model has
    /// been advanced to its time). `layers` are the model's own, as last updated,
    /// in its own coordinates, for hit testing.
    mutating func handle(_ event: PointerEvent, layers: [Layer])
    /// What would compete for a pointer that lands at `point` now (own
    /// coordinates, on `layers`), front-most first; empty when nothing would. A
    /// parent arbitrating between children (the showcase) asks each child under
    /// the touch, decides with one `GestureArena`, and hands the pointer to the
    /// winner alone.
    func claims(at point: Point, layers: [Layer]) -> [GestureClaim]
    /// Performs a non-gesture equivalent (tap targets, open/close, next/previous…).
    mutating func perform(_ action: Action) throws(InteractionError)
    /// Whether `action` does something now, whatever its fields' values (`open` while
    /// the player is closed; not while it is open, nor while a finger drags it): what a
    /// host offers — a page's controls, VoiceOver's actions, the Studio's buttons.
    /// Performing one that does not apply is no error: it changes nothing. Default:
    /// every action applies.
    func isAvailable(_ action: Action) -> Bool
    /// Draws for `environment` from now on (a valid one: the driver checks it),
    /// without restarting anything: what never changes once built is rebuilt from
    /// the new configuration, the dynamic state (springs, drags, indices) is kept,
    /// and whatever rests where the environment says (a card's detent under a new
    /// safe area) is re-targeted — at rest it is there at once, animating it heads
    /// there, under a finger it stays under the finger. The layer tree may change
    /// (text scale, direction, palette): the driver builds it again.
    mutating func setEnvironment(_ environment: InteractionEnvironment)
    /// Lays out for `viewport` (a valid one, in `InteractionViewport.range`: the
    /// driver checks it) and `environment` from now on, in one relayout: a
    /// rotation's new size and safe areas arrive together, with no layout between
    /// them. The state is kept and what moves carries on (rule 10 above): a
    /// progress-like quantity keeps its progress and its progress per second, a
    /// scroll-like position keeps its anchored item at the same place relative to
    /// the viewport and its velocity, springs head for where their targets now
    /// are; a drag carries on, a touch not yet decided ends as one cancel. The
    /// layer tree is built again by the driver.
    mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment)
    /// Takes `configuration`, which differs from the current one only in options
    /// its table marks live (`InteractionOption.live()`; the driver checks it), as
    /// `setEnvironment` takes a new environment: what never changes once built is
    /// rebuilt, the state is kept, and whatever rests where an option says heads
    /// there. The layer tree is built again by the driver. Default: nothing (an
    /// interaction without live options; a test checks that every live option
    /// reaches its configuration).
    mutating func applyLiveOptions(_ configuration: Configuration)

    /// Idle, dragging or animating.
    var phase: InteractionPhase { get }
    /// Whether nothing it draws changes with time any more: idle, and no clock
    /// running (a playing track's slider moves while nothing animates). Replay
    /// stops at the first frame at rest, so a model whose scene follows the clock
    /// must say so here, or replays at different frame rates would end at
    /// different instants. Default: `phase == .idle`.
    var isAtRest: Bool { get }
    /// A small summary of the state (shared/DESIGN.md lists the keys).
    var state: InteractionState { get }
    /// The events emitted since the host last took them (the driver takes them
    /// after every step): thresholds, swaps, pages, tracks… at their instants.
    var events: EventOutbox { get set }
    /// What is wrong with the model's own state, or nil (finite values, progress
    /// in range, valid indices).
    func invariantViolation() -> String?
}

extension Interaction {
    /// Whether nothing moves and no finger drags.
    public var isAtRest: Bool { phase == .idle }

    /// A tree that never changes shape.
    public var layerRevision: Int { 0 }

    /// No live options.
    public mutating func applyLiveOptions(_ configuration: Configuration) {}

    /// Every action applies.
    public func isAvailable(_ action: Action) -> Bool { true }

    public func invariantViolation() -> String? { nil }

    /// The model's layers with their dynamic values set: what a host draws first.
    public func layers() -> [Layer] {
        var layers = makeLayers()
        updateLayers(&layers)
        return layers
    }
}

/// What every interaction's configuration has: the size of the frame it draws
/// into and the prefix of its layer ids.
public protocol InteractionConfiguration: Sendable {
    /// The configuration with every default, for a frame of `viewport` points.
    init(viewport: Size)
    /// The size of the frame the model draws into, in points.
    var viewport: Size { get set }
    /// Prepended to every layer id (e.g. `player.` inside the showcase).
    var idPrefix: String { get set }
    /// The system settings to draw for: safe areas, direction, Reduce Motion, text
    /// scale, appearance. A parent hands its own to its children.
    var environment: InteractionEnvironment { get set }
}

extension InteractionConfiguration {
    /// A layer id under this configuration's prefix.
    @inlinable
    public func id(_ local: String) -> String { idPrefix.isEmpty ? local : idPrefix + local }

    /// An action's name as a host performs it: a child's actions carry its prefix
    /// as its layer ids do (`carousel.next`), so an accessibility action written
    /// by the child reaches it through its parent.
    public func action(_ local: String) -> String { id(local) }
}
