#if !hasFeature(Embedded)
    import CrossfadeHost
    import CrossfadeMotion
    import CrossfadeScene

    /// Every number the engine and the page agree on, named once in Swift and generated
    /// for the page: crossfade.js's `tags.js` is `javaScript`, and a test
    /// (`EngineTagsTests`) fails while the file differs (`CROSSFADE_RECORD=1` rewrites
    /// it). The names come from the Swift cases themselves; the page never writes a
    /// bare number. Native only (it reads case names by reflection).
    public enum EngineTags {
        /// One group of tags: its name in the page, what it is, and its cases in order.
        public struct Group: Sendable {
            /// The JavaScript constant's name, e.g. `Status`.
            public var name: String
            /// One line saying what the tags are, and the Swift type they come from.
            public var summary: String
            /// Each case's name and number, in order.
            public var cases: [(name: String, value: Int)]
        }

        /// Every group, in the order `tags.js` lists them.
        public static var groups: [Group] {
            [
                integers(
                    "Status", "What a call's result tells the page: refused (the reason is the output), or what to do next (EngineStatus).",
                    EngineStatus.self),
                places("TouchPhase", "A touch's phase, by the engine's names for a pointer's (PlatformTouch.Phase).", PlatformTouch.Phase.self),
                integers("EnvironmentFlag", "The flags of crossfade_set_environment (EnvironmentFlag).", EnvironmentFlag.self),
                integers("ValueTag", "A value's kind in fields, events and states (ValueTag).", ValueTag.self),
                integers("Operation", "A mount operation's code (MountEncoding.Operation).", MountEncoding.Operation.self),
                integers("ContentKind", "What a view is made for (ContentKind).", ContentKind.self),
                Group(
                    name: "Change", summary: "The bits of an update's mask, in the order its fields follow (ChangeMask).",
                    cases: ChangeMask.named.map { ($0.name, Int($0.mask.rawValue)) }),
                Group(
                    name: "Corner", summary: "The corners a radius rounds (CornerMask).",
                    cases: CornerMask.named.map { ($0.name, Int($0.mask.rawValue)) }),
                integers("ContentTag", "What a layer draws (ContentEncoding.Tag).", ContentEncoding.Tag.self),
                integers("PathElement", "A vector path's element (ContentEncoding.PathElement).", ContentEncoding.PathElement.self),
                places("FontWeight", "A text's weight (TextContent.Weight).", TextContent.Weight.self),
                places("TextAlignment", "A text's alignment (TextContent.Alignment).", TextContent.Alignment.self),
                integers("TextFlag", "Flags beside a text's alignment (ContentEncoding.TextFlag).", ContentEncoding.TextFlag.self),
                integers("TouchRegion", "Which touches a view leaves to the page (TouchRegion).", TouchRegion.self),
                integers("AriaRole", "An accessibility node's ARIA role (PageAccessibility.Role).", PageAccessibility.Role.self),
                integers("AccessibilityFlag", "The bits of an accessibility node's flags (AccessibilityFlag).", AccessibilityFlag.self)
            ]
        }

        /// The tags of an enum of integer raw values: each case's name and raw value.
        static func integers<Tag: CaseIterable & RawRepresentable>(_ name: String, _ summary: String, _: Tag.Type) -> Group
        where Tag.RawValue: BinaryInteger {
            Group(name: name, summary: summary, cases: Tag.allCases.map { ("\($0)", Int($0.rawValue)) })
        }

        /// The tags of an enum of names: each case's name and its place among the cases.
        static func places<Tag: CaseIterable & RawRepresentable>(_ name: String, _ summary: String, _: Tag.Type) -> Group
        where Tag.RawValue == String {
            Group(name: name, summary: summary, cases: Tag.allCases.enumerated().map { ($0.element.rawValue, $0.offset) })
        }

        /// `tags.js`: a frozen object per group, its summary above it.
        public static var javaScript: String {
            var lines = [
                "// Generated from the engine's Swift (CrossfadeEngineABI's EngineTags): the numbers the",
                "// engine and the page agree on, each named once in Swift. Do not edit: `CROSSFADE_RECORD=1",
                "// swift test --filter EngineTagsTests` writes it again, and that test fails while it is stale.",
                "'use strict';"
            ]
            for group in groups {
                let members = group.cases.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
                lines += ["", "/** \(group.summary) */", "export const \(group.name) = Object.freeze({ \(members) });"]
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
#endif
