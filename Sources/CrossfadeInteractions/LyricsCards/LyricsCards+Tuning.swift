import CrossfadeMotion

extension LyricsCards {
    /// Every tuning number of the deck that is not an option (the dismissal offset,
    /// fade, back card and spring are options): layout and looks a designer would
    /// touch. Points unless said otherwise; font sizes are at the default text size
    /// (`InteractionEnvironment.font` scales them).
    public enum Tuning {
        // MARK: The card

        /// The card's margin from the sides of the frame.
        public static let cardInset = 24.0
        /// The widest a card gets (a readable width, as iPad apps cap their content), pt.
        public static let readableWidth = 600.0
        /// The card's height: at most this share of the frame's height, and at most its width × `cardAspect`.
        public static let cardHeightShare = 0.5
        /// The card's largest height over its width.
        public static let cardAspect = 1.15
        /// How far below the frame's centre the card sits (room for the back card above).
        public static let cardDrop = 24.0
        /// Each line's tint is the palette's colour for it darkened toward black by this much.
        public static let tintDarkening = 0.3
        /// A drag across the card's axis moves it at most this far, rubber-banded
        /// (PHYSICS.md's band with this as its dimension: 17 pt for 100 pt of finger),
        /// from its slot or from where a card coming forward across the axis was caught.
        public static let crossAxisReach = 24.0

        // MARK: The card's words

        /// The words' margin from the card's sides.
        public static let textInset = 24.0
        /// The time's top, and the footer's distance from the card's bottom edge.
        public static let edgeInset = 20.0
        /// Between the time and the words, and between the words and the footer.
        public static let textGap = 8.0
        /// The words use at most this share of the box's width (a ragged edge, never touching).
        public static let textWidthShare = 0.92
        /// The words' size: the largest, shrunk as far as the smallest to fit.
        public static let maximumFont = 26.0
        /// The smallest size the words shrink to, pt.
        public static let minimumFont = 14.0
        /// The time's and the footer's size, and at least their height.
        public static let captionFont = 13.0
        /// The time's and footer's least height, pt.
        public static let captionHeight = 20.0
        /// The time's and the footer's opacity on the card's tint.
        public static let captionOpacity = 0.7

        // MARK: Shadow

        /// The shadow's offset under its card (right, down) and how much narrower it is.
        public static let shadowOffsetX = 6.0
        /// The shadow's downward offset under its card, pt.
        public static let shadowOffsetY = 10.0
        /// How much narrower the shadow is than its card, pt.
        public static let shadowNarrowing = 12.0
        /// Its corner radius beyond the card's, colour alpha, and its opacity × the card's.
        public static let shadowExtraRadius = 4.0
        /// The alpha of the shadow's black.
        public static let shadowAlpha = 0.35
        /// The shadow's opacity, times its card's.
        public static let shadowOpacity = 0.9
        /// How far behind its card the shadow sits in z.
        public static let shadowDepth = 0.5

        // MARK: Background (drawn on its own)

        /// The title's top below the top safe area, its size and at least its height.
        public static let titleTop = 13.0
        /// The title's font size, pt (scaled with Dynamic Type).
        public static let titleFont = 22.0
        /// The title's least height, pt.
        public static let titleHeight = 30.0
    }
}
