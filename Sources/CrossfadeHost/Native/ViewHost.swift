import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// Everything a native view host (the UIKit host view) decides, over one
/// `AnyHostSession`, so that the platform code only translates: when a session
/// starts (at the first layout with a size; a later size is a viewport change of
/// the running session, which keeps its state), which
/// options it starts with (the façade's and the environment's that the
/// interaction declares), what is left out of the layers (`LayerFilter`), when
/// the display link runs, what the touch recognizer's state is, which slots'
/// scrolls and which layers' movement the app's views follow, and what VoiceOver reads.
///
/// ```swift
/// var host = ViewHost(ViewHost.Configuration(interaction: "lyrics-cards", filter: LayerFilter(filled: [.lyricCard])))
/// view.apply(host.layout(viewport: Size(width: 390, height: 844), environment: traits.environment, atPlatformTime: CACurrentMediaTime()))
/// view.apply(host.frame(at: link.targetTimestamp))
/// ```
public struct ViewHost: Sendable {
    /// What a façade asks of its host.
    public struct Configuration: Sendable {
        /// The interaction's id.
        public var interaction: String
        /// The façade's options (those the interaction does not declare are left out, and logged).
        public var options: [String: Scalar]
        /// What is left out of the engine's layers.
        public var filter: LayerFilter
        /// Slots whose engine-driven scroll the app's scroll views follow.
        public var scrolledSlots: Set<Slot.Kind>
        /// Layers whose movement the app's own views follow, by id.
        public var followed: [String]
        /// Touches where no layer is pass to the views behind (an overlay such as the mini player).
        public var passesTouchesThroughEmptyAreas: Bool
        /// Where the interaction is found.
        public var registry: InteractionRegistry
        /// How it is presented: embedded in the app (no demo chrome, an empty
        /// collection an empty state; the default) or as the demo.
        public var presentation: HostPresentation
        /// The shape of the app's data, for a façade with a data source: which slots
        /// it is asked for, by the app's indices (`dataSourceIndex(of:)`); nil: none.
        public var dataSource: DataSourceShape?

        /// A configuration; the façades' presets (`.cardStack(count:)`…) are built from it.
        public init(
            interaction: String, options: [String: Scalar] = [:], filter: LayerFilter = LayerFilter(), scrolledSlots: Set<Slot.Kind> = [],
            followed: [String] = [], passesTouchesThroughEmptyAreas: Bool = false, registry: InteractionRegistry = .standard,
            presentation: HostPresentation = .embedded, dataSource: DataSourceShape? = nil
        ) {
            self.interaction = interaction
            self.options = options
            self.filter = filter
            self.scrolledSlots = scrolledSlots
            self.followed = followed
            self.passesTouchesThroughEmptyAreas = passesTouchesThroughEmptyAreas
            self.registry = registry
            self.presentation = presentation
            self.dataSource = dataSource
        }
    }

    /// What the façade asked for.
    public internal(set) var configuration: Configuration
    /// The running session (nil before the first layout with a size).
    public internal(set) var session: AnyHostSession?
    /// The viewport the session lays out for now (on the points grid): the size it
    /// was made for, or the last size change applied to it.
    public internal(set) var viewport: Size?
    /// The environment the host last reported.
    public internal(set) var environment = InteractionEnvironment()
    /// The environment the session was made in, or last re-applied to it.
    public internal(set) var sessionEnvironment = InteractionEnvironment()
    /// Whether the host view is in a window.
    public private(set) var isInWindow = false
    var planner = MountPlanner()
    /// The app's slots the views show now (`ViewStep.unmountedSlots`, `ViewFrame.unmountedSlots`).
    var slotMounts = SlotMounts()
    var firstBoxes: [String: Rect] = [:]
    var lastScrolls: [SlotScroll] = []
    var lastAccessibility: [AccessibilityItem]?
    var lastModal = false
    var lastIdentities: [String] = []
    var lastSpoken: String?
    /// The app's track each mounted cover slot shows, by slot name (`followCoverOrder`).
    var coverItems: [String: Int] = [:]
    var accessibilityPlan = PageAccessibility()
    var accessibilityCountdown = 0
    /// Whether the session has had a touch or an action.
    var hadInput = false
    /// Actions performed before the session started: performed when it starts.
    var pendingActions: [InteractionAction] = []
    /// The touch-forwarding recognizer's state and what the touch so far says.
    var touch = TouchSequence()

    /// A host for `configuration`; its session starts at the first layout.
    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// The host view was laid out at `viewport` (pt) in `environment`, at the
    /// session's current time (which stands still while frames pause: a host with
    /// a clock says when, with `layout(viewport:environment:atPlatformTime:)`). The
    /// first layout with a size starts the session; a new size after the session's
    /// first input is a viewport change of the running session (rotation, Stage
    /// Manager, split view, SwiftUI relayout): the interaction keeps its state, a
    /// drag carries on, and the change is recorded (a new environment with it, one
    /// relayout). Before the first input, a new size starts the session again in it
    /// (nothing to lose, and the recording starts at the size on screen).
    public mutating func layout(viewport size: Size, environment: InteractionEnvironment) -> ViewStep {
        layout(viewport: size, environment: environment, at: nil)
    }

    /// The system's settings changed, at the session's current time (see
    /// `setEnvironment(_:atPlatformTime:)`). Before the session's first input the session
    /// starts again in them (nothing to lose); after it, they are re-applied to the
    /// running session (`HostSession.setEnvironment`): a finger down stays down and
    /// its drag goes on in the new layout; the next frame's plan mounts it.
    public mutating func setEnvironment(_ environment: InteractionEnvironment) -> ViewStep {
        setEnvironment(environment, at: nil)
    }

    /// `setEnvironment(_:)` at platform time `platformTime` (s), or the session's current time when nil.
    mutating func setEnvironment(_ environment: InteractionEnvironment, at platformTime: Double?) -> ViewStep {
        let changed = environment != self.environment
        self.environment = environment
        guard changed, session != nil, let viewport, environment != sessionEnvironment else { return step() }
        guard hadInput else { return start(viewport: viewport) }
        return applyDuringSession(environment, at: platformTime)
    }

    /// The environment changed after the session's first input: re-applied without
    /// restarting the session; one the engine refuses (a NaN inset, say) is logged
    /// and the session keeps the one it had.
    private mutating func applyDuringSession(_ environment: InteractionEnvironment, at platformTime: Double?) -> ViewStep {
        guard var session else { return step() }
        var log: [String] = []
        do {
            let result =
                if let platformTime { try session.setEnvironment(environment, atPlatformTime: platformTime) } else {
                    try session.setEnvironment(environment)
                }
            sessionEnvironment = environment
            log += [result.recordingStopped].compactMap { $0 }
        } catch {
            log.append("the environment was refused: \(error)")
        }
        self.session = session
        return step(logging: log)
    }

    /// New options from the façade (its data source reloaded): a session already
    /// running starts again with them.
    public mutating func setOptions(_ options: [String: Scalar]) -> ViewStep {
        configuration.options = options
        guard session != nil, let viewport else { return step() }
        return start(viewport: viewport)
    }

    /// A façade's data source reloaded: its options and the shape of its data
    /// together (a session already running starts again with them).
    public mutating func setOptions(_ options: [String: Scalar], dataSource: DataSourceShape) -> ViewStep {
        configuration.dataSource = dataSource
        return setOptions(options)
    }

    /// A façade's data source reloaded, as its preset `configuration` (`.cardStack(count:)`…)
    /// gives it: that configuration's options and data shape.
    public mutating func reload(_ configuration: Configuration) -> ViewStep {
        self.configuration.dataSource = configuration.dataSource
        return setOptions(configuration.options)
    }

    /// The actions that show the app's page `item` of section `section` (its
    /// category, then the page in it); none when the app's data has no such page.
    public func showPageActions(section: Int, item: Int) -> [InteractionAction] {
        guard let shape = configuration.dataSource, let category = shape.category(ofAppSection: section),
            shape.index(of: Slot(place: .libraryPage(category: category, subcategory: item))) != nil
        else { return [] }
        return [LibraryPager.Action.selectCategory(category).interactionAction, LibraryPager.Action.selectSubcategory(item).interactionAction]
    }

    /// The app's page the engine's `category` and `subcategory` show, or nil.
    public func appPage(category: Int, subcategory: Int) -> (section: Int, item: Int)? {
        configuration.dataSource?.index(of: Slot(place: .libraryPage(category: category, subcategory: subcategory)))?.page
    }

    /// The host view entered (true) or left a window: leaving loses the touches.
    public mutating func setInWindow(_ inWindow: Bool) -> ViewStep {
        isInWindow = inWindow
        guard !inWindow else { return step() }
        return loseTouches()
    }

    /// Starts a session for `viewport`; the old one's views are all removed.
    mutating func start(viewport grid: Size) -> ViewStep {
        var step = ViewStep()
        step.operations = planner.plan([]).map { ViewOperation($0) }
        step.unmountedSlots = slotMounts.apply(step.operations)
        firstBoxes = [:]
        lastScrolls = []
        lastAccessibility = nil
        lastModal = false
        lastIdentities = []
        lastSpoken = nil
        coverItems = [:]
        accessibilityPlan = PageAccessibility()
        hadInput = false
        touch = TouchSequence()
        let (options, left) = startOptions()
        step.log += left
        do {
            session = try AnyHostSession(interaction: configuration.interaction, options: options, viewport: grid, registry: configuration.registry)
            session?.presentation = configuration.presentation
            viewport = grid
            sessionEnvironment = environment
            // What the environment options cannot carry (the side insets, the tab
            // accessory's frame) is applied at the start, and recorded there.
            if let started = session?.environment, started != environment {
                do { _ = try session?.setEnvironment(environment) } catch { step.log.append("the environment was refused: \(error)") }
            }
            let pending = pendingActions
            pendingActions = []
            for action in pending { step.log += perform(action).log }
        } catch {
            session = nil
            viewport = nil
            step.log.append("\(configuration.interaction) could not start: \(error)")
        }
        step.displayLinkPaused = displayLinkPaused
        return step
    }

    /// The façade's options and the environment's, those the interaction declares.
    func startOptions() -> (options: [String: Scalar], left: [String]) {
        let declared = Set(configuration.registry[configuration.interaction]?.options.map { $0.name } ?? [])
        var options: [String: Scalar] = [:], left: [String] = []
        for (name, value) in environment.options where declared.contains(name) { options[name] = value }
        for name in configuration.options.keys.sorted() {
            guard declared.contains(name) else {
                left.append("option \(name) is not one of \(configuration.interaction)'s: left out")
                continue
            }
            options[name] = configuration.options[name]
        }
        return (options, left)
    }

    /// Whether the display link should be paused: no session, out of a window, or at rest.
    public var displayLinkPaused: Bool {
        guard let session, isInWindow else { return true }
        return !session.frames.isRunning
    }

    func step() -> ViewStep {
        var step = ViewStep()
        step.displayLinkPaused = displayLinkPaused
        return step
    }

    /// `step()` saying what went wrong or was ignored, one line each.
    func step(logging log: [String]) -> ViewStep {
        var step = step()
        step.log = log
        return step
    }
}
