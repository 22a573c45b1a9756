import CrossfadeMotion

extension CardPresentation {
    /// The card's tuning numbers that are not options, in one place: its header
    /// and rows, the grabber, the slider row, how drags decide, and the app drawn
    /// behind it when it draws its own. (The card's travel, scale, corners, dim,
    /// rows and every spring are options: see `CardPresentation.options`.) Text
    /// heights are at the default text size and grow with the text scale.
    enum Tuning {
        /// iPad's form sheet: the card's largest width where the viewport is at least
        /// this wide and this tall (regular both ways), pt.
        static let formSheetWidth = 600.0, formSheetMinimumWidth = 700.0, formSheetMinimumHeight = 500.0
        /// The grabber chevron: its size and top, and its line width, pt.
        static let grabberWidth = 36.0, grabberHeight = 12.0, grabberTop = 10.0, grabberLineWidth = 4.0
        /// The grabber is flat once the card is this far from a rest (pt), or moves this fast (pt/s).
        static let grabberFlatDistance = 40.0, grabberFlatSpeed = 600.0
        /// The card's title: its top, side inset, height and font size, pt; the space under it before the content.
        static let titleTop = 28.0, titleInset = 20.0, titleHeight = 30.0, titleFont = 22.0, titleGap = 6.0
        /// A row: its artwork's inset from the row's edges and leading side, the text's font sizes and line heights, pt.
        static let rowArtInset = 6.0, rowLeading = 20.0
        static let rowTitleFont = 16.0, rowTitleHeight = 20.0, rowArtistFont = 13.0, rowArtistHeight = 17.0
        static let rowArtCornerRadius = 4.0
        /// A row's reorder handle: its touch target's width on the trailing side and its three lines' box, pt.
        static let handleTarget = 44.0, handleSymbol = Size(width: 18, height: 12)
        /// A held (or landing) row is drawn over the others on a fill of its own: this grey in the dark (white in the light).
        static let liftedDark: UInt32 = 0x3E3E3E
        /// While a row is held, the list scrolls by itself when the finger rests this close to the list's top or bottom, pt,
        /// at up to this speed, pt/s (in proportion to how deep into that band the finger is).
        static let autoScrollBand = 56.0, autoScrollSpeed = 900.0
        /// The slider row's track: inset from the sides and height; the thumb's size and growth while held, pt.
        static let sliderInset = 24.0, trackHeight = 4.0, thumbSize = 16.0, thumbGrowth = 8.0
        /// The slider's value when the card is built.
        static let sliderValue = 0.3
        /// The slider track's opacity of the text colour.
        static let trackAlpha = 0.3
        /// How far past its highest rest (or past dismissed) the card is drawn: this share of its travel, plus `overshootExtra` pt.
        static let overshootShare = 0.04, overshootExtra = 1.0
        /// A card this close to dismissed (pt) counts as gone: it takes no touches, and is neither presented nor moving.
        static let goneMargin = 0.5
        /// A Reduce Motion release cross-fades only when it moves the card more than this, pt.
        static let fadeThreshold = 0.5

        // The app drawn behind (when the card draws its own): Your Library's playlists.
        /// Its title's top below the safe area, height and font size; its rows' pitch, height and artwork, pt.
        static let appTitleTop = 12.0, appTitleHeight = 40.0, appTitleFont = 32.0, appTitleGap = 12.0
        static let appRowPitch = 56.0, appRowHeight = 52.0, appRowArt = 44.0, appRowFont = 17.0, appInset = 16.0
        /// The Up Next row: above the bottom safe area by, its height, corners and font size, pt, and its colour (Apple Music's red).
        static let upNextLift = 72.0, upNextHeight = 60.0, upNextCornerRadius = 12.0, upNextFont = 17.0, upNextInset = 12.0
        static let upNextColor: UInt32 = 0xFA2D48
        /// The status bar's clock: from the side, its width, height and font size, pt (system chrome: not scaled).
        static let clockInset = 24.0, clockWidth = 60.0, clockHeight = 22.0, clockFont = 16.0, clockLift = 30.0
    }
}
