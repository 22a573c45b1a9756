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
        /// A tab of a tab bar.
        case tab
        case header
        case text
        case image
    }

    /// One action an element offers, and the interaction's action it performs.
    public struct Action: Hashable, Sendable {
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

        public var kind: Kind
        /// The interaction's action name (`next`, `carousel.next`, `selectCover`).
        public var name: String
        /// Its number fields, e.g. `index`.
        public var fields: [Field]

        public init(_ kind: Kind, _ name: String, fields: [Field] = []) {
            self.kind = kind
            self.name = name
            self.fields = fields
        }

        public static func activate(_ name: String, fields: [Field] = []) -> Action { Action(.activate, name, fields: fields) }
        /// A swipe up; `fields` for an action that takes them (a slider's `seek` to a time).
        public static func increment(_ name: String, fields: [Field] = []) -> Action { Action(.increment, name, fields: fields) }
        public static func decrement(_ name: String, fields: [Field] = []) -> Action { Action(.decrement, name, fields: fields) }
        public static func escape(_ name: String) -> Action { Action(.escape, name) }
        public static func custom(_ label: String, _ name: String, fields: [Field] = []) -> Action { Action(.custom(label), name, fields: fields) }
    }

    /// A number field of an action (`index` = 3).
    public struct Field: Hashable, Sendable {
        public var name: String
        public var value: Double
        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    public var role: Role
    public var label: String
    public var value: String
    public var isSelected: Bool
    public var actions: [Action]

    public init(_ role: Role, label: String, value: String = "", isSelected: Bool = false, actions: [Action] = []) {
        self.role = role
        self.label = label
        self.value = value
        self.isSelected = isSelected
        self.actions = actions
    }
}
