import CrossfadeMotion
import CrossfadeScene

/// The library's label rows, measured once: the category names and each
/// category's sub-category labels, every label exactly as wide as its text;
/// with the configuration it was measured for.
///
/// A class, so that a frame's update captures one reference in its closures
/// rather than copying the configuration's arrays (each copy is retain traffic).
final class LibraryLayout: Sendable {
    let configuration: LibraryPager.Configuration
    let library: Library
    let categories: LabelRow
    let subcategories: [LabelRow]
    let width: Double
    let rtl: Bool
    /// Whether each page's artwork is round (pages of artists, as in Spotify).
    let roundArtwork: [Bool]

    init(_ c: LibraryPager.Configuration) {
        configuration = c
        library = c.library
        width = c.width
        rtl = c.rtl
        roundArtwork = (0..<c.library.pageCount).map { page in
            let (category, sub) = c.library.location(ofPage: page)
            let name = c.library.categories[category].subcategories[sub]
            return name.hasPrefix("Artist") || name.hasPrefix("artist")
        }
        categories = LabelRow(c.library.categories.map { $0.name }, fontSize: LibraryPager.Configuration.categoryFont, weight: .bold,
                              margin: c.margin, spacing: 20)
        subcategories = c.library.categories.map {
            LabelRow($0.subcategories, fontSize: LibraryPager.Configuration.subFont, weight: .bold, margin: c.margin, spacing: 24)
        }
    }

    /// The category row's scroll when the selection is `position` categories along.
    func categoryScroll(_ position: Double) -> Double { categories.scroll(at: position, viewportWidth: width) }

    /// Category `category`'s row: how far it has travelled with its pages (pt, left
    /// to right) and its own scroll, at `strip`.
    func subRowPlacement(_ category: Int, _ strip: StripPosition) -> (offset: Double, scroll: Double) {
        ((Double(category) - strip.categoryPosition) * width,
         subcategories[category].scroll(at: strip.subPosition(inCategory: category), viewportWidth: width))
    }

    /// Where sub-category label (`category`, `sub`) is drawn at `strip`, left to
    /// right in the library's coordinates: x and width.
    func subLabel(_ category: Int, _ sub: Int, _ strip: StripPosition) -> (x: Double, width: Double) {
        let placement = subRowPlacement(category, strip)
        return (placement.offset - placement.scroll + subcategories[category].xs[sub], subcategories[category].widths[sub])
    }

    /// The indicator at `strip` (left to right): exactly under the selected label at
    /// rest; between two labels, x and width interpolated by the fractional page.
    func indicator(_ strip: StripPosition) -> (x: Double, width: Double) {
        let a = library.location(ofPage: strip.page)
        let from = subLabel(a.category, a.subcategory, strip)
        guard strip.fraction > 0 else { return from }
        let b = library.location(ofPage: strip.page + 1)
        let to = subLabel(b.category, b.subcategory, strip)
        return (lerp(from.x, to.x, strip.fraction), lerp(from.width, to.width, strip.fraction))
    }
}

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
