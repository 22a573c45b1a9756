import CrossfadeInteractions
import CrossfadeMotion

/// The messages the page writes into the engine's memory for the calls that take more
/// than numbers (crossfade.js's `ByteWriter`; read with `ByteReader`, every read checked):
///
/// ```
/// create   str interaction · f64 width · f64 height (the viewport, pt) · fields options
/// perform  str action · fields its fields
/// options  fields (live options by name)
/// key      str KeyboardEvent.key · str the focused layer ('' none)
/// spring   fields (numbers: one parameterisation by name, and initialVelocity)
/// fields   u32 n · n × (str name · u8 ValueTag · value)
/// ```
public enum PageMessage {
    /// What `crossfade_create` reads: a session of `interaction` for `viewport` with `options`.
    public struct Create: Sendable {
        /// The interaction's id.
        public var interaction: String
        /// The viewport, pt.
        public var viewport: Size
        /// The options by name.
        public var options: [String: Scalar]
    }

    /// Reads a create message (the viewport checked: finite, 100…4000 pt a side).
    public static func create(_ bytes: UnsafeRawBufferPointer) throws(MessageError) -> Create {
        var reader = ByteReader(bytes)
        let interaction = try reader.string("the interaction's id")
        let width = try reader.f64("the viewport's width"), height = try reader.f64("the viewport's height")
        for (name, value) in [("width", width), ("height", height)] where !(value.isFinite && value >= 100 && value <= 4_000) {
            throw MessageError("the viewport's \(name) must be a number from 100 to 4000 points, not \(value)")
        }
        let options = try reader.fields("the options")
        try reader.expectEnd("the options")
        return Create(interaction: interaction, viewport: Size(width: width, height: height), options: options)
    }

    /// Reads a perform message: the action's name and its fields.
    public static func action(_ bytes: UnsafeRawBufferPointer) throws(MessageError) -> InteractionAction {
        var reader = ByteReader(bytes)
        let name = try reader.string("the action's name")
        let fields = try reader.fields("the action's fields")
        try reader.expectEnd("the action's fields")
        return InteractionAction(name, fields)
    }

    /// Reads an options message: live options by name (the engine checks they are live).
    public static func options(_ bytes: UnsafeRawBufferPointer) throws(MessageError) -> [String: Scalar] {
        var reader = ByteReader(bytes)
        let options = try reader.fields("the options")
        try reader.expectEnd("the options")
        return options
    }

    /// Reads a key message: the key (at most 32 bytes) and the focused layer.
    public static func key(_ bytes: UnsafeRawBufferPointer) throws(MessageError) -> (key: String, focused: String) {
        var reader = ByteReader(bytes)
        let key = try reader.string("the key")
        guard !key.isEmpty, key.utf8.count <= 32 else { throw MessageError("the key must be a KeyboardEvent.key of 1 to 32 bytes") }
        let focused = try reader.string("the focused layer")
        try reader.expectEnd("the focused layer")
        return (key, focused)
    }

    /// Reads a message of number fields (the motion lab's spring).
    public static func numbers(_ bytes: UnsafeRawBufferPointer) throws(MessageError) -> [String: Double] {
        var reader = ByteReader(bytes)
        var numbers: [String: Double] = [:]
        for (name, value) in try reader.fields("the spring's fields") {
            guard case .number(let number) = value else { throw MessageError("\(name) must be a number") }
            numbers[name] = number
        }
        try reader.expectEnd("the spring's fields")
        return numbers
    }
}
