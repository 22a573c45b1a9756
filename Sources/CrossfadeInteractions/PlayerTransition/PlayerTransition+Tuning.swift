import CrossfadeMotion

extension PlayerTransition {
    /// Every tuning number of the player that is not a spring (springs are
    /// options): layout a designer would touch, and the limits of the release.
    /// Points unless said otherwise; font sizes are at the default text size
    /// (`InteractionEnvironment.font` scales them).
    public enum Tuning {
        // MARK: Motion

        /// The tab bar slides at most this far past its own height (× the tab bar's
        /// height) while the player stretches past open.
        public static let tabBarReach = 1.2
        /// The travel (pt) a finger's speed is measured against at least: a layout with
        /// almost no travel (a mini player and tab bar taller than the screen) must not
        /// turn a flick into a thousand-fold one.
        public static let minimumVelocityTravel = 100.0

        // MARK: Colours (deliberate tints from the artwork)

        /// The full player's colour: the artwork's, darkened to this fraction.
        public static let playerTint = 0.45
        /// The card-style mini player's colour: the artwork's, darkened to this fraction.
        public static let cardTint = 0.55

        // MARK: Mini player

        /// Around the artwork, and between it and the titles (the gap is `inset + titleGap`).
        public static let miniInset = 8.0
        /// Added to `miniInset` between the artwork and the titles, pt.
        public static let miniTitleGap = 12.0
        /// Where the titles end, from the trailing edge (the play button sits in it).
        public static let miniTitleTrailing = 60.0
        /// The play button's side: the bar's, the card's.
        public static let miniPlayBar = 36.0
        /// The play button's side in the card style, pt.
        public static let miniPlayCard = 32.0
        /// The play button's distance from the trailing edge.
        public static let miniPlayTrailing = 16.0
        /// The devices button (when drawn): its side, its icon's, and its gap before the play button.
        public static let miniDevicesSide = 32.0
        /// The devices button's icon side, pt.
        public static let miniDevicesIcon = 22.0
        /// The gap between the devices button and the play button, pt.
        public static let miniDevicesGap = 4.0
        /// The card's inset from the row (each side; half of it above and below).
        public static let cardInset = 8.0
        /// The card style's corner radius, pt.
        public static let cardCornerRadius = 8.0
        /// The mini player artwork's corner radius, pt.
        public static let miniArtworkCornerRadius = 4.0
        /// The card's progress line: height, and the opacity of its track.
        public static let progressHeight = 2.0
        /// The opacity of the progress line's track (the part not yet played).
        public static let progressTrackOpacity = 0.25
        /// Font sizes: title, artist.
        public static let miniTitleFont = 14.0
        /// The mini player's artist font size, pt.
        public static let miniArtistFont = 13.0

        // MARK: Full player (its own Now Playing)

        /// The header's centre line below the top safe area.
        public static let headerCentre = 28.0
        /// The chevron's size and line width, and its distance from the leading edge.
        public static let chevronWidth = 32.0
        /// The chevron's height, pt.
        public static let chevronHeight = 16.0
        /// The chevron's line width, pt.
        public static let chevronLineWidth = 3.0
        /// The chevron's distance from the leading edge, pt.
        public static let chevronInset = 16.0
        /// The header's width is the screen's minus this on each side; its height.
        public static let headerInset = 60.0
        /// The header's height, pt.
        public static let headerHeight = 32.0
        /// The widest Now Playing's column gets (a readable width, as iPad apps keep), pt.
        public static let readableWidth = 600.0
        /// Below the transport (above the bottom safe area) when the height is short, pt.
        public static let bottomPadding = 8.0
        /// The most of the bottom safe area the artwork makes room for (an iPhone's home indicator), pt.
        public static let homeIndicatorInset = 34.0
        /// The smallest artwork a short viewport shrinks it to, pt.
        public static let minimumArtwork = 60.0
        /// The transport's width (the play button and both skip buttons with their gaps):
        /// the narrowest the text column beside the artwork gets (landscape), pt.
        public static let minimumControlsWidth = playSide + 2 * (skipGap + skipSide)
        /// The side margins of the artwork, titles and controls.
        public static let margin = 24.0
        /// The artwork's top below the top safe area, and its corner radius.
        public static let artworkTop = 72.0
        /// The artwork's corner radius, pt.
        public static let artworkCornerRadius = 8.0
        /// The title's top below the artwork; the gap between title and artist.
        public static let titleTop = 28.0
        /// The gap between the title and the artist, pt.
        public static let artistGap = 2.0
        /// The controls' top below the artist line.
        public static let controlsTop = 42.0
        /// Play: the circle's side and the icon's inset; previous and next: side and
        /// distance from the circle.
        public static let playSide = 74.0
        /// The play icon's inset inside its circle, pt.
        public static let playIconInset = 20.0
        /// The previous and next buttons' side, pt.
        public static let skipSide = 32.0
        /// The previous and next buttons' distance from the play circle, pt.
        public static let skipGap = 48.0
        /// Font sizes (and at least these text heights): header, title, artist.
        public static let headerFont = 13.0
        /// The title's font size, pt.
        public static let titleFont = 22.0
        /// The title's least height, pt.
        public static let titleHeight = 30.0
        /// The artist's font size, pt.
        public static let artistFont = 16.0
        /// The artist's least height, pt.
        public static let artistHeight = 22.0

        // MARK: Home and tab bar (drawn on its own)

        /// The home screen title's font size, pt.
        public static let homeTitleFont = 26.0
        /// The home screen title's least height, pt.
        public static let homeTitleHeight = 34.0
        /// The home screen title's top below the top safe area, pt.
        public static let homeTitleTop = 12.0
        /// The home screen's side margins, pt.
        public static let homeInset = 16.0
        /// A tab: its icon's side and top, its title's font size, height and top (UITabBar's).
        public static let tabIconSize = 24.0
        /// A tab icon's top below the tab bar's top, pt.
        public static let tabIconTop = 6.0
        /// A tab title's font size, pt.
        public static let tabFont = 10.0
        /// A tab title's height, pt.
        public static let tabTextHeight = 14.0
        /// A tab title's top below the tab bar's top, pt.
        public static let tabTextTop = 32.0
        /// The on-tint text colours: primary, secondary.
        static let onTint = Color.white
        static let onTintSecondary = Color(hex: 0xB3B3B3)
    }
}
