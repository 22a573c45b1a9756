import CrossfadeHost

/// The page's accessibility plan on the wire (`crossfade_accessibility`'s output; read
/// by crossfade.js's `dom.js`):
///
/// ```
/// plan   u8 changed (0: nothing follows: the page keeps what it set)
///        · u32 n · n × node · u32 h · h × str hidden layer · u32 l · l × str tablist layer
///        · str modal layer ('' none) · str the modal's name · str announcement ('' none)
/// node   str layer · u8 AriaRole · str name · str value · u8 AccessibilityFlag bits
///        · u8 1 · f64 value · f64 minimum · f64 maximum (a slider's range), or u8 0
/// ```
public enum AccessibilityEncoding {
    /// Writes `plan`, or only "unchanged" when `changed` is false.
    @inline(never)
    public static func write(_ plan: PageAccessibility, changed: Bool, to writer: inout ByteWriter) {
        writer.u8(changed ? 1 : 0)
        guard changed else { return }
        writer.u32(UInt32(truncatingIfNeeded: plan.nodes.count))
        for node in plan.nodes {
            writer.string(node.id)
            writer.u8(node.role.rawValue)
            writer.string(node.name)
            writer.string(node.value)
            writer.u8(AccessibilityFlag.bits(of: node))
            writer.u8(node.range == nil ? 0 : 1)
            if let range = node.range {
                writer.f64(range.value)
                writer.f64(range.minimum)
                writer.f64(range.maximum)
            }
        }
        writer.u32(UInt32(truncatingIfNeeded: plan.hidden.count))
        for id in plan.hidden { writer.string(id) }
        writer.u32(UInt32(truncatingIfNeeded: plan.tabLists.count))
        for id in plan.tabLists { writer.string(id) }
        writer.string(plan.modal ?? "")
        writer.string(plan.modalLabel)
        writer.string(plan.announcement)
    }
}

/// A node's flags on the wire (`AccessibilityFlag` in crossfade.js's `tags.js`).
public enum AccessibilityFlag: UInt8, CaseIterable, Sendable {
    /// `aria-selected="true"` (a tab), or the chosen one.
    case selected = 1
    /// `aria-expanded="false"`: activating it opens something.
    case opens = 2
    /// `tabindex="0"`: Tab stops on it.
    case tabStop = 4
    /// It takes focus (`tabindex="-1"` when not a Tab stop).
    case focusable = 8
    /// It is or holds a slot: filled by the app, the app's content names it.
    case holdsSlot = 16

    /// The bits `node` has.
    static func bits(of node: PageAccessibility.Node) -> UInt8 {
        (node.isSelected ? selected.rawValue : 0) | (node.opensSomething ? opens.rawValue : 0)
            | (node.isTabStop ? tabStop.rawValue : 0) | (node.isFocusable ? focusable.rawValue : 0) | (node.holdsSlot ? holdsSlot.rawValue : 0)
    }
}
