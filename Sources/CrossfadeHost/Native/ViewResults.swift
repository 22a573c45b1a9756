import CrossfadeInteractions
import CrossfadeMotion

/// What a native view host does after an input (a touch report, an action, a
/// layout, a change of window or environment).
public struct ViewStep: Sendable {
    /// Views to change now (a new session took the place of the old one: all removed).
    public var operations: [ViewOperation] = []
    /// The app's slots no view shows after these operations (a new session: every
    /// slot the old one showed): the façade lets go of the app's views there.
    public var unmountedSlots: [Slot] = []
    /// The state the touch-forwarding recognizer takes (touch reports only).
    public var recognizer: RecognizerState?
    /// Whether the display link should be paused now.
    public var displayLinkPaused = true
    /// What went wrong or was ignored, one line each, for the host's log.
    public var log: [String] = []

    /// Nothing to change yet.
    public init() {}
}

/// What a native view host draws for one display frame.
public struct ViewFrame: Sendable {
    /// The views to change, in order.
    public var operations: [ViewOperation] = []
    /// The app's slots the engine stopped showing in this frame (a page scrolled
    /// away, its slot layer handed to the page coming near): the façade lets go of
    /// the app's views there (`SlotChildren.remove(_:)`).
    public var unmountedSlots: [Slot] = []
    /// What happened since the last frame, in order, each with the haptic it plays.
    public var events: [ViewEvent] = []
    /// The engine-driven scrolls of the app's scroll views, when they changed.
    public var scrolls: [SlotScroll] = []
    /// How far the followed layers have moved since they were first drawn.
    public var followed: [LayerFollow] = []
    /// The accessibility elements and app views in reading order, when they
    /// changed; nil otherwise. The host keeps an element per `identity` (VoiceOver's
    /// focus stays on it) and posts `accessibilityNotices`.
    public var accessibility: [AccessibilityItem]?
    /// Whether the host view is modal for VoiceOver (`accessibilityViewIsModal`): a
    /// card presented, the player open; nil when unchanged.
    public var accessibilityIsModal: Bool?
    /// What to tell VoiceOver, in order (a new screen, a changed layout, an announcement).
    public var accessibilityNotices: [AccessibilityNotice] = []
    /// Pause the display link after drawing this frame.
    public var displayLinkPaused = true
    /// What went wrong or was ignored, one line each.
    public var log: [String] = []

    /// Nothing to change yet.
    public init() {}
}

/// An event and the haptic it plays (nil: none).
public struct ViewEvent: Hashable, Sendable {
    /// What happened.
    public var event: InteractionEvent
    /// The haptic it plays, if any.
    public var haptic: Haptic?

    /// `event` with the haptic the host core gives it.
    public init(_ event: InteractionEvent) {
        self.event = event
        haptic = Haptic(for: event)
    }
}

/// How far a layer the app follows with a view of its own (the real tab bar
/// following the player's `tabBar`) has moved since it was first drawn, pt.
public struct LayerFollow: Hashable, Sendable {
    /// The followed layer's id.
    public var id: String
    /// How far it moved since first drawn, pt.
    public var translation: Point

    /// A movement of layer `id` by `translation`.
    public init(id: String, translation: Point) {
        self.id = id
        self.translation = translation
    }
}

/// One thing VoiceOver reaches in a native host, in reading order: an element the
/// host core made from a layer's `AccessibilityInfo`, or the app's own view in a
/// slot it fills (which exposes its own elements).
public enum AccessibilityItem: Hashable, Sendable {
    /// An element the host core made from a layer.
    case element(AccessibilityElement)
    /// The app's own view mounted in the slot with this handle.
    case slot(MountHandle)

    /// What stays the same while the element's frame, label or value change: the
    /// host keeps one UIKit element per identity, so VoiceOver's focus stays on it.
    public var identity: String {
        switch self {
        case .element(let element): "layer:" + element.id
        case .slot(let handle): "slot:\(handle.rawValue)"
        }
    }
}

/// What a native host tells VoiceOver (UIKit's `UIAccessibility.post(notification:argument:)`).
public enum AccessibilityNotice: Hashable, Sendable {
    /// A new screen: a modal opened or closed (`.screenChanged`); VoiceOver's focus
    /// goes to the item with this identity (the modal's first element, or what opens
    /// it once it closed), nil: VoiceOver chooses.
    case screenChanged(focus: String?)
    /// Elements came or went on the same screen, or were read for the first time (`.layoutChanged`).
    case layoutChanged
    /// Say this (the centred track, the current line, the page).
    case announcement(String)
}
