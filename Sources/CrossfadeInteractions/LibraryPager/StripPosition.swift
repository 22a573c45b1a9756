import CrossfadeMotion

/// The strip's position, as everything drawn reads it: the page at or before it,
/// the fraction toward the next, and where the category selection is.
struct StripPosition: Sendable {
    /// Pages along the strip (past either end while rubber-banding).
    let raw: Double
    /// The page at or before the position clamped into the strip.
    let page: Int
    /// 0…1 toward `page + 1` (0 past either end: labels and the indicator stay put).
    let fraction: Double
    /// Whether `page` and `page + 1` belong to different categories.
    let crossing: Bool
    /// Categories along: fractional only while crossing from one category to the next.
    let categoryPosition: Double
    private let category: Int
    private let subcategory: Int

    init(_ position: Double, _ layout: LibraryLayout) {
        let last = layout.library.pageCount - 1
        raw = position.isFinite ? position : 0
        let clamped = clamp(raw, 0...Double(last))
        page = min(last, Int(clamped.rounded(.down)))
        fraction = page < last ? clamped - Double(page) : 0
        let here = layout.library.location(ofPage: page)
        category = here.category
        subcategory = here.subcategory
        crossing = fraction > 0 && layout.library.location(ofPage: page + 1).category != here.category
        categoryPosition = Double(here.category) + (crossing ? fraction : 0)
    }

    /// The selection within category `c`'s row, in labels (fractional while paging
    /// inside it; the entry label of the category being crossed into).
    func subPosition(inCategory c: Int) -> Double {
        if c == category { return Double(subcategory) + (crossing ? 0 : fraction) }
        return 0
    }

    /// The categories whose label rows show: the current one, and the next while crossing.
    var visibleCategories: ClosedRange<Int> { category...(crossing ? category + 1 : category) }
}
