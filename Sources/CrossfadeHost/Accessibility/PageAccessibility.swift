import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// What a web page's screen reader and keyboard get from a scene: the host core's
/// accessibility tree as WAI-ARIA, decided here and carried out by the page
/// (crossfade.js's `dom.js` sets the attributes, nothing more).
///
/// - Each element the tree exposes becomes an ARIA node: a button, a slider with its
///   value as text, a carousel (Authoring Practices' carousel: "Glass Weather, 3 of 12"),
///   a tab (the selected one the tablist's one Tab stop: a roving tabindex) in a
///   tablist, a tab panel, a heading, an image, or text.
/// - Layers no one can see — transparent, scrolled or clipped away, covered by
///   something opaque (the app behind an open card) — are `hidden`: `aria-hidden`
///   and `inert`, so neither a screen reader nor Tab reaches them or the app's
///   elements in their slots.
/// - Where exposed elements offer the escape gesture (an open card, the open
///   player), the layer holding them all is a modal dialog: everything of the widget
///   outside it is hidden, focus goes into it and stays, Escape performs its escape.
/// - The carousel's centred track, the lyrics' current line and the pager's page are
///   announced in a polite live region when they change.
///
/// ```swift
/// var page = PageAccessibility()
/// page.update(scene)                      // true: the page sets the attributes again
/// page.nodes, page.hidden, page.modal, page.announcement
/// page.action(forKey: "ArrowRight", focused: "carousel", available: actions, specs: specs)
/// ```
public struct PageAccessibility: Sendable {
    /// An ARIA role, as the page writes it.
    public enum Role: UInt8, CaseIterable, Hashable, Sendable {
        /// `button`
        case button = 0
        /// `slider`, its value as `aria-valuetext`
        case slider = 1
        /// `group` with `aria-roledescription="carousel"`: a set of slides, "3 of 12"
        case carousel = 2
        /// `tab` in a `tablist`, `aria-selected`
        case tab = 3
        /// `tabpanel`
        case tabPanel = 4
        /// `heading`
        case heading = 5
        /// `img`
        case image = 6
        /// text, read as it is (no role of its own)
        case text = 7
        /// `group`, adjustable with the arrow keys (the lyrics' current line)
        case group = 8
    }

    /// One element as ARIA: the layer it is on, its role, name and value, and what the keyboard does.
    public struct Node: Equatable, Sendable {
        /// The layer's id.
        public var id: String
        /// Its ARIA role.
        public var role: Role
        /// Its accessible name (`aria-label`).
        public var label: String
        /// Its value as text (`aria-valuetext` on a slider; read after the name elsewhere); empty for none.
        public var value: String
        /// Whether it is the selected one (a tab, a chosen cover).
        public var isSelected: Bool
        /// `aria-expanded="false"`: its activation opens something (the mini player opens the player).
        public var opensSomething: Bool
        /// Whether Tab stops on it (`tabindex="0"`); false: focusable only by the arrow keys (`-1`) or not at all.
        public var isTabStop: Bool
        /// Whether it takes focus at all (a control); text, headings and images do not.
        public var isFocusable: Bool
        /// For a tab, the layer holding its list; empty otherwise.
        public var tabList = ""
        /// Whether it is or holds a slot: where the app's element fills it, the app's
        /// content names it (the page sets no `aria-label` over the app's words).
        public var holdsSlot = false
        /// A slider's position in its range (`aria-valuenow`, `-valuemin`, `-valuemax`); nil for none.
        public var range: AccessibilityInfo.ValueRange?

        /// The name the page gives it: the label, then the value where ARIA has no place for it.
        public var name: String {
            switch role {
            case .slider, .text: label
            default: value.isEmpty ? label : "\(label), \(value)"
            }
        }
    }

    /// The exposed elements as ARIA nodes, in reading order.
    public private(set) var nodes: [Node] = []
    /// The layers hidden from screen readers and Tab (`aria-hidden`, `inert`): the
    /// outermost of each hidden subtree, in paint order.
    public private(set) var hidden: [String] = []
    /// The layers holding tabs (`role="tablist"`).
    public private(set) var tabLists: [String] = []
    /// The modal dialog's layer, when exposed elements offer the escape gesture; nil: none.
    public private(set) var modal: String?
    /// The dialog's name: its first heading's label.
    public private(set) var modalLabel = ""
    /// What the polite live region says now (the centred track, the current line);
    /// empty when nothing changed since the last update.
    public private(set) var announcement = ""
    /// The last thing announced (or shown at the start), so a steady scene says nothing.
    private var lastSpoken: String?
    /// The exposed elements, as the tree gives them (their actions).
    public private(set) var elements: [AccessibilityElement] = []

    /// Nothing yet.
    public init() {}

    /// Plans the page's accessibility for `scene`; returns whether anything the page
    /// shows changed (nodes, hidden layers, the modal, or an announcement to make).
    @discardableResult
    public mutating func update(_ scene: Scene, layoutDirection: LayoutDirection = .leftToRight) -> Bool {
        let before = self
        let visibility = LayerVisibility(scene)
        let found = AccessibilityTree.elements(in: visibility, layoutDirection: layoutDirection)
        elements = found.map { $0.element }
        nodes = elements.map(Self.node)
        let flat = visibility.flat
        // Which layers are or hold a slot (the app's words name a button or tab there).
        var holdsSlot = [Bool](repeating: false, count: flat.count)
        for at in flat.indices.reversed() {
            if case .slot? = flat[at].layer.content { holdsSlot[at] = true }
            if holdsSlot[at], visibility.parent[at] >= 0 { holdsSlot[visibility.parent[at]] = true }
        }
        // The selected tab is its tablist's Tab stop; with none selected, its first.
        var lists: [Int] = []
        for (n, item) in found.enumerated() {
            nodes[n].holdsSlot = holdsSlot[item.index]
            guard nodes[n].role == .tab else { continue }
            let list = visibility.parent[item.index]
            nodes[n].tabList = list >= 0 ? flat[list].id : ""
            if !lists.contains(list) { lists.append(list) }
        }
        tabLists = lists.filter { $0 >= 0 }.map { flat[$0].id }
        for list in lists {
            let tabs = found.indices.filter { nodes[$0].role == .tab && visibility.parent[found[$0].index] == list }
            let stop = tabs.first { nodes[$0].isSelected } ?? tabs.first
            for n in tabs { nodes[n].isTabStop = n == stop }
        }
        let modalIndex = Self.modal(found, visibility)
        modal = modalIndex.map { flat[$0].id }
        modalLabel = ""
        if let modalIndex {
            let inside = found.indices.filter { visibility.isInside(found[$0].index, modalIndex) }
            let heading = inside.first { nodes[$0].role == .heading } ?? inside.first
            modalLabel = heading.map { nodes[$0].label } ?? ""
        }
        hidden = Self.hiddenLayers(visibility, shown: found.map { $0.index }, modal: modalIndex)
        // Announced: the first carousel, line or page, when what it says changed.
        let spoken = nodes.first { $0.role == .carousel || $0.role == .group || $0.role == .tabPanel }.map { $0.name }
        announcement = ""
        if let spoken, let lastSpoken, spoken != lastSpoken { announcement = spoken }
        if spoken != nil { lastSpoken = spoken }
        return nodes != before.nodes || hidden != before.hidden || modal != before.modal || modalLabel != before.modalLabel
            || tabLists != before.tabLists || !announcement.isEmpty
    }

    /// The ARIA node for `element`.
    static func node(_ element: AccessibilityElement) -> Node {
        let role: Role =
            switch element.role {
            case .button: .button
            case .slider: .slider
            case .carousel: .carousel
            case .tab: .tab
            case .tabPanel: .tabPanel
            case .header: .heading
            case .image: .image
            case .text: .text
            case .adjustable: .group
            }
        let focusable = role != .heading && role != .image && role != .text
        let opens = element.actions.contains { $0.kind == .activate && ($0.name == "open" || $0.name.hasSuffix(".open")) }
        return Node(
            id: element.id, role: role, label: element.label, value: element.value, isSelected: element.traits.contains(.selected),
            opensSomething: opens, isTabStop: focusable, isFocusable: focusable, range: element.range)
    }

    /// The modal: the innermost layer holding every exposed element that offers the
    /// escape gesture (and not itself one of them); nil when none does.
    static func modal(_ found: [(element: AccessibilityElement, index: Int)], _ visibility: LayerVisibility) -> Int? {
        let escaping = found.filter { item in item.element.actions.contains { $0.kind == .escape } }.map { $0.index }
        guard let first = escaping.first else { return nil }
        var candidate = visibility.parent[first]
        while candidate >= 0 {
            let holder = candidate
            if !escaping.contains(holder), escaping.allSatisfy({ visibility.isInside($0, holder) }) { return holder }
            candidate = visibility.parent[candidate]
        }
        return nil
    }

    /// The outermost layers nothing of which a user can see: transparent, outside the
    /// viewport or what its ancestors' clipping leaves, or covered at its centre by
    /// something opaque painted later — and, with a modal, everything outside it. A
    /// layer holding an exposed element or anything visible is never hidden.
    static func hiddenLayers(_ visibility: LayerVisibility, shown: [Int], modal: Int?) -> [String] {
        let flat = visibility.flat
        // Whether each layer itself shows something a user can see.
        var seen = [Bool](repeating: false, count: flat.count)
        for at in shown { seen[at] = true }
        for at in flat.indices where !seen[at] {
            if let modal, !visibility.isInside(at, modal) { continue }
            guard visibility.opacity[at] >= 0.01, draws(flat[at].layer), let part = visibility.shown(at) else { continue }
            seen[at] = !visibility.isCovered(at, centre: Point(x: part.midX, y: part.midY))
        }
        // A layer is seen when it or anything inside it is (children come after their parents).
        for at in flat.indices.reversed() where seen[at] && visibility.parent[at] >= 0 { seen[visibility.parent[at]] = true }
        var hidden: [String] = []
        for at in flat.indices where !seen[at] {
            let up = visibility.parent[at]
            if up >= 0, !seen[up] { continue }
            hidden.append(flat[at].id)
        }
        return hidden
    }

    /// Whether the layer draws anything (a fill, text, a path, artwork, a slot).
    static func draws(_ layer: Layer) -> Bool {
        if let fill = layer.fill, fill.alpha >= 0.01 { return true }
        return layer.content != nil
    }
}

extension PageAccessibility {
    /// What a key pressed inside the widget performs, or nil (the page keeps the key):
    ///
    /// 1. On a focused control: Enter and Space activate a button or a tab; on a tab
    ///    the arrows (mirrored right to left), Home and End select the neighbouring,
    ///    first or last tab of its list; on a slider, carousel, tab panel or line the
    ///    arrows (up and the reading direction's forward: increment) adjust it.
    /// 2. Escape: the modal's escape (dismiss the card, close the player).
    /// 3. The interaction's own binding for the key (`ActionSpec.key`), when it takes no fields.
    ///
    /// Whichever it is, only an action that applies now (`available`) is performed: none
    /// while a finger drags, no `previous` at the first track.
    public func action(
        forKey key: String, focused: String?, available: [String], specs: [ActionSpec], rightToLeft: Bool = false
    ) -> InteractionAction? {
        guard let action = candidate(forKey: key, focused: focused, specs: specs, rightToLeft: rightToLeft),
            available.contains(action.name)
        else { return nil }
        return action
    }

    /// What the key stands for here, before asking whether it applies now.
    func candidate(forKey key: String, focused: String?, specs: [ActionSpec], rightToLeft: Bool) -> InteractionAction? {
        if let focused, let node = nodes.first(where: { $0.id == focused }), let element = elements.first(where: { $0.id == focused }) {
            let forward = rightToLeft ? "ArrowLeft" : "ArrowRight", backward = rightToLeft ? "ArrowRight" : "ArrowLeft"
            switch node.role {
            case .button:
                if key == "Enter" || key == " " { return element.action(.activate) }
            case .tab:
                if key == "Enter" || key == " " { return element.action(.activate) }
                let tabs = tabs(beside: focused)
                if let at = tabs.firstIndex(of: focused), !tabs.isEmpty {
                    let target: Int? =
                        switch key {
                        case forward: (at + 1) % tabs.count
                        case backward: (at + tabs.count - 1) % tabs.count
                        case "Home": 0
                        case "End": tabs.count - 1
                        default: nil
                        }
                    if let target, let tab = elements.first(where: { $0.id == tabs[target] }) { return tab.action(.activate) }
                }
            case .slider, .carousel, .tabPanel, .group:
                if key == forward || key == "ArrowUp" { return element.action(.increment) }
                if key == backward || key == "ArrowDown" { return element.action(.decrement) }
            case .heading, .image, .text: break
            }
        }
        if key == "Escape", modal != nil, let escape = elements.lazy.compactMap({ $0.action(.escape) }).first { return escape }
        for spec in specs where spec.key == key && spec.fields.isEmpty { return InteractionAction(spec.name) }
        return nil
    }

    /// The tabs of the list holding tab `id`, in reading order.
    func tabs(beside id: String) -> [String] {
        guard let list = nodes.first(where: { $0.id == id })?.tabList else { return [] }
        return nodes.filter { $0.role == .tab && $0.tabList == list }.map { $0.id }
    }
}

extension PageAccessibility {
    /// The plan as readable lines (a snapshot beside the tests, and what a note shows):
    /// each node as `role "name" value=… selected tabstop`, then the tab lists, the
    /// modal and the hidden layers.
    public var outline: String {
        var lines: [String] = []
        for node in nodes {
            var line = "\(Self.ariaName(node.role)) \"\(node.name)\""
            if node.role == .slider { line += " valuetext=\"\(node.value)\"" }
            if node.isSelected { line += " selected" }
            if node.opensSomething { line += " expanded=false" }
            if node.isFocusable { line += node.isTabStop ? " tabindex=0" : " tabindex=-1" }
            if node.holdsSlot { line += " slot" }
            lines.append(line + "  (\(node.id))")
        }
        if !tabLists.isEmpty { lines.append("tablists: " + tabLists.joined(separator: ", ")) }
        if let modal { lines.append("dialog \"\(modalLabel)\" (\(modal))") }
        lines.append("hidden: " + (hidden.isEmpty ? "none" : hidden.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    /// The ARIA role's name as the page writes it (a carousel is a `group` described as one).
    static func ariaName(_ role: Role) -> String {
        switch role {
        case .button: "button"
        case .slider: "slider"
        case .carousel: "carousel"
        case .tab: "tab"
        case .tabPanel: "tabpanel"
        case .heading: "heading"
        case .image: "img"
        case .text: "text"
        case .group: "group"
        }
    }
}
