import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// A driver for any of the interactions Crossfade ships, chosen by id at run time
/// (traces, the CLI, the Studio, the WebAssembly engine).
///
/// The shipped interactions are a closed set, so this holds their concrete
/// drivers rather than an existential: every call is a branch the compiler
/// specialises, and it builds under Embedded Swift.
public struct AnyInteractionDriver: Sendable {
    // One stored optional per shipped interaction, exactly one of them set. Unlike
    // an enum's payload, a stored property is read in place (borrowed) and changed
    // in place (`x!` is an in-place projection), so no call copies the driver.
    var playerTransition: InteractionDriver<PlayerTransition>?
    var lyricsCards: InteractionDriver<LyricsCards>?
    var cardPresentation: InteractionDriver<CardPresentation>?
    var coverCarousel: InteractionDriver<CoverCarousel>?
    var libraryPager: InteractionDriver<LibraryPager>?
    /// The showcase holds all five models again as children: boxed (copy on
    /// write), so this value stays small on the stack wherever it is passed.
    var showcase: DriverBox<Showcase>?

    /// A driver of player-transition.
    public init(_ driver: InteractionDriver<PlayerTransition>) { playerTransition = driver }
    /// A driver of lyrics-cards.
    public init(_ driver: InteractionDriver<LyricsCards>) { lyricsCards = driver }
    /// A driver of card-presentation.
    public init(_ driver: InteractionDriver<CardPresentation>) { cardPresentation = driver }
    /// A driver of cover-carousel.
    public init(_ driver: InteractionDriver<CoverCarousel>) { coverCarousel = driver }
    /// A driver of library-pager.
    public init(_ driver: InteractionDriver<LibraryPager>) { libraryPager = driver }
    /// A driver of the showcase (boxed, so this value stays small).
    public init(_ driver: InteractionDriver<Showcase>) { showcase = DriverBox(driver) }

    /// The interaction's id.
    public var id: String { read(IDReader()) }
    /// The layers to draw now.
    public var scene: Scene { read(SceneReader()) }
    /// The state summary.
    public var state: InteractionState { read(StateReader()) }
    /// Whether nothing moves and no finger drags.
    public var isAtRest: Bool { read(RestReader()) }
    /// The names of the actions that apply now (see `Interaction.isAvailable`).
    public var availableActions: [String] { read(AvailableActionsReader()) }
    /// The time of the newest accepted input, in seconds.
    public var time: Double? { read(TimeReader()) }
    /// Idle, dragging or animating.
    public var phase: InteractionPhase { read(PhaseReader()) }
    /// Where a host mounts the app's views: the interaction's slot patterns.
    public var slotSpecs: [SlotSpec] { read(SlotSpecsReader()) }
    /// The events the interaction emits.
    public var eventSpecs: [EventSpec] { read(EventSpecsReader()) }
    /// The interaction's actions, as it lists them (their keys, labels and fields).
    public var actionSpecs: [ActionSpec] { read(ActionSpecsReader()) }
    /// What would compete for a pointer landing at `point` now (see `InteractionDriver.claims(at:)`).
    public func claims(at point: Point) -> [GestureClaim] { read(ClaimsReader(point: point)) }
    /// What is wrong with the model or its scene now, or nil (`checkingIDs`: also
    /// that layer ids are unique).
    public func invariantViolation(checkingIDs: Bool = true) -> String? { read(InvariantReader(checkingIDs: checkingIDs)) }

    /// Feeds a pointer event; returns why it was refused, or nil if handled.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> PointerEventRejection? { change(EventChange(event: event)) }

    /// Advances to `time`; returns why it was refused, or nil.
    @discardableResult
    public mutating func advance(to time: Double) -> PointerEventRejection? { change(AdvanceChange(time: time)) }

    /// Performs an action at `time` (advancing there first).
    public mutating func perform(_ action: InteractionAction, at time: Double) throws(InteractionError) {
        if let error = change(ActionChange(action: action, time: time)) { throw error }
    }

    /// The environment the interaction draws for now.
    public var environment: InteractionEnvironment { read(EnvironmentReader()) }

    /// Applies `environment` at `time` (see `InteractionDriver.setEnvironment(_:at:)`).
    public mutating func setEnvironment(_ environment: InteractionEnvironment, at time: Double) throws(InteractionError) {
        if let error = change(EnvironmentChange(environment: environment, time: time)) { throw error }
    }

    /// The viewport the interaction lays out for now, pt.
    public var viewport: Size { read(ViewportReader()) }

    /// Lays out for `viewport` at `time`, with `environment` when one comes with it
    /// (see `InteractionDriver.setViewport(_:environment:at:)`).
    public mutating func setViewport(_ viewport: Size, environment: InteractionEnvironment? = nil, at time: Double) throws(InteractionError) {
        if let error = change(ViewportChange(viewport: viewport, environment: environment, time: time)) { throw error }
    }

    /// Applies live options at `time` (see `InteractionDriver.setOptions(_:at:)`).
    public mutating func setOptions(_ given: [String: Scalar], at time: Double) throws(InteractionError) {
        if let error = change(OptionsChange(given: given, time: time)) { throw error }
    }

    /// The events emitted since they were last taken, oldest first; taking them
    /// forgets them.
    public mutating func takeEvents() -> [InteractionEvent] { change(TakeEvents()) }

    /// Forgets the scene's change marks (see `InteractionDriver.takeChanges()`).
    public mutating func takeChanges() { change(TakeChanges()) }

    // MARK: One dispatch for every call

    private func read<R: DriverReader>(_ reader: R) -> R.Result {
        if playerTransition != nil { return reader.read(playerTransition.unsafelyUnwrapped) }
        if lyricsCards != nil { return reader.read(lyricsCards.unsafelyUnwrapped) }
        if cardPresentation != nil { return reader.read(cardPresentation.unsafelyUnwrapped) }
        if coverCarousel != nil { return reader.read(coverCarousel.unsafelyUnwrapped) }
        if libraryPager != nil { return reader.read(libraryPager.unsafelyUnwrapped) }
        if let box = showcase { return reader.read(box.driver) }
        preconditionFailure("an AnyInteractionDriver holds one driver")
    }

    private mutating func change<C: DriverChange>(_ change: C) -> C.Result {
        if playerTransition != nil { return change.apply(&playerTransition!) }
        if lyricsCards != nil { return change.apply(&lyricsCards!) }
        if cardPresentation != nil { return change.apply(&cardPresentation!) }
        if coverCarousel != nil { return change.apply(&coverCarousel!) }
        if libraryPager != nil { return change.apply(&libraryPager!) }
        if showcase != nil {
            if !isKnownUniquelyReferenced(&showcase!) { showcase = DriverBox(showcase!.driver) }
            return change.apply(&showcase!.driver)
        }
        preconditionFailure("an AnyInteractionDriver holds one driver")
    }
}

/// A driver on the heap, shared between copies until one of them changes it.
final class DriverBox<Model: Interaction>: @unchecked Sendable {
    var driver: InteractionDriver<Model>
    init(_ driver: InteractionDriver<Model>) { self.driver = driver }
}

/// Something read from a driver, whatever its model.
protocol DriverReader {
    associatedtype Result
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> Result
}

/// Something done to a driver in place, whatever its model.
protocol DriverChange {
    associatedtype Result
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> Result
}

private struct IDReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> String { Model.id }
}

private struct SceneReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> Scene { driver.scene }
}

private struct StateReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> InteractionState { driver.state }
}

private struct RestReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> Bool { driver.isAtRest }
}

private struct AvailableActionsReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> [String] { driver.availableActions }
}

private struct PhaseReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> InteractionPhase { driver.phase }
}

private struct SlotSpecsReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> [SlotSpec] { Model.slotSpecs }
}

private struct EventSpecsReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> [EventSpec] { Model.eventSpecs }
}

private struct ActionSpecsReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> [ActionSpec] { Model.Action.specs }
}

private struct ClaimsReader: DriverReader {
    let point: Point
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> [GestureClaim] { driver.claims(at: point) }
}

private struct TimeReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> Double? { driver.time }
}

private struct EnvironmentReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> InteractionEnvironment { driver.environment }
}

private struct EnvironmentChange: DriverChange {
    let environment: InteractionEnvironment
    let time: Double
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> InteractionError? {
        do { try driver.setEnvironment(environment, at: time) } catch { return error }
        return nil
    }
}

private struct ViewportReader: DriverReader {
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> Size { driver.viewport }
}

private struct ViewportChange: DriverChange {
    let viewport: Size
    let environment: InteractionEnvironment?
    let time: Double
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> InteractionError? {
        do { try driver.setViewport(viewport, environment: environment, at: time) } catch { return error }
        return nil
    }
}

private struct OptionsChange: DriverChange {
    let given: [String: Scalar]
    let time: Double
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> InteractionError? {
        do { try driver.setOptions(given, at: time) } catch { return error }
        return nil
    }
}

private struct InvariantReader: DriverReader {
    let checkingIDs: Bool
    func read<Model: Interaction>(_ driver: InteractionDriver<Model>) -> String? { driver.invariantViolation(checkingIDs: checkingIDs) }
}

private struct EventChange: DriverChange {
    let event: PointerEvent
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> PointerEventRejection? { driver.handle(event) }
}

private struct AdvanceChange: DriverChange {
    let time: Double
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> PointerEventRejection? { driver.advance(to: time) }
}

private struct TakeEvents: DriverChange {
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> [InteractionEvent] {
        var events: [InteractionEvent] = []
        driver.drainEvents { events.append($0) }
        return events
    }
}

private struct TakeChanges: DriverChange {
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) { driver.takeChanges() }
}

private struct ActionChange: DriverChange {
    let action: InteractionAction
    let time: Double
    func apply<Model: Interaction>(_ driver: inout InteractionDriver<Model>) -> InteractionError? {
        do { try driver.perform(action, at: time) } catch { return error }
        return nil
    }
}
