import CrossfadeMotion
import CrossfadeScene

/// The library measured and prepared once: the category names and each
/// category's sub-category labels (every label exactly as wide as its text at
/// its scaled font size), each page's rows from the catalogue, and every id a
/// frame may assign — so a list slot or a label row taking other content
/// builds no string.
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
    let palette: Palette
    /// Each page's layer id, which is also its slot's name (`pager.page.C.S`, prefixed).
    let pageIDs: [String]
    /// The ids of the category names, of each category's label row and of its labels.
    let categoryIDs: [String]
    let subrowIDs: [String]
    let subIDs: [[String]]
    /// The row lists the pages show (pages of one kind share theirs) and each page's list.
    private let itemLists: [[LibraryItem]]
    private let pageItemList: [Int]
    /// Each page's content height, pt: its rows and the padding around them.
    let contentHeights: [Double]
    /// What VoiceOver reads for each page: its sub-category's name, and its
    /// category with its place there ("Podcasts, 1 of 2"), built once.
    let pageNames: [String]
    let pageValues: [String]
    /// The row layers each reused list holds: the longest page's rows (at least one,
    /// where an empty page says it is empty).
    let slotRows: Int
    /// What each page says when it has no rows, e.g. "No playlists yet".
    let emptyMessages: [String]
    /// A list's first row's accessibility, given back after it showed an empty page's message.
    let firstRowAccessibility: AccessibilityInfo

    init(_ c: LibraryPager.Configuration) {
        configuration = c
        library = c.library
        width = c.width
        rtl = c.rtl
        palette = c.palette
        let names = c.library.categories
        categories = LabelRow(
            names.map { $0.name }, fontSize: c.categoryFont, weight: .bold, margin: c.labelMargin,
            spacing: LibraryPager.Tuning.categorySpacing)
        subcategories = names.map {
            LabelRow($0.subcategories, fontSize: c.subFont, weight: .bold, margin: c.labelMargin, spacing: LibraryPager.Tuning.subcategorySpacing)
        }
        categoryIDs = names.indices.map { c.id("pager.category.\($0)") }
        subrowIDs = names.indices.map { c.id("pager.subrow.\($0)") }
        subIDs = names.indices.map { category in names[category].subcategories.indices.map { c.id("pager.sub.\(category).\($0)") } }
        pageIDs = (0..<c.library.pageCount).map { page in
            let (category, sub) = c.library.location(ofPage: page)
            return c.id("pager.page.\(category).\(sub)")
        }
        pageNames = (0..<c.library.pageCount).map { page in
            let (category, sub) = c.library.location(ofPage: page)
            return names[category].subcategories[sub]
        }
        pageValues = (0..<c.library.pageCount).map { page in
            let (category, sub) = c.library.location(ofPage: page)
            return "\(names[category].name), \(sub + 1) of \(names[category].subcategories.count)"
        }
        let (lists, pageList) = Self.items(c)
        itemLists = lists
        pageItemList = pageList
        let rows = pageList.map { lists[$0].count }
        contentHeights = rows.map { c.contentHeight(rows: $0) }
        slotRows = max(1, rows.max() ?? 0)
        emptyMessages = (0..<c.library.pageCount).map { page in
            let (category, sub) = c.library.location(ofPage: page)
            return Self.emptyMessage(Catalogue.PageKind(name: names[category].subcategories[sub]))
        }
        firstRowAccessibility = LibraryPager.rowAccessibility(0, c)
    }

    /// Every page's rows: `catalogue.items(forPage:)`, at most `rowCount`. A page's
    /// name stands for a kind of rows (`Catalogue.PageKind`), so the catalogue is
    /// asked once per kind and pages of one kind share their list.
    private static func items(_ c: LibraryPager.Configuration) -> ([[LibraryItem]], [Int]) {
        var kinds: [Catalogue.PageKind] = [], lists: [[LibraryItem]] = [], pageList: [Int] = []
        for page in 0..<c.library.pageCount {
            let (category, sub) = c.library.location(ofPage: page)
            let name = c.library.categories[category].subcategories[sub], kind = Catalogue.PageKind(name: name)
            if let list = kinds.firstIndex(of: kind) {
                pageList.append(list)
            } else {
                kinds.append(kind)
                lists.append(Array(c.catalogue.items(forPage: name).prefix(max(0, c.rowCount))))
                pageList.append(lists.count - 1)
            }
        }
        return (lists, pageList)
    }

    /// What a page of `kind` with no rows says.
    static func emptyMessage(_ kind: Catalogue.PageKind) -> String {
        switch kind {
        case .playlists: "No playlists yet"
        case .artists: "No artists yet"
        case .albums: "No albums yet"
        case .songs: "No songs yet"
        case .episodes: "No episodes yet"
        case .downloads: "No downloads yet"
        case .shows: "No podcasts yet"
        }
    }

    /// Page `page`'s rows.
    func items(ofPage page: Int) -> [LibraryItem] { itemLists[pageItemList[page]] }

    /// The category row's scroll when the selection is `position` categories along.
    func categoryScroll(_ position: Double) -> Double { categories.scroll(at: position, viewportWidth: width) }

    /// Category `category`'s row: how far it has travelled with its pages (pt, left
    /// to right) and its own scroll, at `strip`.
    func subRowPlacement(_ category: Int, _ strip: StripPosition) -> (offset: Double, scroll: Double) {
        (
            (Double(category) - strip.categoryPosition) * width,
            subcategories[category].scroll(at: strip.subPosition(inCategory: category), viewportWidth: width)
        )
    }

    /// Where sub-category label (`category`, `sub`) is drawn at `strip`, left to
    /// right in the library's coordinates: x and width.
    func subLabel(_ category: Int, _ sub: Int, _ strip: StripPosition) -> (x: Double, width: Double) {
        let placement = subRowPlacement(category, strip)
        return (placement.offset - placement.scroll + subcategories[category].xs[sub], subcategories[category].widths[sub])
    }

    /// The indicator at `strip` (left to right): exactly under the selected label at
    /// rest; between two labels of one row, x and width interpolated by the
    /// fractional page. Crossing into another category, each row's label slides
    /// with its pages a whole width apart: the indicator stays under the label
    /// leaving, and `incomingIndicator` lies under the one coming in (one
    /// indicator between them would float under empty space).
    func indicator(_ strip: StripPosition) -> (x: Double, width: Double) {
        let a = library.location(ofPage: strip.page)
        let from = subLabel(a.category, a.subcategory, strip)
        guard strip.fraction > 0, !strip.crossing else { return from }
        let b = library.location(ofPage: strip.page + 1)
        let to = subLabel(b.category, b.subcategory, strip)
        return (lerp(from.x, to.x, strip.fraction), lerp(from.width, to.width, strip.fraction))
    }

    /// While crossing into another category, the indicator under the label coming
    /// in with its row (left to right); nil otherwise.
    func incomingIndicator(_ strip: StripPosition) -> (x: Double, width: Double)? {
        guard strip.crossing else { return nil }
        let b = library.location(ofPage: strip.page + 1)
        return subLabel(b.category, b.subcategory, strip)
    }
}
