import CrossfadeMotion

extension Showcase {
    /// The showcase's own tuning numbers, in one place (its children keep theirs):
    /// the screens it draws itself (Home, Search, the tab bar), Now Playing's rows
    /// around the carousel, and the sheets. Points unless said otherwise; font sizes
    /// are at the default text size (the environment's text scale scales them).
    public enum Tuning {
        // MARK: Chrome

        /// The tab bar's opacity over what scrolls under it.
        public static let tabBarOpacity = 0.96
        /// A tab's icon: its side and top; its title: top, height, font size.
        public static let tabIconSize = 24.0, tabIconTop = 6.0, tabTitleTop = 32.0, tabTitleHeight = 14.0, tabFont = 10.0
        /// The widest the three tabs spread (a readable width, centred on wide screens), pt.
        public static let tabGroupWidth = 600.0
        /// The widest Home's, Search's and the sheets' content gets (centred on wide screens), pt.
        public static let readableWidth = 600.0

        // MARK: Home and Search

        /// The screens' side margin; their title's top below the safe area, height and font size.
        public static let margin = 16.0
        /// The screens' title: its top below the safe area, its least height and its font size, pt.
        public static let titleTop = 12.0, titleHeight = 32.0, titleFont = 24.0
        /// Home's recently played tiles (at most `tileCount`) and a shelf's cards (at most
        /// `cardLimit`: a shelf is a taste, not the library); Search's tiles (at most
        /// `browseLimit`) and recent songs (at most `songLimit`).
        public static let tileCount = 6, cardLimit = 6, browseLimit = 8, songLimit = 6
        /// Home's recently played tiles: their top below the safe area, height, gap, corner radius and font size.
        public static let tileTop = 56.0, tileHeight = 56.0, tileGap = 8.0, tileCornerRadius = 4.0, tileFont = 13.0
        /// A shelf: the space above its title, the title's height and font size, the space under it.
        public static let shelfGap = 24.0, shelfTitleHeight = 28.0, shelfTitleFont = 20.0, shelfTitleGap = 12.0
        /// A shelf's cards: at most this wide, with at least this much of a third showing
        /// (so the shelf says it scrolls), the gap between them and their corner radius.
        public static let cardSide = 150.0, cardsVisible = 2.3, cardGap = 12.0, cardCornerRadius = 6.0
        /// A card's title and subtitle: their space below the art, heights and font sizes.
        public static let cardTextGap = 6.0, cardTitleHeight = 18.0, cardTitleFont = 13.0, cardSubtitleHeight = 16.0, cardSubtitleFont = 12.0
        /// Below the last shelf or row, before the mini player.
        public static let bottomPadding = 24.0
        /// Search's field: its top below the safe area and height; the browse tiles' height and gap.
        public static let fieldTop = 56.0, fieldHeight = 44.0, fieldFont = 15.0
        /// Search's browse tiles: their height, the gap between them and their font size, pt.
        public static let browseHeight = 96.0, browseGap = 12.0, browseFont = 15.0
        /// Search's song rows: height, artwork side, font sizes.
        public static let songRowHeight = 64.0, songArt = 48.0, songTitleFont = 16.0, songSubtitleFont = 13.0
        /// Search's field's colour in the light appearance (the dark one's is white, Spotify's),
        /// its corner radius and its placeholder's inset.
        public static let lightFieldColor: UInt32 = 0xE3E3E8, fieldCornerRadius = 6.0, fieldTextInset = 14.0
        /// A browse tile's corner radius, and its title's inset, top and height.
        public static let browseCornerRadius = 6.0, browseTitleInset = 12.0, browseTitleTop = 10.0, browseTitleHeight = 22.0

        // MARK: Now Playing (around the carousel)

        /// Its buttons' hit size and their icons' side.
        public static let buttonSize = 44.0, iconSize = 22.0
        /// The button row's top below the carousel's transport row, and its least
        /// distance from the screen's bottom.
        public static let buttonRowGap = 14.0, buttonRowBottom = 52.0
        /// Now Playing below the transport: the lyrics and artist cards (gap between, corner radius, inset), pt.
        public static let moreCardGap = 20.0, moreCardCornerRadius = 10.0, moreCardInset = 16.0
        /// The cards' titles ("Lyrics", "About the artist") and the gap under them, pt.
        public static let moreTitleHeight = 22.0, moreTitleFont = 16.0, moreTextGap = 8.0
        /// The lyrics card: its height, the lines it previews, their font (largest and
        /// smallest) and the share of the width a line is fitted to.
        public static let lyricsCardHeight = 230.0, lyricsPreviewLines = 6, lyricsLineFont = 22.0, lyricsLineMinimumFont = 15.0, lyricsLineRoom = 0.88
        /// The opacity of the lyrics card's lines after the first.
        public static let upcomingLineAlpha = 0.55
        /// The artist card: its picture's height, the text under it, and their fonts, pt.
        public static let artistImageHeight = 180.0, artistTextHeight = 84.0, artistNameFont = 20.0, artistDetailFont = 14.0
        /// The artist card's fill.
        public static let artistCardFill: UInt32 = 0x242424
        /// The header's two lines: the caption's and the name's heights and font sizes.
        public static let captionHeight = 14.0, captionFont = 11.0, contextHeight = 18.0, contextFont = 13.0
        /// The header's lines leave this much free at either side (the chevron, the "⋯").
        public static let headerInset = 60.0
        /// The backdrop: the artwork's colour darkened to this, fading to `backdropEnd`.
        public static let backdropDarkening = 0.7
        /// The colour the backdrop fades to at its end (`0x121212`, the dark background).
        public static let backdropEnd: UInt32 = 0x121212

        // MARK: Sheets (⋯, share, devices)

        /// A sheet's rows: at most this many, each this tall, with this font size.
        public static let sheetRows = 4, sheetRowHeight = 56.0, sheetRowFont = 16.0
        /// Its header (artwork, title and subtitle, or a title alone), its corner radius
        /// and the dim behind it at full show.
        public static let sheetHeaderHeight = 80.0, sheetArt = 48.0, sheetCornerRadius = 12.0, sheetDim = 0.6
        /// Its grabber: width, height, top; its header's title and subtitle: top, height, font size.
        public static let sheetGrabberWidth = 36.0, sheetGrabberHeight = 5.0, sheetGrabberTop = 6.0
        /// The sheet header's title: its top, height and font size, pt.
        public static let sheetTitleTop = 18.0, sheetTitleHeight = 22.0, sheetTitleFont = 16.0
        /// The sheet header's subtitle: its top, height and font size, pt.
        public static let sheetSubtitleTop = 40.0, sheetSubtitleHeight = 20.0, sheetSubtitleFont = 13.0
        /// Its spring: up and down, without overshoot.
        public static let sheetResponse = 0.35, sheetDampingRatio = 1.0
    }
}
