/// The flags `crossfade_set_environment` takes beside its numbers (`EnvironmentFlag`
/// in crossfade.js's `tags.js`): bits of one `Int32`.
public enum EnvironmentFlag: Int32, CaseIterable, Sendable {
    /// The layout runs right to left.
    case rightToLeft = 1
    /// Reduce Motion is on.
    case reduceMotion = 2
    /// The appearance is light (off: dark).
    case lightAppearance = 4

    /// Whether `flags` has this one.
    func isSet(in flags: Int32) -> Bool { flags & rawValue != 0 }

    /// Every bit these flags name.
    static var all: Int32 { allCases.reduce(0) { $0 | $1.rawValue } }
}
