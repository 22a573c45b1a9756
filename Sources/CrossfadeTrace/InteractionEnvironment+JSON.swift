import CrossfadeInteractions
import CrossfadeMotion

extension InteractionEnvironment {
    /// The members an environment object has, in the order a trace writes them
    /// (the environment options' names, the two side insets, and the platform's
    /// accessory frame, written only when there is one).
    public static let jsonKeys = [
        "topSafeArea", "bottomSafeArea", "leadingSafeArea", "trailingSafeArea", "rtl", "reduceMotion", "textScale", "appearance",
        "accessoryFrame"
    ]

    /// An environment from a trace's `environment` object: every member optional,
    /// an absent one takes `InteractionEnvironment()`'s default (a recorder writes
    /// them all). Unknown members, wrong types, and values an interaction refuses
    /// (NaN or negative insets, a text scale out of range) are errors under `path`.
    public init(json value: JSONValue, at path: String) throws(TraceError) {
        guard case .object(let members) = value else { throw TraceError(path, "must be an object, not \(value.kindName)") }
        for (key, _) in members where !Self.jsonKeys.contains(key) {
            throw TraceError("\(path).\(quoted: key)", "unknown field (expected \(Self.jsonKeys.joined(separator: ", ")))")
        }
        self.init()
        if let top = value["topSafeArea"] { safeArea.top = try JSONValue.number(top, at: "\(path).topSafeArea") }
        if let bottom = value["bottomSafeArea"] { safeArea.bottom = try JSONValue.number(bottom, at: "\(path).bottomSafeArea") }
        if let leading = value["leadingSafeArea"] { safeArea.leading = try JSONValue.number(leading, at: "\(path).leadingSafeArea") }
        if let trailing = value["trailingSafeArea"] { safeArea.trailing = try JSONValue.number(trailing, at: "\(path).trailingSafeArea") }
        if let rtl = value["rtl"] { layoutDirection = try Self.bool(rtl, at: "\(path).rtl") ? .rightToLeft : .leftToRight }
        if let reduce = value["reduceMotion"] { reduceMotion = try Self.bool(reduce, at: "\(path).reduceMotion") }
        if let scale = value["textScale"] { textScale = try JSONValue.number(scale, at: "\(path).textScale") }
        if let appearanceValue = value["appearance"] {
            guard case .string(let name) = appearanceValue, let appearance = Appearance(rawValue: name) else {
                throw TraceError("\(path).appearance", "must be \"dark\" or \"light\"")
            }
            self.appearance = appearance
        }
        if let frame = value["accessoryFrame"] { accessoryFrame = try Self.frame(frame, at: "\(path).accessoryFrame") }
        if case .invalidEnvironment(let field, let reason)? = validationError() {
            let names = [
                "safeArea.top": "topSafeArea", "safeArea.bottom": "bottomSafeArea", "safeArea.leading": "leadingSafeArea",
                "safeArea.trailing": "trailingSafeArea"
            ]
            throw TraceError("\(path).\(names[field] ?? field)", reason)
        }
    }

    /// The environment as a trace writes it: every member, in `jsonKeys`' order
    /// (`accessoryFrame` only when there is one).
    public var json: JSONValue {
        let frame: [(String, JSONValue)] =
            accessoryFrame.map { frame in
                [
                    (
                        "accessoryFrame",
                        .object([
                            ("x", .number(frame.origin.x)), ("y", .number(frame.origin.y)), ("width", .number(frame.size.width)),
                            ("height", .number(frame.size.height))
                        ])
                    )
                ]
            } ?? []
        return .object(
            [
                ("topSafeArea", .number(safeArea.top)), ("bottomSafeArea", .number(safeArea.bottom)),
                ("leadingSafeArea", .number(safeArea.leading)), ("trailingSafeArea", .number(safeArea.trailing)),
                ("rtl", .bool(isRightToLeft)), ("reduceMotion", .bool(reduceMotion)), ("textScale", .number(textScale)),
                ("appearance", .string(appearance.rawValue))
            ] + frame)
    }

    /// An accessory frame `{"x", "y", "width", "height"}` at `path`, every member a number.
    private static func frame(_ value: JSONValue, at path: String) throws(TraceError) -> Rect {
        guard case .object(let members) = value else {
            throw TraceError(path, "must be an object with x, y, width and height, not \(value.kindName)")
        }
        for (key, _) in members where !["x", "y", "width", "height"].contains(key) {
            throw TraceError("\(path).\(quoted: key)", "unknown field (expected x, y, width, height)")
        }
        return Rect(
            x: try JSONValue.number(value["x"], at: "\(path).x"), y: try JSONValue.number(value["y"], at: "\(path).y"),
            width: try JSONValue.number(value["width"], at: "\(path).width"), height: try JSONValue.number(value["height"], at: "\(path).height"))
    }

    private static func bool(_ value: JSONValue, at path: String) throws(TraceError) -> Bool {
        guard case .bool(let flag) = value else { throw TraceError(path, "must be a boolean, not \(value.kindName)") }
        return flag
    }
}
