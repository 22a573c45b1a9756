/// The shape of a façade's data, as its data source gave it (`numberOfCards`,
/// `numberOfItems`, the pages per section), and the one rule for asking it: a
/// façade asks only for what the app's counts contain, by the app's own indices
/// (shared/DESIGN.md, "Slots are the app's"). The engine may number things its own
/// way (library-pager leaves out a section without pages, so the app's section 1
/// can be the engine's category 0); `index(of:)` turns a slot the engine mounts
/// back into the app's index, or nil when the app has no such item.
///
/// ```swift
/// let shape = DataSourceShape.sections([0, 2])                 // A empty, B with two pages
/// shape.index(of: Slot("pager.page.0.1")!)                    // .page(section: 1, item: 1)
/// shape.index(of: Slot("pager.page.1.0")!)                    // nil: the engine has no such page
/// ```
public enum DataSourceShape: Hashable, Sendable {
    /// A deck of `count` cards (`card.N`).
    case cards(Int)
    /// A carousel of `count` covers (`cover.N`).
    case covers(Int)
    /// Sections of pages, the number of pages in each section in the app's order (`pager.page.C.S`).
    case sections([Int])

    /// The app's index for the slot the engine mounts, or nil when the app's counts hold no such item.
    public func index(of slot: Slot) -> DataSourceIndex? {
        switch (self, slot.place) {
        case (.cards(let count), .lyricCard(let index)), (.covers(let count), .cover(let index)):
            return index >= 0 && index < count ? .item(index) : nil
        case (.sections(let pages), .libraryPage(let category, let subcategory)):
            guard let section = appSection(ofCategory: category), subcategory >= 0, subcategory < pages[section] else { return nil }
            return .page(section: section, item: subcategory)
        default: return nil
        }
    }

    /// The app's section shown as the engine's category `category` (sections
    /// without pages are not shown), or nil when there is none.
    public func appSection(ofCategory category: Int) -> Int? {
        guard case .sections(let pages) = self, category >= 0 else { return nil }
        var seen = 0
        for (section, count) in pages.enumerated() where count > 0 {
            if seen == category { return section }
            seen += 1
        }
        return nil
    }

    /// The engine's category that shows the app's section `section`, or nil when
    /// that section has no pages (or does not exist).
    public func category(ofAppSection section: Int) -> Int? {
        guard case .sections(let pages) = self, pages.indices.contains(section), pages[section] > 0 else { return nil }
        return pages[..<section].filter { $0 > 0 }.count
    }

    /// The indices a data source's `count` covers (none for a count below 1): what a
    /// façade asks for, item by item.
    public static func indices(_ count: Int) -> Range<Int> { 0..<max(0, count) }

    /// Whether the app's data holds nothing to show (the façade shows its empty state).
    public var isEmpty: Bool {
        switch self {
        case .cards(let count), .covers(let count): count <= 0
        case .sections(let pages): !pages.contains { $0 > 0 }
        }
    }
}

/// An item of the app's data, by the app's own indices.
public enum DataSourceIndex: Hashable, Sendable {
    /// A card's or cover's index.
    case item(Int)
    /// A page's section and its index in the section (UIKit's `IndexPath(item:section:)`).
    case page(section: Int, item: Int)

    /// A card's or cover's index; nil for a page.
    public var item: Int? { if case .item(let index) = self { index } else { nil } }
    /// A page's section and item; nil for a card or cover.
    public var page: (section: Int, item: Int)? { if case .page(let section, let item) = self { (section, item) } else { nil } }
}
