/// A place where a host mounts the app's own view: a layer whose content is a slot of
/// this name. Each interaction lists its slots (`Interaction.slotSpecs`) as patterns
/// in which a segment of one capital letter stands for an index (`cover.N`: `cover.0`,
/// `cover.1`…; `pager.page.C.S`: a category's sub-page).
public struct SlotSpec: Hashable, Sendable {
    /// The slot's name, its indices as single capital letters (`cover.N`).
    public var pattern: String
    /// What goes there, and what each index counts.
    public var summary: String

    /// The slot `pattern`, described by `summary`.
    public init(_ pattern: String, _ summary: String) {
        self.pattern = pattern
        self.summary = summary
    }

    /// The pattern's indices, in order (`["C", "S"]` for `pager.page.C.S`).
    public var indices: [String] {
        pattern.split(separator: ".").filter(Self.isIndex).map(String.init)
    }

    /// This slot inside a parent, under the child's prefix (`player.` + `miniPlayer.content`).
    public func under(_ prefix: String) -> SlotSpec {
        SlotSpec(prefix + "." + pattern, summary)
    }

    /// Whether the slot name `name` is this pattern with whole numbers for its indices.
    public func matches(_ name: String) -> Bool {
        let want = pattern.split(separator: ".", omittingEmptySubsequences: false)
        let have = name.split(separator: ".", omittingEmptySubsequences: false)
        guard want.count == have.count else { return false }
        for (segment, given) in zip(want, have) {
            if Self.isIndex(segment) {
                guard !given.isEmpty, given.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return false }
            } else if segment != given {
                return false
            }
        }
        return true
    }

    /// A segment of one capital letter: an index.
    static func isIndex(_ segment: Substring) -> Bool {
        segment.count == 1 && segment.first.map { $0 >= "A" && $0 <= "Z" } == true
    }
}
