extension LibraryPager {
    /// `page` when the strip comes to rest on another page; `selected` when a row is chosen.
    public static let eventSpecs: [EventSpec] = [.page, .selected]

    /// Each page, by its category and sub-category.
    public static let slotSpecs: [SlotSpec] = [
        SlotSpec("pager.page.C.S", "the app's page for category C's sub-category S (both from 0)")
    ]

    /// Paging applies when there is a page that way (and the strip is not under a
    /// finger); choosing a category or sub-category when the strip is free; a row always.
    public func isAvailable(_ action: Action) -> Bool {
        let free = gesture != .pager
        switch action {
        case .nextPage: return free && destinationPage < pageCount - 1
        case .previousPage: return free && destinationPage > 0
        case .selectCategory, .selectSubcategory: return free
        case .selectRow: return true
        }
    }
}
