extension CoverCarousel {
    /// Now Playing's tuning numbers that are not options, in one place: where the
    /// text, the slider and the transport row sit, how far touches reach, and how
    /// many covers stay layers. (The covers' margin, spacing, scale and fade, and
    /// every spring, are options: see `CoverCarousel.options`.) Text heights are
    /// at the default text size and grow with the environment's text scale.
    enum Tuning {
        /// The "PLAYING FROM" header: its top below the safe area, its height and font size, pt.
        static let headerTop = 18.0, headerHeight = 20.0, headerFont = 11.0
        /// Between the header and the covers, pt.
        static let headerGap = 26.0
        /// The covers' corner radius, pt.
        static let coverCornerRadius = 6.0
        /// Between the covers and the title, pt.
        static let titleGap = 32.0
        /// The title's and the artist's heights and font sizes, and the space between them, pt.
        static let titleHeight = 30.0, titleFont = 22.0
        static let artistHeight = 22.0, artistFont = 16.0, artistGap = 2.0
        /// Between the artist and the slider's track, and the track's height, pt.
        static let sliderGap = 22.0, trackHeight = 4.0
        /// How far outside the track a touch still takes the slider: above or below it, and past its ends, pt.
        static let sliderReachY = 16.0, sliderReachX = 12.0
        /// The thumb's diameter at rest, and how much it grows while held, pt.
        static let thumbSize = 8.0, thumbGrowth = 8.0
        /// The held thumb's halo: its diameter, pt, and its opacity.
        static let haloSize = 28.0, haloAlpha = 0.25
        /// The slider track's opacity of the text colour.
        static let trackAlpha = 0.3
        /// The elapsed and remaining times: below the track, their width, height and font size, pt.
        static let timeGap = 8.0, timeWidth = 60.0, timeHeight = 16.0, timeFont = 11.0
        /// Between the times and the transport row, pt.
        static let transportGap = 12.0
        /// The play button's diameter and its icon's inset; the side buttons' largest size and their icons', pt.
        static let playSize = 74.0, playIconInset = 20.0, buttonSize = 44.0, skipIconSize = 24.0, modeIconSize = 22.0
        /// The widest the controls' column gets (a readable width, as iPad apps keep), pt.
        static let readableWidth = 600.0
        /// Below the transport row (above the bottom safe area) when the height is short, pt.
        static let bottomPadding = 8.0
        /// Above and below the cover beside its controls (landscape), pt.
        static let sidePadding = 24.0
        /// The transport row's least width with every hit target full (the play button and four 44 pt buttons), pt.
        static let transportMinimum = 250.0
        /// The controls' margins where a landscape column is narrow, pt.
        static let narrowMargin = 16.0
        /// The smallest cover a short viewport shrinks it to, pt.
        static let minimumCover = 60.0
        /// Covers kept as layers past those that reach the screen, on each side.
        static let extraCovers = 1.0
        /// How many covers a fling may reach when `maxCoversPerFling` is 0 ("as far as it projects").
        static let unlimitedFlingReach = 64
        /// The smallest scale a cover is drawn at, however far from the centre.
        static let minimumScale = 0.05
        /// A Reduce Motion release cross-fades only when it moves the covers more than this, pt.
        static let fadeThreshold = 0.5
    }
}
