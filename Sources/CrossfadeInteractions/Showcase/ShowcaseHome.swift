import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Home's content, from the catalogue: six recently played tracks as tiles, then
/// shelves of cards that scroll sideways — mixes (one per artist), albums,
/// artists (round), playlists. Each card plays its first track.
struct ShowcaseHome: Sendable {
    struct Shelf: Sendable {
        var title: String
        var items: [LibraryItem]
        /// What a card's context is (a mix counts as a playlist).
        var kind: Catalogue.PageKind
    }

    /// The tiles' tracks: the catalogue's first six.
    let tiles: Range<Int>
    let shelves: [Shelf]

    init(_ catalogue: Catalogue) {
        tiles = 0..<min(Showcase.Tuning.tileCount, max(1, catalogue.tracks.count))
        var shelves: [Shelf] = []
        let artists = catalogue.items(forPage: "Artists")
        let mixes = artists.enumerated().map { index, artist in
            LibraryItem(
                title: "Daily Mix \(index + 1)", subtitle: artist.title + " and more",
                artwork: Palette.coverArtwork("mix:" + artist.title, name: "Daily Mix \(index + 1)", colors: artist.artwork.colors),
                track: artist.track)
        }
        for (title, items, kind) in [
            ("Made for you", mixes, Catalogue.PageKind.playlists),
            ("Recently played", catalogue.items(forPage: "Albums"), .albums),
            ("Your favourite artists", artists, .artists),
            ("Your playlists", catalogue.items(forPage: "Playlists").filter { $0.track != nil }, .playlists)
        ]
        where !items.isEmpty {
            shelves.append(Shelf(title: title, items: Array(items.prefix(Showcase.Tuning.cardLimit)), kind: kind))
        }
        self.shelves = shelves
    }

    /// Everything on Home a tap plays, in one numbering (tiles first, then each
    /// shelf's cards): the `playHome` action's index.
    var itemCount: Int { tiles.count + shelves.reduce(0) { $0 + $1.items.count } }

    /// Home item `index` (`playHome`'s numbering): its track and its context.
    func play(_ index: Int, _ catalogue: Catalogue) -> (track: Int, from: PlayingFrom)? {
        if tiles.contains(index) { return (index, .recentlyPlayed) }
        var rest = index - tiles.count
        for shelf in shelves {
            if rest >= 0, rest < shelf.items.count {
                let item = shelf.items[rest]
                return item.track.map { ($0, .item(item, kind: shelf.kind)) }
            }
            rest -= shelf.items.count
        }
        return nil
    }

    /// The `playHome` index of card `item` on shelf `shelf`.
    func index(shelf: Int, item: Int) -> Int {
        tiles.count + shelves[..<shelf].reduce(0) { $0 + $1.items.count } + item
    }
}

/// Home's geometry, in its content's coordinates (which scroll under the screen).
struct ShowcaseHomeLayout: Sendable {
    let width: Double
    /// The side margin (`Configuration.sideMargin`).
    let margin: Double
    let tileWidth: Double
    let card: Double
    /// Each shelf's title top and its cards' row top.
    let shelfTitles: [Double]
    let shelfTops: [Double]
    let contentHeight: Double

    typealias Tuning = Showcase.Tuning

    init(_ c: Showcase.Configuration, _ home: ShowcaseHome) {
        let w = c.width, m = c.sideMargin, top = c.topSafeArea, scale = c.environment.textScale
        width = w
        margin = m
        tileWidth = (w - 2 * m - Tuning.tileGap) / 2
        card = min(Tuning.cardSide, (w - 2 * m - 2 * Tuning.cardGap) / Tuning.cardsVisible)
        let rows = Double((home.tiles.count + 1) / 2)
        var y = top + Tuning.tileTop + rows * (Tuning.tileHeight + Tuning.tileGap) - Tuning.tileGap
        var titles: [Double] = [], tops: [Double] = []
        for _ in home.shelves {
            y += Tuning.shelfGap
            titles.append(y)
            y += Tuning.shelfTitleHeight * scale + Tuning.shelfTitleGap
            tops.append(y)
            y += card + Tuning.cardTextGap + (Tuning.cardTitleHeight + Tuning.cardSubtitleHeight) * scale
        }
        shelfTitles = titles
        shelfTops = tops
        contentHeight = y + Tuning.bottomPadding
    }

    /// A shelf's height: its cards with their two lines of text.
    func shelfHeight(_ c: Showcase.Configuration) -> Double {
        card + Tuning.cardTextGap + (Tuning.cardTitleHeight + Tuning.cardSubtitleHeight) * c.environment.textScale
    }

    /// The width a shelf of `count` cards scrolls over.
    func shelfContentWidth(_ count: Int) -> Double {
        2 * margin + Double(count) * card + Double(max(0, count - 1)) * Tuning.cardGap
    }

    /// Tile `index`'s frame (two columns, mirrored right to left).
    func tileFrame(_ index: Int, _ c: Showcase.Configuration) -> Rect {
        let column = Double(index % 2), row = Double(index / 2)
        let x = margin + column * (tileWidth + Tuning.tileGap)
        let frame = Rect(
            x: x, y: c.topSafeArea + Tuning.tileTop + row * (Tuning.tileHeight + Tuning.tileGap), width: tileWidth, height: Tuning.tileHeight)
        return c.rtl ? c.environment.layoutDirection.mirrored(frame, in: width) : frame
    }

    /// Card `index`'s frame in its shelf's strip (from the leading edge).
    func cardFrame(_ index: Int, _ c: Showcase.Configuration) -> Rect {
        let frame = Rect(x: margin + Double(index) * (card + Tuning.cardGap), y: 0, width: card, height: shelfHeight(c))
        return c.rtl ? c.environment.layoutDirection.mirrored(frame, in: width) : frame
    }
}
