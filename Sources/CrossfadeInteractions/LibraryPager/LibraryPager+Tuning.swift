extension LibraryPager {
    /// library-pager's tuning numbers, in one place (FloatingPanel's `Behavior`):
    /// the layout a designer would touch, in points at the default text size.
    /// Font sizes, and the lines that hold text, grow with the environment's
    /// `textScale`; labels are measured at their scaled size.
    ///
    /// The springs are options (`snapResponse`, `bounceResponse`,
    /// `crossFadeResponse`… with their damping ratios), as are the margin and the
    /// row cap (`margin`, `rowCount`).
    public enum Tuning {
        // MARK: The header: category names, sub-category labels, the indicator

        /// The category names' font size (Music, Podcasts), pt, bold.
        public static let categoryFont = 26.0
        /// The widest a page's rows get (a readable width, as iPad apps cap their lists), pt.
        public static let readableWidth = 600.0
        /// The sub-category labels' font size (Playlists, Artists…), pt, bold.
        public static let subcategoryFont = 15.0
        /// From the top safe area down to the category names, pt.
        public static let categoryTop = 12.0
        /// From the category names down to the sub-category labels, pt.
        public static let subcategoryGap = 14.0
        /// From the labels down to the indicator, pt.
        public static let indicatorGap = 6.0
        /// The indicator's thickness, pt (its corners are fully round).
        public static let indicatorHeight = 2.0
        /// The hairline under the labels, pt thick, at the indicator's lower half.
        public static let dividerHeight = 1.0
        /// From the indicator down to the pages, pt.
        public static let pagesGap = 8.0
        /// Between two category names, pt.
        public static let categorySpacing = 20.0
        /// Between two sub-category labels, pt.
        public static let subcategorySpacing = 24.0

        // MARK: A page's rows

        /// A row's height, pt; it grows when scaled text needs more.
        public static let rowHeight = 64.0
        /// Space above the first row and below the last, pt.
        public static let listPadding = 8.0
        /// The artwork's side, pt (square; an artist's portrait is a circle).
        public static let artworkSize = 48.0
        /// The square artwork's corner radius, pt.
        public static let artworkCornerRadius = 4.0
        /// From the artwork to the text, pt.
        public static let textGap = 12.0
        /// From a row's top to its title, pt.
        public static let textTop = 12.0
        /// From the subtitle to the row's bottom, at least, pt.
        public static let textBottom = 14.0
        /// The title's font size (semibold) and line height at the default text size, pt.
        public static let titleFont = 15.0, titleLine = 20.0
        /// The subtitle's font size and line height at the default text size, pt.
        public static let subtitleFont = 13.0, subtitleLine = 18.0
    }
}
