import CrossfadeScene

extension TextContent {
    /// How many lines a host's label draws: one when the engine fitted the
    /// frame to the text's width (it must not wrap), else as many as fit (0, UIKit's "no limit").
    public var lineLimit: Int { fitsWidth ? 1 : 0 }
}

extension AccessibilityElement {
    /// One of VoiceOver's traits, for a host that maps them one by one.
    public enum Trait: Hashable, Sendable, CaseIterable {
        /// The traits of `AccessibilityElement.Traits` but `tab` (a tab is a selectable button).
        case button, adjustable, header, staticText, image, selected
    }

    /// The element's traits, one by one. A tab is a selectable button on
    /// platforms without a trait of their own for tabs (UIKit's `.tabBar` is the
    /// container's), which `traits` already says.
    public var traitList: [Trait] {
        let table: [(Traits, Trait)] = [
            (.button, .button), (.adjustable, .adjustable), (.header, .header), (.staticText, .staticText),
            (.image, .image), (.selected, .selected)
        ]
        return table.filter { traits.contains($0.0) }.map { $0.1 }
    }
}
