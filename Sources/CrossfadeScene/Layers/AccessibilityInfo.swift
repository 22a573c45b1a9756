/// What a layer means to VoiceOver: its role, label and value, and the actions
/// that stand for its gestures (every gesture has a non-gesture equivalent).
/// A host core turns these into each platform's accessibility elements, so every
/// host exposes the same tree.
///
/// ```swift
/// layer.accessibility = AccessibilityInfo(.adjustable, label: "Now playing", value: "Glass Weather",
///                                         actions: [.increment("next"), .decrement("previous")])
/// ```
public struct AccessibilityInfo: Hashable, Sendable {
    /// What the element is (VoiceOver's traits follow from it).
    public enum Role: String, Hashable, Sendable {
        /// Activates with a double tap (its `activate` action).
        case button
        /// Swipes up and down change it (its `increment` / `decrement` actions).
        case adjustable
        /// A position in a range, such as a track's scrubber: adjustable to VoiceOver,
        /// a slider with its value as text on the web.
        case slider
        /// One of a set of slides, such as the cover carousel ("3 of 12"): adjustable to
        /// VoiceOver (swipes move between slides), a carousel on the web.
        case carousel
        /// The page a tab bar shows, swiped between tabs: adjustable to VoiceOver, a tab
        /// panel on the web.
        case tabPanel
        /// A tab of a tab bar.
        case tab
        /// A heading, which VoiceOver's rotor can jump between.
        case header
        /// Static text, read as it is.
        case text
        /// An image, such as album artwork, read by its label.
        case image
    }

    /// One action an element offers, and the interaction's action it performs.
    public struct Action: Hashable, Sendable {
        /// How a VoiceOver user triggers the action.
        public enum Kind: Hashable, Sendable {
            /// A double tap.
            case activate
            /// A swipe up / down on an adjustable element.
            case increment, decrement
            /// The two-finger scrub (dismiss, go back).
            case escape
            /// A named action in the rotor, e.g. "Dismiss", "Open player".
            case custom(String)
        }

        /// How the user triggers it: a double tap, a swipe, the scrub or the rotor.
        public var kind: Kind
        /// The interaction's action name (`next`, `carousel.next`, `selectCover`).
        public var name: String
        /// Its number fields, e.g. `index`.
        public var fields: [Field]

        /// An action of `kind` that performs the interaction's action `name` with `fields`.
        public init(_ kind: Kind, _ name: String, fields: [Field] = []) {
            self.kind = kind
            self.name = name
            self.fields = fields
        }

        /// A double tap that performs `name`.
        public static func activate(_ name: String, fields: [Field] = []) -> Action { Action(.activate, name, fields: fields) }
        /// A swipe up; `fields` for an action that takes them (a slider's `seek` to a time).
        public static func increment(_ name: String, fields: [Field] = []) -> Action { Action(.increment, name, fields: fields) }
        /// A swipe down; `fields` for an action that takes them.
        public static func decrement(_ name: String, fields: [Field] = []) -> Action { Action(.decrement, name, fields: fields) }
        /// The two-finger scrub that performs `name` (dismiss, go back).
        public static func escape(_ name: String) -> Action { Action(.escape, name) }
        /// A rotor action shown as `label` that performs `name`.
        public static func custom(_ label: String, _ name: String, fields: [Field] = []) -> Action { Action(.custom(label), name, fields: fields) }
    }

    /// A number field of an action (`index` = 3).
    public struct Field: Hashable, Sendable {
        /// The field's name, e.g. `index`.
        public var name: String
        /// The field's value.
        public var value: Double
        /// A field `name` = `value`.
        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// A slider's position in its range, e.g. 83 s of 0…225 s.
    public struct ValueRange: Hashable, Sendable {
        /// Where it is now.
        public var value: Double
        /// Its least value.
        public var minimum: Double
        /// Its greatest value.
        public var maximum: Double
        /// `value` in `minimum`…`maximum`.
        public init(_ value: Double, in minimum: Double, _ maximum: Double) {
            self.value = value
            self.minimum = minimum
            self.maximum = maximum
        }
    }

    /// What the element is.
    public var role: Role
    /// What VoiceOver reads first, e.g. "Now playing".
    public var label: String
    /// The current value VoiceOver reads after the label, e.g. a song's title; empty for none.
    public var value: String
    /// Whether the element is selected (a current tab, a chosen cover).
    public var isSelected: Bool
    /// The actions that stand for the element's gestures.
    public var actions: [Action]
    /// A slider's position as a number (the web's `aria-valuenow`); nil for none.
    public var range: ValueRange?

    /// An element of `role` read as `label` and `value`, with its `actions` (and a
    /// slider's position in its `range`).
    public init(
        _ role: Role, label: String, value: String = "", isSelected: Bool = false, actions: [Action] = [], range: ValueRange? = nil
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.isSelected = isSelected
        self.actions = actions
        self.range = range
    }
}
