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
///
/// The app's data and views go in: the categories and each page's rows come from
/// `configuration.catalogue` (a page lists `catalogue.items(forPage:)` of its
/// name, so pages have their own lengths), and each page layer is a slot
/// (`pager.page.C.S`) where a host may mount the app's own list; the engine's rows
/// are its default drawing. Events come out: `page` when the strip comes to rest
/// on another page, `selected` when a row is tapped (with the track it plays).
public struct LibraryPager: Interaction {
    /// What a host can ask of the library without a gesture.
    public enum Action: InteractionActions, Equatable {
        /// The next or previous sub-category page; a category (at its first page), a sub-category of the current category, or a row of the page showing, each by index from 0.
        case nextPage, previousPage, selectCategory(Int), selectSubcategory(Int), selectRow(Int)

        public static let table = ActionTable<Action>([
            .action("nextPage", .nextPage, "the next sub-category (past the last, the next category's first)", key: "ArrowRight"),
            .action("previousPage", .previousPage, "the previous sub-category", key: "ArrowLeft"),
            .integer(
                "selectCategory", field: "index", 0...99, fieldSummary: "the category, from 0",
                "select a category at its first sub-category (a tap on its name)",
                make: { .selectCategory($0) }, read: { if case .selectCategory(let index) = $0 { index } else { nil } }),
            .integer(
                "selectSubcategory", field: "index", 0...99, fieldSummary: "the sub-category, from 0",
                "go to a sub-category of the current category (a tap on its label)",
                make: { .selectSubcategory($0) }, read: { if case .selectSubcategory(let index) = $0 { index } else { nil } }),
            .integer(
                "selectRow", field: "index", 0...99, fieldSummary: "the row, from 0",
                "choose a row of the page showing (a tap on it): emits `selected` with the track it plays",
                make: { .selectRow($0) }, read: { if case .selectRow(let index) = $0 { index } else { nil } })
        ])
    }

    public static let id = "library-pager"
    public static let summary =
        "Your Library: categories over sub-category pages in one strip; the indicator follows the drag at each label's exact width"
    /// The settings the pager was made with.
    public internal(set) var configuration: Configuration
    /// Events since the host last took them: `page` when the strip comes to rest on
    /// another page, `selected` when a row is chosen.
    public var events = EventOutbox()
    /// Label positions and widths, each page's rows, every id: made once.
    var layout: LibraryLayout
    /// The strip of pages: offset `width · g` shows page g.
    var pager: ScrollOwner
    /// Each page's vertical list.
    var lists: PageLists
    /// Reduce Motion's cross-fade in of the pages.
    var crossFade: CrossFade
    var gestures = PointerGestures<PagerGesture>()
    var gesture: PagerGesture?
    /// The page whose list a finger holds while it drags the strip (caught moving with it).
    var heldList: Int?
    /// The page the strip last came to rest on (`page` events report a change).
    var restingPage = 0
    var time = 0.0
    var paths: LibraryPagerPaths

    /// The library at rest on its first page, every list at its top.
    public init(configuration c: Configuration) {
        configuration = c
        layout = LibraryLayout(c)
        let pages = c.library.pageCount
        let scroll = ScrollConfiguration(
            viewportLength: c.width, contentLength: Double(pages) * c.width, paging: .snapOffsets([0]),
            bounceSpring: c.bounceSpring, snapSpring: c.snapSpring)
        pager = ScrollOwner(ScrollPhysics(scroll), layoutDirection: c.environment.layoutDirection)
        lists = PageLists(pageCount: pages, list: Self.listScroll(c), contentLengths: layout.contentHeights)
        crossFade = CrossFade(spring: c.crossFadeSpring)
        paths = Self.build(layout, strip: StripPosition(0, layout)).paths
    }

    /// Every page's list's feel and viewport (each page's content length is its own).
    static func listScroll(_ c: Configuration) -> ScrollConfiguration {
        ScrollConfiguration(viewportLength: c.pageHeight, contentLength: c.pageHeight, bounceSpring: c.bounceSpring)
    }

    public var background: Color { configuration.palette.background }

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
        if !pager.isAtRest || !lists.isAtRest || !crossFade.isSettled { return .animating }
        return .idle
    }

    public var state: InteractionState {
        let (category, sub) = configuration.library.location(ofPage: page)
        return InteractionState([
            ("category", .int(category)), ("subcategory", .int(sub)), ("phase", .string(phase.rawValue)),
            ("page", .int(page)), ("contentOffset", .number(lists.offset(of: page)))
        ])
    }

    /// The strip's content offset, pt: page `n` rests at `n` × the viewport's width.
    public var stripOffset: Double { pager.scroll.contentOffset }

    public func invariantViolation() -> String? {
        let offset = pager.scroll.contentOffset
        guard offset.isFinite, pager.scroll.velocity.isFinite, crossFade.shown.value.isFinite else { return "a position or velocity is not finite" }
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
    /// A tap on a row (page, row).
    case row(Int, Int)

    var list: Int? { if case .list(let page) = self { page } else { nil } }
}
