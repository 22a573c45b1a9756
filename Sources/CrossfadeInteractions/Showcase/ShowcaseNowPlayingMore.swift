import CrossfadeMotion
import CrossfadeScene

/// Now Playing below the transport, as Spotify's scrolls on: a lyrics card (the
/// playing track's first lines on its tint; a tap opens the lyrics) and the
/// artist's card (a picture, the name, what the library holds of them). The whole
/// screen scrolls; a pull down at its top still closes the player.
struct NowPlayingMoreLayout: Sendable {
    /// The cards, in Now Playing's coordinates (unscrolled).
    let lyricsCard: Rect
    let artistCard: Rect
    /// The scrolling content's length: the screen, or down to the artist card's bottom.
    let contentHeight: Double

    /// Below the button row under the transport (whose bottom is `transportBottom`).
    init(_ c: Showcase.Configuration, transportBottom: Double) {
        typealias T = Showcase.Tuning
        let width = min(c.width - 2 * T.margin, T.readableWidth), x = (c.width - width) / 2
        let top = c.buttonRowY(below: transportBottom) + T.buttonSize + T.moreCardGap
        lyricsCard = Rect(x: x, y: top, width: width, height: T.lyricsCardHeight * c.environment.textScale)
        artistCard = Rect(
            x: x, y: lyricsCard.maxY + T.moreCardGap, width: width, height: T.artistImageHeight + T.artistTextHeight * c.environment.textScale)
        contentHeight = max(c.height, artistCard.maxY + T.moreCardGap + c.bottomSafeArea)
    }
}

extension Showcase {
    /// The layers below the transport, for catalogue track 0 (`updateNowPlayingMore` follows the track).
    static func addNowPlayingMore(_ c: Configuration, _ layout: NowPlayingMoreLayout, to tree: inout LayerTree, in scroll: LayerPath)
        -> ShowcasePaths.MorePaths
    {
        typealias T = Tuning
        let inset = T.moreCardInset, env = c.environment, align: TextContent.Alignment = c.rtl ? .trailing : .leading
        let lyricsCard = tree.add(
            Layer(
                id: c.id("nowPlaying.lyricsCard"), frame: layout.lyricsCard, cornerRadius: CornerRadius(T.moreCardCornerRadius),
                fill: lyricsCardTint(0), clipsToBounds: true,
                accessibility: AccessibilityInfo(
                    .button, label: "Lyrics", value: lyricsPreview(c, track: 0, line: 0), actions: [.activate(c.action("openLyrics"))])),
            in: scroll)
        let innerWidth = max(1, layout.lyricsCard.width - 2 * inset)
        tree.add(
            .text(
                c.id("nowPlaying.lyricsCard.title"), "Lyrics", frame: Rect(x: inset, y: inset, width: innerWidth, height: T.moreTitleHeight),
                size: env.font(T.moreTitleFont), weight: .bold, color: .white, alignment: align), in: lyricsCard)
        let lineHeight = TextMetrics.lineHeight(fontSize: env.font(T.lyricsLineFont))
        let lineCount = max(0, Int((layout.lyricsCard.height - inset - T.moreTitleHeight - T.moreTextGap - inset) / lineHeight))
        var lines: [LayerPath] = []
        for index in 0..<min(lineCount, T.lyricsPreviewLines) {
            let frame = Rect(
                x: inset, y: inset + T.moreTitleHeight + T.moreTextGap + Double(index) * lineHeight, width: innerWidth, height: lineHeight)
            lines.append(tree.add(lyricsLineLayer(c, track: 0, line: index, frame: frame), in: lyricsCard))
        }
        let artistCard = tree.add(
            Layer(
                id: c.id("nowPlaying.artistCard"), frame: layout.artistCard, cornerRadius: CornerRadius(T.moreCardCornerRadius),
                fill: Color(hex: T.artistCardFill), clipsToBounds: true,
                accessibility: AccessibilityInfo(.text, label: "About the artist", value: c.catalogue.track(0).artist)), in: scroll)
        let width = layout.artistCard.width
        let image = tree.add(
            Layer(
                id: c.id("nowPlaying.artistCard.image"), frame: Rect(x: 0, y: 0, width: width, height: T.artistImageHeight),
                content: .artwork(artistArtwork(c, track: 0)), isHitTestable: false), in: artistCard)
        tree.add(
            .text(
                c.id("nowPlaying.artistCard.caption"), "About the artist",
                frame: Rect(x: inset, y: inset, width: max(1, width - 2 * inset), height: T.moreTitleHeight), size: env.font(T.moreTitleFont),
                weight: .bold, color: .white, alignment: align), in: artistCard)
        let nameHeight = TextMetrics.lineHeight(fontSize: env.font(T.artistNameFont))
        let name = tree.add(
            .text(
                c.id("nowPlaying.artistCard.name"), c.catalogue.track(0).artist,
                frame: Rect(x: inset, y: T.artistImageHeight + inset, width: max(1, width - 2 * inset), height: nameHeight),
                size: env.font(T.artistNameFont), weight: .bold, color: .white, alignment: align), in: artistCard)
        let detail = tree.add(
            .text(
                c.id("nowPlaying.artistCard.detail"), artistDetail(c, track: 0),
                frame: Rect(
                    x: inset, y: T.artistImageHeight + inset + nameHeight + T.moreTextGap, width: max(1, width - 2 * inset),
                    height: TextMetrics.lineHeight(fontSize: env.font(T.artistDetailFont))),
                size: env.font(T.artistDetailFont), color: PlayerTransition.Tuning.onTintSecondary, alignment: align), in: artistCard)
        return ShowcasePaths.MorePaths(lyricsCard: lyricsCard, lines: lines, artistCard: artistCard, image: image, name: name, detail: detail)
    }

    /// Line `line` of the lyrics card for `track`: one line, shrunk (and at worst cut
    /// short with "…") to fit the card's width; the first white, the rest dimmed.
    static func lyricsLineLayer(_ c: Configuration, track: Int, line: Int, frame: Rect) -> Layer {
        let env = c.environment
        let fitted = TextMetrics.fit(
            // (Fitted with some room to spare: a host's font may run a little wider than the engine's measure.)
            lyricsPreview(c, track: track, line: line), width: frame.width * Tuning.lyricsLineRoom, height: frame.height,
            maximumFontSize: env.font(Tuning.lyricsLineFont), minimumFontSize: env.font(Tuning.lyricsLineMinimumFont), weight: .bold)
        return .text(
            c.id("nowPlaying.lyricsCard.line.\(line)"), fitted.text, frame: frame, size: fitted.fontSize, weight: .bold,
            color: line == 0 ? .white : Color(white: 1, alpha: Tuning.upcomingLineAlpha), alignment: c.rtl ? .trailing : .leading)
    }

    /// The lyrics card's colour: the lyrics view's, the track's tint deepened.
    static func lyricsCardTint(_ track: Int) -> Color { Palette.trackColor(track).scaled(by: 0.5).withAlpha(1) }

    /// Line `line` of the track's lyrics as the card previews them ("♪" for an instrumental line, "" past the last).
    static func lyricsPreview(_ c: Configuration, track: Int, line: Int) -> String {
        let lines = c.catalogue.track(track).lyrics.lines
        guard lines.indices.contains(line) else { return line == 0 ? "No lyrics for this song" : "" }
        return lines[line].text.isEmpty ? "♪" : lines[line].text
    }

    /// The artist's picture (`artist:<name>` for a host that has one): the engine's
    /// own, the track's colours turned about, shapes and no title.
    static func artistArtwork(_ c: Configuration, track: Int) -> Artwork {
        let artist = c.catalogue.track(track).artist, colors = Array(c.catalogue.artwork(ofTrack: track).colors.reversed())
        return Artwork(
            reference: "artist:" + artist, colors: colors,
            cover: CoverArt(seed: CoverArt.seed("artist:" + artist), ink: Color(white: 1, alpha: 0.85), title: ""))
    }

    /// What the library holds of the track's artist: "N songs in your library".
    static func artistDetail(_ c: Configuration, track: Int) -> String {
        let artist = c.catalogue.track(track).artist
        var songs = 0
        for candidate in c.catalogue.tracks where candidate.artist == artist { songs += 1 }
        return songs == 1 ? "1 song in your library" : "\(songs) songs in your library"
    }

    /// The cards show the playing track: rebuilt only when it changes. (A steady
    /// frame allocates nothing: the card's tint, its value — the first line — and the
    /// artist's name, read in place, tell whether they still show it.)
    func updateNowPlayingMore(_ layers: inout [Layer]) {
        let playing = track, more = paths.nowPlaying.more
        let offset = AffineTransform(translationX: 0, y: scrolls.nowPlaying.position)
        if layers.read(paths.nowPlaying.scroll, { $0.transform != offset }) {
            layers.update(paths.nowPlaying.scroll) { $0.transform = offset }
            layers.update(paths.nowPlaying.chevron) { $0.transform = offset }
        }
        let tint = Self.lyricsCardTint(playing), first = Self.lyricsPreview(configuration, track: playing, line: 0)
        let artist = configuration.catalogue.track(playing).artist
        let shown =
            layers.read(more.lyricsCard) { $0.fill == tint && $0.accessibility?.value == first }
            && layers.read(more.name) { $0.shownText == artist }
        guard !shown else { return }
        let c = configuration
        let artwork = Self.artistArtwork(c, track: playing)
        layers.update(more.image) { $0.content = .artwork(artwork) }
        layers.update(more.lyricsCard) {
            $0.fill = tint
            $0.setAccessibility(label: "Lyrics", value: first)
        }
        for (index, line) in more.lines.enumerated() {
            let frame = layers.read(line) { $0.frame }
            let content = Self.lyricsLineLayer(c, track: playing, line: index, frame: frame).content
            layers.update(line) { $0.content = content }
        }
        let detail = Self.artistDetail(c, track: playing)
        layers.update(more.name) { $0.setText(artist) }
        layers.update(more.detail) { $0.setText(detail) }
        layers.update(more.artistCard) { $0.setAccessibility(label: "About the artist", value: artist) }
    }
}
