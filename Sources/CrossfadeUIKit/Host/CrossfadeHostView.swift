#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import CrossfadeMotion
    import QuartzCore
    import UIKit

    /// A view that runs one Crossfade interaction: the engine's layers become views
    /// (one per layer), touches reach the engine through a touch-forwarding
    /// recognizer, a display link advances it, and its events, haptics and
    /// VoiceOver elements come out. Every decision is `ViewHost`'s (CrossfadeHost,
    /// tested on Linux); this class only translates.
    ///
    /// ```swift
    /// let deck = CrossfadeHostView(configuration: ViewHost.Configuration(interaction: LyricsCards.id))
    /// deck.onEvent = { event in print(event) }
    /// view.addSubview(deck)
    /// ```
    @MainActor
    open class CrossfadeHostView: UIView {
        /// The host core this view translates.
        public internal(set) var host: ViewHost
        /// The app's view for a slot the configuration's filter fills (nil: leave it empty).
        public var slotView: (Slot) -> UIView? = { _ in nil }
        /// The app's image for an artwork reference (nil: the artwork's colour).
        public var artworkImage: (String) -> UIImage? = { _ in nil }
        /// Every event the interaction sends, in order.
        public var onEvent: (InteractionEvent) -> Void = { _ in }
        /// The engine-driven scroll of a slot's content (for the app's scroll view there).
        public var onScroll: (SlotScroll) -> Void = { _ in }
        /// How far a followed layer has moved (for the app's view that follows it).
        public var onFollow: (LayerFollow) -> Void = { _ in }
        /// The slots the engine stopped showing (a page scrolled away, a reload):
        /// the façade lets go of the app's views there. Called after every frame and
        /// input, with the slots of that frame or input (often none).
        public var onSlotsUnmounted: ([Slot]) -> Void = { _ in }
        /// The app's scroll view whose scroll follows the engine's (the presented
        /// card's content): its pan waits for the engine's recognizer.
        public weak var trackedScrollView: UIScrollView?
        /// Called as the view lays out, before the engine hears its size (a façade
        /// measures what it hands over live here: the real tab bar's height).
        public var onLayout: () -> Void = {}
        /// Called after every frame is drawn (a façade reads the engine's state here).
        public var onFrame: () -> Void = {}
        /// Called when a finger comes down, before the engine hears it (a card asks
        /// the app whether the user may dismiss it now).
        public var onTouchBegins: () -> Void = {}
        /// Called before an accessibility action reaches the engine (VoiceOver's escape,
        /// an element's activation): a card asks the app whether the user may dismiss it.
        public var onAccessibilityAction: () -> Void = {}
        /// What the façade adds to the system's settings before the engine gets them
        /// (the tab accessory's frame); the settings as they are by default.
        public var adjustEnvironment: (InteractionEnvironment) -> InteractionEnvironment = { $0 }
        /// What went wrong or was ignored, one line each.
        public var onLog: (String) -> Void = { line in print("Crossfade: \(line)") }

        var views: [MountHandle: any HostedLayer] = [:]
        var accessibilityCache: [Any]?
        var accessibilityKept: [String: LayerAccessibilityElement] = [:]
        let recognizer = TouchForwardingRecognizer()
        lazy var haptics = HapticPlayer(view: self)
        var displayLink = DisplayLinkDriver()

        /// A host view for the interaction `configuration` names.
        public init(configuration: ViewHost.Configuration) {
            host = ViewHost(configuration)
            super.init(frame: .zero)
            isMultipleTouchEnabled = true
            recognizer.hostView = self
            addGestureRecognizer(recognizer)
            displayLink.start { [weak self] time in self?.drawFrame(at: time) }
            observeEnvironment()
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        isolated deinit { displayLink.stop() }

        /// Performs an interaction action now (a façade's `openPlayer`, an accessibility action),
        /// stamped with the platform's time: it animates from this instant.
        public func perform(_ action: InteractionAction) { apply(host.perform(action, atPlatformTime: CACurrentMediaTime())) }

        /// New options (a data source reloaded): the interaction starts again with them.
        public func setOptions(_ options: [String: Scalar]) { apply(host.setOptions(options)) }

        /// Live options (a content height followed, `isModalInPresentation`, the real tab
        /// bar's height): applied to the running interaction without a restart, now.
        public func setLiveOptions(_ options: [String: Scalar]) { apply(host.setLiveOptions(options, atPlatformTime: CACurrentMediaTime())) }

        /// A data source reloaded, as a preset configuration gives it (its options and
        /// data shape): the interaction starts again, asking only for what the app has.
        public func reload(_ configuration: ViewHost.Configuration) { apply(host.reload(configuration)) }

        /// The touches of one report, as the recognizer hands them over.
        func touches(_ touches: [PlatformTouch]) -> ViewStep {
            _ = PlatformTouch.fingerComingDown(touches).map { _ in onTouchBegins() }
            let step = host.touches(touches)
            apply(step)
            return step
        }

        /// Cancels every finger down (the app resigned active, the view left its window).
        func loseTouches() {
            let step = host.loseTouches()
            apply(step)
            step.recognizer.map { recognizer.state = UIKitTranslation.state($0) }
        }

        /// UIKit reset the touch-forwarding recognizer: the host core ends the engine's touch.
        func recognizerDidReset() { apply(host.recognizerDidReset()) }

        /// One display frame at `time` (the link's target timestamp).
        func drawFrame(at time: Double) {
            let frame = host.frame(at: time)
            mount(frame.operations)
            onSlotsUnmounted(frame.unmountedSlots)
            for event in frame.events {
                onEvent(event.event)
                event.haptic.map(haptics.play)
            }
            for scroll in frame.scrolls { onScroll(scroll) }
            for follow in frame.followed { onFollow(follow) }
            frame.accessibility.map(updateAccessibility)
            frame.accessibilityIsModal.map { accessibilityViewIsModal = $0 }
            for notice in frame.accessibilityNotices { postAccessibility(notice) }
            for line in frame.log { onLog(line) }
            displayLink.isPaused = frame.displayLinkPaused
            onFrame()
            didDrawFrame()
        }

        /// Called after every frame is drawn: a façade reads the state it reports here.
        open func didDrawFrame() {}

        /// Carries out what an input asks.
        func apply(_ step: ViewStep) {
            mount(step.operations)
            onSlotsUnmounted(step.unmountedSlots)
            for line in step.log { onLog(line) }
            displayLink.isPaused = step.displayLinkPaused
        }

        override open func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
            apply(host.layout(viewport: Size(bounds.size), environment: environment, atPlatformTime: CACurrentMediaTime()))
        }

        override open func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            loseTouches()
        }

        override open func didMoveToWindow() {
            super.didMoveToWindow()
            displayLink.attach(to: window)
            apply(host.setInWindow(window != nil))
        }

        override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            host.receivesTouch(at: Point(point))
        }

        override open func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            environmentDidChange()
        }

        /// VoiceOver's elements: the host core's, in its reading order, with the
        /// app's views in the slots they fill among them.
        override open var accessibilityElements: [Any]? {
            get { accessibilityCache }
            set { accessibilityCache = newValue }
        }
    }
#endif
