import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One element VoiceOver reaches, as every platform host exposes it: the frame in
/// the host view's coordinates, label, value, traits, and the interaction's
/// actions that stand for its gestures (a double tap, swipes up and down, the
/// escape scrub, named actions in the rotor).
public struct AccessibilityElement: Hashable, Sendable {
    /// VoiceOver's traits (UIKit's `UIAccessibilityTraits`, ARIA roles on the web).
    public struct Traits: OptionSet, Hashable, Sendable {
        /// One bit per trait, in the order of the constants below.
        public let rawValue: UInt8
        /// The traits whose bits are set.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Activates with a double tap (also set for a tab).
        public static let button = Traits(rawValue: 1 << 0)
        /// Swipes up and down change its value.
        public static let adjustable = Traits(rawValue: 1 << 1)
        /// A heading, for the rotor.
        public static let header = Traits(rawValue: 1 << 2)
        /// Static text.
        public static let staticText = Traits(rawValue: 1 << 3)
        /// An image, such as artwork.
        public static let image = Traits(rawValue: 1 << 4)
        /// The element is selected (a current tab, a chosen cover).
        public static let selected = Traits(rawValue: 1 << 5)
        /// A tab of a tab bar.
        public static let tab = Traits(rawValue: 1 << 6)
    }

    /// The layer's id.
    public var id: String
    /// Where it is, in the host view's points: the layer's box after every
    /// transform, clipped to what is visible of it.
    public var frame: Rect
    /// What VoiceOver reads first.
    public var label: String
    /// The current value VoiceOver reads after the label; empty for none.
    public var value: String
    /// VoiceOver's traits, from the layer's role (a tab is a tab and a button) and selection.
    public var traits: Traits
    /// The actions that stand for the element's gestures, as the layer lists them.
    public var actions: [AccessibilityInfo.Action]
    /// What the element is, as the layer says (the web's ARIA role follows from it).
    public var role: AccessibilityInfo.Role
    /// A slider's position in its range; nil for none.
    public var range: AccessibilityInfo.ValueRange?

    /// The element for layer `id`, at `frame` in the host view's points, from the layer's `info`.
    public init(id: String, frame: Rect, info: AccessibilityInfo) {
        self.id = id
        self.frame = frame
        label = info.label
        value = info.value
        actions = info.actions
        role = info.role
        range = info.range
        var traits: Traits =
            switch info.role {
            case .button: .button
            case .adjustable, .slider, .carousel, .tabPanel: .adjustable
            case .tab: [.tab, .button]
            case .header: .header
            case .text: .staticText
            case .image: .image
            }
        if info.isSelected { traits.insert(.selected) }
        self.traits = traits
    }

    /// The interaction's action for `kind` (a double tap is `.activate`), if the
    /// element offers one.
    public func action(_ kind: AccessibilityInfo.Action.Kind) -> InteractionAction? {
        actions.first { $0.kind == kind }.map(Self.interactionAction)
    }

    /// The rotor's named actions: label and the interaction's action.
    public var customActions: [(label: String, action: InteractionAction)] {
        actions.compactMap { action in
            if case .custom(let label) = action.kind { (label, Self.interactionAction(action)) } else { nil }
        }
    }

    /// The interaction's action `action` stands for, as a host performs it.
    public static func interactionAction(_ action: AccessibilityInfo.Action) -> InteractionAction {
        var fields: [String: Scalar] = [:]
        for field in action.fields { fields[field.name] = .number(field.value) }
        return InteractionAction(action.name, fields)
    }
}
