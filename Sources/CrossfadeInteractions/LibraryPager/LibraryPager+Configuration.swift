import CrossfadeMotion
import CrossfadeScene

extension LibraryPager {
    /// What the library shows and how it feels: the app's catalogue (its library's
    /// categories and the items of each page), the environment (safe areas,
    /// direction, Reduce Motion, text scale, appearance), the springs and the row
    /// cap. Layout constants are in `Tuning`.
    ///
    /// ```swift
    /// var configuration = LibraryPager.Configuration(viewport: Size(width: 390, height: 844))
    /// configuration.catalogue = myCatalogue            // its library and rows
    /// configuration.environment.appearance = .light
    /// ```
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        /// The app's data: `catalogue.library` gives the categories and their pages,
        /// `catalogue.items(forPage:)` each page's rows.
        public var catalogue = Catalogue.demo
        /// Space before the first label of each row, pt.
        public var margin = 16.0
        /// The most rows a page lists: its own items, up to this many. It bounds
        /// the row layers each of the three reused lists holds.
        public var rowCount = 100
        /// The spring that settles the strip on a page (release, taps, actions): response, s.
        public var snapResponse = 0.4
        /// The snap spring's damping ratio (1: no overshoot).
        public var snapDampingRatio = 1.0
        /// The spring that brings the strip or a list back from past an edge: response, s.
        public var bounceResponse = 0.45
        /// The bounce spring's damping ratio.
        public var bounceDampingRatio = 1.0
        /// Reduce Motion's cross-fade of the pages: response, s.
        public var crossFadeResponse = 0.3
        /// The cross-fade spring's damping ratio.
        public var crossFadeDampingRatio = 1.0

        public init(viewport: Size) { self.viewport = viewport }

        /// The spring that settles the strip on a page, from `snapResponse` and `snapDampingRatio`.
        public var snapSpring: Spring { Spring(response: snapResponse, dampingRatio: snapDampingRatio) }
        /// The spring back from past an edge, from `bounceResponse` and `bounceDampingRatio`.
        public var bounceSpring: Spring { Spring(response: bounceResponse, dampingRatio: bounceDampingRatio) }
        /// Reduce Motion's cross-fade spring, from `crossFadeResponse` and `crossFadeDampingRatio`.
        public var crossFadeSpring: Spring { Spring(response: crossFadeResponse, dampingRatio: crossFadeDampingRatio) }

        var library: Library { catalogue.library }
        var width: Double { max(1, viewport.width) }
        var rtl: Bool { environment.isRightToLeft }
        var palette: Palette { environment.palette }

        // The header, top to bottom; fonts scaled for Dynamic Type, lines as tall as their font.
        var categoryFont: Double { environment.font(Tuning.categoryFont) }
        var subFont: Double { environment.font(Tuning.subcategoryFont) }
        var categoryY: Double { environment.safeArea.top + Tuning.categoryTop }
        var categoryHeight: Double { TextMetrics.lineHeight(fontSize: categoryFont) }
        var subY: Double { categoryY + categoryHeight + Tuning.subcategoryGap }
        var subHeight: Double { TextMetrics.lineHeight(fontSize: subFont) }
        var indicatorY: Double { subY + subHeight + Tuning.indicatorGap }
        var pagesTop: Double { indicatorY + Tuning.indicatorHeight + Tuning.pagesGap }
        var pageHeight: Double { max(1, viewport.height - pagesTop - environment.safeArea.bottom) }

        // A page's rows: the text's lines grow with its font, and the row with them.
        var titleHeight: Double { Tuning.titleLine * environment.textScale }
        var subtitleHeight: Double { Tuning.subtitleLine * environment.textScale }
        var rowHeight: Double { max(Tuning.rowHeight, Tuning.textTop + titleHeight + subtitleHeight + Tuning.textBottom) }
        /// A list of `rows` rows: its height with the padding above and below, pt.
        func contentHeight(rows: Int) -> Double { 2 * Tuning.listPadding + Double(rows) * rowHeight }

        /// Mirrors `x` (a span `width` wide, left to right) when right to left.
        func placed(_ x: Double, width w: Double) -> Double { rtl ? self.width - x - w : x }

        /// A list row's column: its left edge and width, pt. The readable width at most,
        /// centred between the notch sides (a phone in portrait: the whole width).
        var rowColumn: (x: Double, width: Double) {
            let safe = environment.safeArea, usable = max(1, width - safe.leading - safe.trailing)
            let column = min(usable, Tuning.readableWidth)
            return ((rtl ? safe.trailing : safe.leading) + (usable - column) / 2, column)
        }

        /// The space before the first label of the category and sub-category rows: the
        /// margin from the rows' column (clear of a landscape phone's notch, aligned with
        /// the rows on wide screens).
        var labelMargin: Double {
            let column = rowColumn
            return margin + (rtl ? width - column.x - column.width : column.x)
        }
    }

    public static let options = OptionTable<Configuration>(
        [
            .string(
                "categories", maximumBytes: 20_000, default: "Music:Playlists,Artists,Albums;Podcasts:Episodes,Downloads,Shows",
                "categories and their sub-categories: Name:Sub,Sub;Name:Sub (a page lists the catalogue's items of its kind)"
            ) {
                (c: inout Configuration, text: String) throws(InteractionError) in
                c.catalogue.library = try Library(parsing: text)
            },
            .number("margin", 0...80, default: 16, "space before the first label of each row, pt") { $0.margin = $1 },
            .integer("rowCount", 0...100, default: 100, "the most rows a page lists (its own items, up to this many)") { $0.rowCount = $1 },
            .spring("snapResponse", spring: "snap", .response, 0.05...1.5, default: 0.4, "the strip's settling on a page: response, s") {
                $0.snapResponse = $1
            },
            .spring("snapDampingRatio", spring: "snap", .dampingRatio, 0.4...1.5, default: 1, "the strip's settling on a page: damping ratio") {
                $0.snapDampingRatio = $1
            },
            .spring("bounceResponse", spring: "bounce", .response, 0.05...1.5, default: 0.45, "back from past an edge (strip and lists): response, s")
            {
                $0.bounceResponse = $1
            },
            .spring(
                "bounceDampingRatio", spring: "bounce", .dampingRatio, 0.4...1.5, default: 1,
                "back from past an edge (strip and lists): damping ratio"
            ) { $0.bounceDampingRatio = $1 },
            .spring(
                "crossFadeResponse", spring: "crossFade", .response, 0.05...1.5, default: 0.3, "Reduce Motion's cross-fade of the pages: response, s"
            ) {
                $0.crossFadeResponse = $1
            },
            .spring(
                "crossFadeDampingRatio", spring: "crossFade", .dampingRatio, 0.4...1.5, default: 1,
                "Reduce Motion's cross-fade of the pages: damping ratio"
            ) { $0.crossFadeDampingRatio = $1 }
        ] + OptionTable<Configuration>.environment())
}
