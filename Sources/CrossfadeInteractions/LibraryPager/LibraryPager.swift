import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Spotify's "Your Library": categories (Music, Podcasts) over sub-category
/// labels (Playlists, Artists, Albums…), a green indicator under the selected
/// label exactly as wide as its text, and one vertically scrolling page per
/// sub-category.
///
/// The pages of every category form one horizontal strip, so the pager inside a
/// category and the pager between categories are one motion: a drag that reaches
/// a category's last page carries on into the next category's first, with no lift
/// and no seam; only the strip's two ends rubber-band. (Two chained pagers would
/// let a finger that catches the outer one mid-way scroll an inner one inside it.)
/// Everything drawn is a function of the strip's position: the indicator's x and
/// width interpolate between the two labels it travels between by the fractional
/// page, and each category's label row travels with its pages.
public struct LibraryPager: Interaction {
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        public var topSafeArea: Double { get { environment.safeArea.top } set { environment.safeArea.top = newValue } }
        public var bottomSafeArea: Double { get { environment.safeArea.bottom } set { environment.safeArea.bottom = newValue } }
        public var library = Library.standard
        /// Space before the first label of each row, pt.
        public var margin = 16.0
        /// Placeholder rows on each page.
        public var rowCount = 16
        public var rtl: Bool { get { environment.isRightToLeft } set { environment.layoutDirection = newValue ? .rightToLeft : .leftToRight } }
        /// Cross-fade page changes instead of sliding.
        public var reduceMotion: Bool { get { environment.reduceMotion } set { environment.reduceMotion = newValue } }

        public init(viewport: Size) { self.viewport = viewport }

        var width: Double { max(1, viewport.width) }
        var direction: LayoutDirection { rtl ? .rightToLeft : .leftToRight }
        static let categoryFont = 26.0, subFont = 15.0, rowHeight = 64.0
        var categoryY: Double { topSafeArea + 12 }
        var categoryHeight: Double { TextMetrics.lineHeight(fontSize: Self.categoryFont) }
        var subY: Double { categoryY + categoryHeight + 14 }
        var subHeight: Double { TextMetrics.lineHeight(fontSize: Self.subFont) }
        var indicatorY: Double { subY + subHeight + 6 }
        var pagesTop: Double { indicatorY + 2 + 8 }
        var pageHeight: Double { max(1, viewport.height - pagesTop - bottomSafeArea) }
        var contentHeight: Double { 16 + Double(rowCount) * Self.rowHeight }

        /// Mirrors `x` (a span `width` wide, left to right) when right to left.
        func placed(_ x: Double, width w: Double) -> Double { rtl ? self.width - x - w : x }
    }

    public enum Action: InteractionActions, Equatable {
        case nextPage, previousPage, selectCategory(Int), selectSubcategory(Int)

        public static let table = ActionTable<Action>([
            .action("nextPage", .nextPage, "the next sub-category (past the last, the next category's first)"),
            .action("previousPage", .previousPage, "the previous sub-category"),
            .integer("selectCategory", field: "index", 0...99, fieldSummary: "the category, from 0",
                     "select a category at its first sub-category (a tap on its name)",
                     make: { .selectCategory($0) }, read: { if case .selectCategory(let index) = $0 { index } else { nil } }),
            .integer("selectSubcategory", field: "index", 0...99, fieldSummary: "the sub-category, from 0",
                     "go to a sub-category of the current category (a tap on its label)",
                     make: { .selectSubcategory($0) }, read: { if case .selectSubcategory(let index) = $0 { index } else { nil } }),
        ])
    }

    public static let id = "library-pager"
    public static let summary = "Your Library: categories over sub-category pages in one strip; the indicator follows the drag at each label's exact width"
    public static let options = OptionTable<Configuration>([
        .string("categories", maximumBytes: 20_000, default: "Music:Playlists,Artists,Albums;Podcasts:Episodes,Downloads,Shows",
                "categories and their sub-categories: Name:Sub,Sub;Name:Sub") { (c: inout Configuration, text: String) throws(InteractionError) in
            c.library = try Library(parsing: text)
        },
        .number("topSafeArea", 0...200, default: 47, "top safe-area inset, pt") { $0.topSafeArea = $1 },
        .number("bottomSafeArea", 0...200, default: 34, "bottom safe-area inset, pt") { $0.bottomSafeArea = $1 },
        .number("margin", 0...80, default: 16, "space before the first label of each row, pt") { $0.margin = $1 },
        .integer("rowCount", 0...100, default: 16, "placeholder rows on each page") { $0.rowCount = $1 },
        .bool("rtl", default: false, "right to left: labels, pages and swipes mirror") { $0.rtl = $1 },
        .bool("reduceMotion", default: false, "cross-fade page changes instead of sliding") { $0.reduceMotion = $1 },
    ])

    public let configuration: Configuration
    /// Events since the host last took them.
    public var events = EventOutbox()
    /// Label positions and widths, measured once.
    let layout: LibraryLayout
    /// The strip of pages: offset `width · g` shows page g.
    var pager: ScrollOwner
    /// Each page's vertical list.
    var lists: PageLists
    /// Reduce Motion's cross-fade in of the pages (1 shown).
    var fade: SettlingSpring<Double>
    var gestures = PointerGestures<PagerGesture>()
    var gesture: PagerGesture?
    var dragTranslation = 0.0
    var time = 0.0
    let paths: LibraryPagerPaths

    public init(configuration c: Configuration) {
        configuration = c
        layout = LibraryLayout(c)
        let pages = c.library.pageCount
        let scroll = ScrollConfiguration(viewportLength: c.width, contentLength: Double(pages) * c.width,
                                         paging: .snapOffsets([0]),
                                         snapSpring: Spring(response: 0.4, dampingRatio: 1))
        pager = ScrollOwner(ScrollPhysics(scroll), layoutDirection: c.direction)
        lists = PageLists(pageCount: pages, list: ScrollConfiguration(viewportLength: c.pageHeight, contentLength: c.contentHeight))
        fade = SettlingSpring(spring: Spring(response: 0.3, dampingRatio: 1), value: 1, tolerance: .progress)
        paths = LibraryPagerPaths(in: Self.buildLayers(layout, strip: StripPosition(0, layout)), c)
    }

    public var background: Color { Palette.background }

    var pageCount: Int { configuration.library.pageCount }

    /// The strip's position in pages (fractional while moving; past either end while rubber-banding).
    var position: Double { pager.scroll.contentOffset / configuration.width }

    /// Where everything drawn comes from.
    var strip: StripPosition { StripPosition(position, layout) }

    /// The page nearest the middle of the screen.
    var page: Int { min(pageCount - 1, max(0, Int(clamp(position, 0...Double(pageCount - 1)).rounded()))) }

    /// The page the strip is on or heading to.
    var destinationPage: Int {
        guard let target = pager.scroll.targetOffset, pager.scroll.phase == .snapping else { return page }
        return min(pageCount - 1, max(0, Int(clamp(target / configuration.width, 0...Double(pageCount - 1)).rounded())))
    }

    public var phase: InteractionPhase {
        if gesture == .pager || gesture?.list != nil { return .dragging }
        if !pager.isAtRest || !lists.isAtRest || !fade.isSettled { return .animating }
        return .idle
    }

    public var state: InteractionState {
        let (category, sub) = configuration.library.location(ofPage: page)
        return InteractionState([("category", .int(category)), ("subcategory", .int(sub)), ("phase", .string(phase.rawValue)),
                                 ("page", .int(page)), ("contentOffset", .number(lists.offset(of: page)))])
    }

    public func invariantViolation() -> String? {
        let offset = pager.scroll.contentOffset
        guard offset.isFinite, pager.scroll.velocity.isFinite, fade.value.isFinite else { return "a position or velocity is not finite" }
        let width = configuration.width, high = pager.scroll.configuration.maximumOffset
        guard offset > -width, offset < high + width else { return "pager offset \(offset) is off its range" }
        return lists.invariantViolation(viewport: configuration.pageHeight)
    }
}

/// What competes for a pointer in the library.
enum PagerGesture: Hashable, Sendable {
    /// Paging sideways.
    case pager
    /// Scrolling page g's list.
    case list(Int)
    /// A tap on a category's name.
    case category(Int)
    /// A tap on a sub-category's label (category, sub-category).
    case subcategory(Int, Int)

    var list: Int? { if case .list(let page) = self { page } else { nil } }
}
