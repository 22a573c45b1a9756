/// A value's kind on the wire, before the value (`ValueTag` in crossfade.js's `tags.js`):
/// in fields (the page's options and action fields, an event's own fields) and in states.
///
/// ```
/// fields   u32 n · n × (str name · u8 tag · value)
/// value    0 number: f64 · 1 bool: u8 0 or 1 · 2 string: str · 3 child (states only): a state
/// ```
public enum ValueTag: UInt8, CaseIterable, Sendable {
    /// A number, f64.
    case number
    /// A flag, u8 0 or 1.
    case bool
    /// A string: u32 UTF-8 length and the bytes.
    case string
    /// A child's state, nested (states only).
    case child
}
